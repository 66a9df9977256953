import type { kitchenMenuRoutes } from '@gradina/shared/manifest/routes/kitchen/menus';
import { groupMenuPdf, menuWeekPdf } from '../../../domain/kitchen/menu-print';
import { groupWeekMenu, type MenuViewer } from '../../../domain/kitchen/week-menu';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import {
  isKindergartenManager,
  kindergartenItemAtPath,
  kindergartenItemOfBody,
} from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { getMenu, menuKeys, menuNotFound } from './items';
import {
  configuration,
  mealTypeList,
  menuById,
  menuList,
  removeMenu,
  saveConfiguration,
  saveMenu,
} from './menus';

/** Who sees every child's allergy flag: the kitchen (who may edit menus) and the managers. */
const viewerOf = (session: TenantRouteSession): MenuViewer => ({
  role: session.role,
  userId: session.userId,
  seesAllChildren: isKindergartenManager(session) || session.can('Menus', 'update'),
});

/** A viewer who sees no child: the group's print names none, so no child record is read. */
const noChildren: MenuViewer = { role: 0, userId: '', seesAllChildren: false };

/** The handler entries of the menus. */
export const menuRoutes: FeatureRoutes<typeof kitchenMenuRoutes, typeof menuObjects> = {
  'kitchen.menus': async ({ session }) => menuList(session.kindergartenId),
  'kitchen.menuConfiguration': async ({ session }) => configuration(session.kindergartenId),
  'kitchen.saveMenuConfiguration': async ({ session, body }) =>
    saveConfiguration(session.kindergartenId, body),
  'kitchen.mealTypes': async () => mealTypeList(),
  'kitchen.menu': async ({ session, path }) => menuById(session.kindergartenId, path.id),
  'kitchen.saveMenu': async ({ session, body, object }) =>
    saveMenu(session.kindergartenId, session.userId, body, object?.item),
  'kitchen.deleteMenu': async ({ object }) => removeMenu(object.item),
  'kitchen.weeklyMenu': async ({ session, path }) =>
    groupWeekMenu(session.kindergartenId, path.classId, path.week, viewerOf(session)),
  'kitchen.weeklyMenuReceipt': async ({ session, path }) => {
    const menu = await getMenu(session.kindergartenId, path.menuId);
    if (!menu) throw notFound(menuNotFound);
    return menuWeekPdf(session.kindergartenId, menu, path.week);
  },
  // The print for the group's board names no child: no flags.
  'kitchen.weeklyMenuForGroupReceipt': async ({ session, path }) =>
    groupMenuPdf(
      session.kindergartenId,
      await groupWeekMenu(session.kindergartenId, path.classId, path.week, noChildren),
    ),
};

export const menuObjects = {
  'kitchen.saveMenu': kindergartenItemOfBody(menuKeys.menu),
  'kitchen.deleteMenu': kindergartenItemAtPath(menuKeys.menu),
} satisfies FeatureLoaders<typeof kitchenMenuRoutes>;

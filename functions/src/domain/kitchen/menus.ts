import { type MenuDay, type MenuShape, menuDayOn } from '@gradina/shared/kitchen/menu';
import { getItem, queryAll } from '../../platform/db';
import type { Key } from '../../platform/db/item';
import { recordKey, tenantPrefix } from '../../platform/db/keys';

/**
 * Menus as the kitchen's features read them (issue #35; docs/data-model.md, "Kitchen"). The menus area
 * writes them; the weekly menu, calculations, portion books and the storage references read them here.
 * A menu: `KG#<kg>#MENUS` / `MENU#<id>`, on GSI1 `KG#<kg>#MENUS` / `<toDate>#<id>`, so the menus that still
 * run on a date are ONE Query of the index (those ending on or after it). The kindergarten's menu
 * configuration is `KG#<kg>#MENUS` / `CONFIG`.
 */

export interface MenuItem extends MenuShape {
  id: string;
  kindergartenId: string;
  name: string;
  /** The groups it serves; empty: every group of the kindergarten. */
  groupIds: string[];
  modifiedAt: string;
  modifiedBy: string;
  version: number;
}

/** The kindergarten's menu settings: the recipe books its menus pick from and the meals it serves. */
export interface MenuConfigurationItem {
  recipeBookIds: string[];
  mealTypes: number[];
  version: number;
}

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#MENUS`;

export const menuKeys = {
  menu: recordKey<MenuItem>((kindergartenId, id) => ({ PK: partition(kindergartenId), SK: `MENU#${id}` })),
  /** The index entry of a menu: by the day it ends. */
  byEnd: (kindergartenId: string, toDate: string, id: string) => ({
    GSI1PK: partition(kindergartenId),
    GSI1SK: `${toDate}#${id}`,
  }),
  configuration: (kindergartenId: string): Key => ({ PK: partition(kindergartenId), SK: 'CONFIG' }),
} as const;

const strip = <T extends object>(item: T & Partial<Key>): T => {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, ...rest } = item as T & Record<string, unknown>;
  return rest as T;
};

export async function getMenu(kindergartenId: string, id: string): Promise<MenuItem | undefined> {
  const item = await getItem<MenuItem & Key>(menuKeys.menu(kindergartenId, id));
  return item && strip(item);
}

/** The menus that run on some day from `fromDate` to `toDate`: ONE Query of GSI1. */
export async function menusCovering(
  kindergartenId: string,
  fromDate: string,
  toDate: string,
): Promise<MenuItem[]> {
  const items = await queryAll<MenuItem & Key>({
    index: 'GSI1',
    partition: partition(kindergartenId),
    between: [fromDate, '9999'],
  });
  return items.map(strip).filter((m) => m.fromDate <= toDate);
}

/**
 * The menu a group eats from on a date, among `menus`: one made for the group wins over one for every
 * group; of several, the one that started last. Pure.
 */
export function menuOfGroup(menus: readonly MenuItem[], groupId: string, date: string): MenuItem | undefined {
  const running = menus.filter((m) => m.fromDate <= date && date <= m.toDate);
  const rank = (m: MenuItem) => (m.groupIds.includes(groupId) ? 2 : m.groupIds.length === 0 ? 1 : 0);
  return running
    .filter((m) => rank(m) > 0)
    .sort((a, b) => rank(b) - rank(a) || b.fromDate.localeCompare(a.fromDate))[0];
}

/** The day a group eats on a date (its menu and the menu's day), reading the menus: one Query. */
export async function groupMenuDay(
  kindergartenId: string,
  groupId: string,
  date: string,
): Promise<{ menu: MenuItem; day: MenuDay } | undefined> {
  const menu = menuOfGroup(await menusCovering(kindergartenId, date, date), groupId, date);
  const day = menu && menuDayOn(menu, date);
  return menu && day ? { menu, day } : undefined;
}

/** The kindergarten's menu configuration (defaults: all four meals, every book). */
export async function menuConfiguration(kindergartenId: string): Promise<MenuConfigurationItem> {
  const item = await getItem<MenuConfigurationItem & Key>(menuKeys.configuration(kindergartenId));
  return {
    recipeBookIds: item?.recipeBookIds ?? [],
    mealTypes: item?.mealTypes ?? [1, 2, 3, 4],
    version: item?.version ?? 0,
  };
}

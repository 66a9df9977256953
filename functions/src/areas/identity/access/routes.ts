import { changeSchoolYear } from '../../../platform/auth/session-context';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { saved } from '../../../platform/http/replies';
import { readModuleSettings, saveModuleSettings } from './module-settings';
import {
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  listUserGroupsExtended,
  rebuildAccess,
  saveUserGroup,
} from './user-groups';

/** User groups (spec: UserRoles), module locks and the session's school year. */
export const accessRoutes: AreaImplementations<
  | 'identity.userRoles'
  | 'identity.userRolesExtended'
  | 'identity.userRole'
  | 'identity.saveUserRole'
  | 'identity.deleteUserRole'
  | 'identity.rebuildAccess'
  | 'identity.moduleSettings'
  | 'identity.saveModuleSettings'
  | 'identity.changeSchoolYear'
> = {
  'identity.userRoles': async ({ session, query }) => listUserGroups(session, query),
  'identity.userRolesExtended': async ({ session, query }) => listUserGroupsExtended(session, query),
  'identity.userRole': async ({ session, path }) => getUserGroup(session, path.id),
  'identity.saveUserRole': async ({ session, body }) => saveUserGroup(session, body),
  'identity.deleteUserRole': async ({ session, path }) => deleteUserGroup(session, path.id),
  'identity.rebuildAccess': async ({ session }) => rebuildAccess(session),
  'identity.moduleSettings': async ({ session, query }) => readModuleSettings(session, query),
  'identity.saveModuleSettings': async ({ session, body }) => saveModuleSettings(session, body),
  'identity.changeSchoolYear': async ({ session, path }) => {
    await changeSchoolYear(session, path.id);
    return saved(path.id);
  },
};

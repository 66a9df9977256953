import type { identityUserGroupRoutes as manifest } from '@gradina/shared/manifest/routes/identity/user-groups';
import { keys } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import {
  deleteUserGroup,
  getUserGroup,
  listUserGroups,
  listUserGroupsExtended,
  rebuildAccess,
  saveUserGroup,
} from './user-groups';

/** User groups (spec: UserRoles): the rights they grant their members. Thin entries over the feature's functions. */
export const userGroupRoutes: FeatureRoutes<typeof manifest, typeof userGroupObjects> = {
  'identity.userRoles': async ({ session, query }) => listUserGroups(session, query),
  'identity.userRolesExtended': async ({ session, query }) => listUserGroupsExtended(session, query),
  'identity.userRole': async ({ session, path }) => getUserGroup(session, path.id),
  'identity.saveUserRole': async ({ session, body }) => saveUserGroup(session, body),
  'identity.deleteUserRole': async ({ session, path }) => deleteUserGroup(session, path.id),
  'identity.rebuildAccess': async ({ session }) => rebuildAccess(session),
};

/** The user group a write acts on, under the session's kindergarten's key. */
export const userGroupObjects = {
  'identity.saveUserRole': kindergartenItemOfBody(keys.userGroup),
  'identity.deleteUserRole': kindergartenItemAtPath(keys.userGroup),
} satisfies FeatureLoaders<typeof manifest>;

import type { identityUserGroupRoutes as manifest } from '@gradina/shared/manifest/routes/identity/user-groups';
import { keys } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
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
  'identity.userRoles': entry.query(listUserGroups),
  'identity.userRolesExtended': entry.query(listUserGroupsExtended),
  'identity.userRole': entry.pathId(getUserGroup),
  'identity.saveUserRole': entry.body(saveUserGroup),
  'identity.deleteUserRole': entry.pathId(deleteUserGroup),
  'identity.rebuildAccess': entry.session(rebuildAccess),
};

/** The user group a write acts on, under the session's kindergarten's key. */
export const userGroupObjects = {
  'identity.saveUserRole': kindergartenItemOfBody(keys.userGroup),
  'identity.deleteUserRole': kindergartenItemAtPath(keys.userGroup),
} satisfies FeatureLoaders<typeof manifest>;

import { identityAccountManagementRoutes } from '@gradina/shared/manifest/routes/identity/account-management';
import { identityAuditRoutes } from '@gradina/shared/manifest/routes/identity/audit';
import { identityInvitationRoutes } from '@gradina/shared/manifest/routes/identity/invitations';
import { identityLinkRoutes } from '@gradina/shared/manifest/routes/identity/links';
import { identityModuleSettingRoutes } from '@gradina/shared/manifest/routes/identity/module-settings';
import { identityProfileRoutes } from '@gradina/shared/manifest/routes/identity/profile';
import { identityRegistrationRoutes } from '@gradina/shared/manifest/routes/identity/registration';
import { identitySessionRoutes } from '@gradina/shared/manifest/routes/identity/session';
import { identityUserGroupRoutes } from '@gradina/shared/manifest/routes/identity/user-groups';
import { identityUserRoutes } from '@gradina/shared/manifest/routes/identity/users';
import { keys } from '../../platform/db';
import { createAreaHandler } from '../../platform/http/area-handler';
import {
  kindergartenItem,
  kindergartenItemAtPath,
  kindergartenItemOfBody,
} from '../../platform/http/object-access';
import { accessRoutes } from './access/routes';
import { accountRoutes } from './accounts/routes';
import { auditRoutes } from './audit-routes';
import { sessionRoutes } from './session-routes';

/** A user the route acts on must be a member of the session's kindergarten (their membership item). */
const member = (kindergartenId: string, userId: string) =>
  kindergartenItem(kindergartenId, keys.membership(userId, kindergartenId));
/** ... or one it deactivated (reactivation), or, for a new link, its own open invitation. */
const memberOrSuspended = async (kindergartenId: string, userId: string) =>
  (await member(kindergartenId, userId)) ??
  kindergartenItem(kindergartenId, keys.suspendedMembership(userId, kindergartenId));
const memberOrInvited = async (kindergartenId: string, id: string) =>
  (await member(kindergartenId, id)) ?? kindergartenItem(kindergartenId, keys.invitation(kindergartenId, id));

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  identitySessionRoutes,
  identityProfileRoutes,
  identityLinkRoutes,
  identityRegistrationRoutes,
  identityUserRoutes,
  identityInvitationRoutes,
  identityAccountManagementRoutes,
  identityUserGroupRoutes,
  identityModuleSettingRoutes,
  identityAuditRoutes,
];

/** The identity Lambda: sessions, accounts, and access (user groups, module settings). */
export const handler = createAreaHandler(
  'identity',
  areaRoutes,
  { ...sessionRoutes, ...accountRoutes, ...accessRoutes, ...auditRoutes },
  {
    objects: {
      'identity.changeUserActivation': async ({ session, query }) =>
        memberOrSuspended(session.kindergartenId, query.userId),
      'identity.sendInvitation': async ({ session, body }) =>
        memberOrInvited(session.kindergartenId, body.userId),
      'identity.unlockLogin': async ({ session, body }) => member(session.kindergartenId, body.userId),
      'identity.approveRegistration': kindergartenItemAtPath(keys.registrationRequest),
      'identity.rejectRegistration': kindergartenItemAtPath(keys.registrationRequest),
      'identity.saveUserRole': kindergartenItemOfBody(keys.userGroup),
      'identity.deleteUserRole': kindergartenItemAtPath(keys.userGroup),
    },
  },
);

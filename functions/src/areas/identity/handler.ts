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
import { createAreaHandler } from '../../platform/http/area-handler';
import { accountManagementRoutes } from './account-management/routes';
import { auditRoutes } from './audit/audit';
import { invitationObjects, invitationRoutes } from './invitations/routes';
import { linkRoutes } from './links/routes';
import { moduleSettingRoutes } from './module-settings/routes';
import { profileRoutes } from './profile/routes';
import { registrationObjects, registrationRoutes } from './registration/routes';
import { sessionRoutes } from './session/routes';
import { userGroupObjects, userGroupRoutes } from './user-groups/routes';
import { userObjects, userRoutes } from './users/routes';

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
  {
    ...sessionRoutes,
    ...profileRoutes,
    ...linkRoutes,
    ...registrationRoutes,
    ...userRoutes,
    ...invitationRoutes,
    ...accountManagementRoutes,
    ...userGroupRoutes,
    ...moduleSettingRoutes,
    ...auditRoutes,
  },
  { objects: { ...registrationObjects, ...userObjects, ...invitationObjects, ...userGroupObjects } },
);

import { Role } from '@gradina/shared';
import type { identityAccountManagementRoutes as manifest } from '@gradina/shared/manifest/routes/identity/account-management';
import { kindergartensOfUser, recordAuditInKindergartens } from '../../../platform/audit/audit';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { createAdminAccount, inviteAuthorityAccount } from '../invitations/invitations';
import { changeAccountActivation } from '../users/activation';
import * as accountLinks from './account-links';
import * as management from './account-management';

/** The Master's account management. Thin entries over the feature's functions. */
export const accountManagementRoutes: FeatureRoutes<typeof manifest> = {
  'identity.changeActivation': async ({ session, body }) => {
    const reply = await changeAccountActivation(session, body.userId, body.isActive);
    if (!body.isActive)
      await recordAuditInKindergartens(await kindergartensOfUser(body.userId), {
        event: 'account.deactivated',
        actorUserId: session.userId,
        subjectUserId: body.userId,
      });
    return reply;
  },
  'identity.accountInfo': async ({ query }) => management.accountInfo(query.identifier, query.identifierKind),
  'identity.monAccounts': async ({ query }) => management.authorityAccounts(Role.MON, query),
  'identity.municipalityAccounts': async ({ query }) =>
    management.authorityAccounts(Role.Municipality, query),
  'identity.adminResetPassword': async ({ body }) => management.adminResetPassword(body.userId),
  'identity.inviteMonAccount': async ({ body }) => inviteAuthorityAccount(body, Role.MON),
  'identity.inviteMunicipalityAccount': async ({ body }) =>
    inviteAuthorityAccount(body, Role.Municipality, body.municipalityCode),
  'identity.editMunicipalityAccount': async ({ body }) => management.editMunicipalityAccount(body),
  'identity.activateTeacherAccount': async ({ body }) =>
    management.activateAccountOfKind(body.userId, 'staff'),
  'identity.activateParentAccount': async ({ body }) =>
    management.activateAccountOfKind(body.userId, 'parent'),
  'identity.detachAccount': async ({ body }) => accountLinks.detachAccount(body.userId, body.kindergartenId),
  'identity.updateAccountInfo': async ({ body }) => management.updateAccountInfo(body),
  'identity.updateParentEmail': async ({ body }) =>
    management.updateEmailOfKind(body.userId, body.email, 'parent'),
  'identity.attachParentToAccount': async ({ body }) => accountLinks.attachParent(body),
  'identity.updateStaffEmail': async ({ body }) =>
    management.updateEmailOfKind(body.userId, body.email, 'staff'),
  'identity.attachStaffToAccount': async ({ body }) => accountLinks.attachStaff(body),
  'identity.updateStaffInfo': async ({ session, body }) => accountLinks.updateStaffInfo(body, session.userId),
  'identity.detachAccountFromParent': async ({ path, body }) =>
    accountLinks.detachFromParent(path.id, body.kindergartenId, body.childId),
  'identity.detachAccountFromStaff': async ({ session, path, body }) =>
    accountLinks.detachFromStaff(path.id, body.kindergartenId, session.userId),
  'identity.createAdminAccount': async ({ session, path, body }) =>
    createAdminAccount(session, path.id, body),
  'identity.accountLoginLock': async ({ query }) =>
    management.masterLockOf(query.identifier, query.identifierKind),
  'identity.accountUnlockLogin': async ({ body }) =>
    management.masterUnlock(body.identifier, body.identifierKind),
};

import { Role } from '@gradina/shared';
import { kindergartensOfUser, recordAudit, recordAuditInKindergartens } from '../../../platform/audit/audit';
import { pageOf } from '../../../platform/db/query';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import * as accountLinks from './account-links';
import * as management from './account-management';
import { changeAccountActivation, changeUserActivation } from './activation';
import { acceptMyInvitation, answerByToken, declineMyInvitation, myInvitations } from './invitation-answers';
import { createAdminAccount, inviteAuthorityAccount, inviteUser, resendInvitation } from './invitations';
import { activateAccount, requestPasswordRecovery, resetPassword, tokenInfo } from './links';
import { locksOfKindergarten, unlockUser } from './login-throttle';
import { changeOwnPassword, updateOwnProfile } from './profile';
import { requireMember, saved } from './records';
import {
  approveRegistration,
  getRegistrationRequest,
  listRegistrationRequests,
  registerParent,
  rejectRegistration,
} from './registration';
import { unsubscribe } from './unsubscribe';
import { listUsers } from './users-list';

type AccountRouteId =
  | 'identity.update'
  | 'identity.changePassword'
  | 'identity.passwordRecovery'
  | 'identity.resetPassword'
  | 'identity.tokenInfo'
  | 'identity.activateAccount'
  | 'identity.registerParent'
  | 'identity.unsubscribe'
  | 'identity.users'
  | 'identity.myInvitations'
  | 'identity.acceptInvitation'
  | 'identity.declineInvitation'
  | 'identity.answerInvitation'
  | 'identity.inviteUser'
  | 'identity.changeUserActivation'
  | 'identity.sendInvitation'
  | 'identity.loginLocks'
  | 'identity.unlockLogin'
  | 'identity.registrationRequests'
  | 'identity.registrationRequest'
  | 'identity.approveRegistration'
  | 'identity.rejectRegistration'
  | 'identity.changeActivation'
  | 'identity.accountInfo'
  | 'identity.monAccounts'
  | 'identity.municipalityAccounts'
  | 'identity.adminResetPassword'
  | 'identity.inviteMonAccount'
  | 'identity.inviteMunicipalityAccount'
  | 'identity.editMunicipalityAccount'
  | 'identity.activateTeacherAccount'
  | 'identity.activateParentAccount'
  | 'identity.detachAccount'
  | 'identity.updateAccountInfo'
  | 'identity.updateParentEmail'
  | 'identity.attachParentToAccount'
  | 'identity.updateStaffEmail'
  | 'identity.attachStaffToAccount'
  | 'identity.updateStaffInfo'
  | 'identity.detachAccountFromParent'
  | 'identity.detachAccountFromStaff'
  | 'identity.createAdminAccount'
  | 'identity.accountLoginLock'
  | 'identity.accountUnlockLogin';

/** Accounts: thin entries over the domain functions of this folder. */
export const accountRoutes: AreaImplementations<AccountRouteId> = {
  // The signed-in user
  'identity.update': async ({ session, body }) => updateOwnProfile(session, body),
  'identity.changePassword': async ({ session, body }) => changeOwnPassword(session, body),
  // Public links and forms
  'identity.passwordRecovery': async ({ body }) => requestPasswordRecovery(body.email),
  'identity.resetPassword': async ({ body }) => resetPassword(body),
  'identity.tokenInfo': async ({ body }) => tokenInfo(body.token),
  'identity.activateAccount': async ({ body }) => activateAccount(body),
  'identity.registerParent': async ({ body, event }) =>
    registerParent(body, event.requestContext?.identity?.sourceIp ?? undefined),
  'identity.unsubscribe': async ({ body }) => unsubscribe(body.token),
  // The kindergarten's users
  'identity.users': async ({ session, query }) => listUsers(session, query),
  'identity.inviteUser': async ({ session, body }) => inviteUser(session, body),
  // The invitee's answer (signed in: the prompt after sign-in; public: the mail's link)
  'identity.myInvitations': async ({ session }) => myInvitations(session),
  'identity.acceptInvitation': async ({ session, path }) => acceptMyInvitation(session, path.id),
  'identity.declineInvitation': async ({ session, path }) => declineMyInvitation(session, path.id),
  'identity.answerInvitation': async ({ body }) => answerByToken(body.token, body.accept),
  'identity.changeUserActivation': async ({ session, query }) => {
    const reply = await changeUserActivation(session, query.userId, query.isActive);
    if (!query.isActive)
      await recordAudit({
        kindergartenId: session.kindergartenId,
        event: 'membership.deactivated',
        actorUserId: session.userId,
        subjectUserId: query.userId,
      });
    return reply;
  },
  'identity.sendInvitation': async ({ session, body }) => resendInvitation(session, body.userId),
  'identity.loginLocks': async ({ session }) => pageOf(await locksOfKindergarten(session.kindergartenId)),
  'identity.unlockLogin': async ({ session, body }) => {
    await requireMember(session, body.userId);
    await unlockUser(body.userId);
    return saved(body.userId);
  },
  'identity.registrationRequests': async ({ session, query }) => listRegistrationRequests(session, query),
  'identity.registrationRequest': async ({ session, path }) => getRegistrationRequest(session, path.id),
  'identity.approveRegistration': async ({ session, path, body }) => {
    const reply = await approveRegistration(session, path.id, body.relation);
    await recordAudit({
      kindergartenId: session.kindergartenId,
      event: 'membership.accepted',
      actorUserId: session.userId,
      subjectUserId: String(reply.entityId),
      details: { via: 'registration-request' },
    });
    return reply;
  },
  'identity.rejectRegistration': async ({ session, path, body }) =>
    rejectRegistration(session, path.id, body.reason),
  // The Master's account management
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

import { randomUUID } from 'node:crypto';
import { unsubscribeToken } from '../../../functions/src/areas/identity/mails/unsubscribe-links';
import { keys } from '../../../functions/src/platform/db/keys';
import { GuardianRelation, IdentifierType, Role } from '../../../shared/src/enums';
import {
  aChild,
  anAccount,
  anInvitationTo,
  anInvitedAccount,
  aParentWithChild,
  aRecoveryToken,
  aRegistrationRequest,
  testPassword,
  uniqueEmail,
  uniquePhone,
} from '../../support/accounts';
import { call } from '../../support/api-client';
import { removeStoredItem } from '../../support/stored';
import type { RouteExamples } from '../route-examples';

/**
 * Examples of the accounts routes, on accounts made for them (test/support/accounts.ts), never on a demo
 * account (other suites sign in with those); the only calls a demo account gets are harmless: its own
 * profile's notification flag set to what it is, its password "changed" to the same password.
 */
const nationalRoles = new Set<number>([Role.MON, Role.Municipality, Role.Master]);

/** The caller's address and base role, as the API tells them. */
async function callerOf(
  token: string,
): Promise<{ id: string; email: string; baseRoleType: number; version: number }> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  return reply.body as { id: string; email: string; baseRoleType: number; version: number };
}

/** Accepting joins the caller to a kindergarten of its own; the membership goes again after the call. */
const acceptAsCaller = async ({ token }: { token: string }) => {
  const me = await callerOf(token);
  const invitation = await anInvitationTo(me.email);
  return {
    path: { id: invitation.id },
    forbidden: nationalRoles.has(me.baseRoleType),
    cleanUp: async () => {
      await removeStoredItem(keys.membership(me.id, invitation.kindergartenId));
    },
  };
};

export const examples = {
  // The signed-in user (every role calls these with its own demo account: harmless values only)
  // The version is the caller's own profile's, as their user data answers it.
  'identity.update': () => ({
    body: { emailNotifications: true, version: 0 },
    asCaller: async ({ token }) => ({
      body: { emailNotifications: true, version: (await callerOf(token)).version },
    }),
  }),
  'identity.changePassword': () => ({ body: { currentPassword: 'Gradina2026', newPassword: 'Gradina2026' } }),

  // Public
  'identity.passwordRecovery': () => ({ body: { email: uniqueEmail('nobody') } }),
  'identity.resetPassword': async (w) => {
    const a = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    return { body: { userId: a.userId, token: await aRecoveryToken(a.userId), password: 'Nova-Parola2' } };
  },
  'identity.tokenInfo': async (w) => ({ body: { token: (await anInvitedAccount(w.kindergartenId)).token } }),
  'identity.activateAccount': async (w) => ({
    body: { token: (await anInvitedAccount(w.kindergartenId)).token, password: testPassword },
  }),
  'identity.registerParent': (w) => ({
    body: {
      firstName: 'Ивана',
      lastName: 'Петрова',
      email: uniqueEmail('parent'),
      phone: uniquePhone(),
      password: testPassword,
      childFirstName: 'Калина',
      childLastName: 'Петрова',
      childIdentifierType: IdentifierType.EGN,
      childIdentifier: '2145121233',
      relation: GuardianRelation.Mother,
      kindergartenId: w.kindergartenId,
      captchaToken: 'local',
    },
  }),
  'identity.unsubscribe': async () => ({ body: { token: await unsubscribeToken(uniqueEmail('reader')) } }),

  // The kindergarten's users
  'identity.users': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'identity.myInvitations': () => ({}),
  'identity.acceptInvitation': () => ({ path: { id: randomUUID() }, asCaller: acceptAsCaller }),
  'identity.declineInvitation': () => ({
    path: { id: randomUUID() },
    asCaller: async ({ token }) => ({
      path: { id: (await anInvitationTo((await callerOf(token)).email)).id },
    }),
  }),
  'identity.answerInvitation': async () => ({
    body: { token: (await anInvitationTo(uniqueEmail('answer'))).token, accept: false },
  }),
  'identity.inviteUser': (w) => ({
    body: {
      email: uniqueEmail('invite'),
      firstName: 'Нова',
      lastName: 'Учителка',
      userType: Role.Teacher,
      kindergartenId: w.kindergartenId,
    },
  }),
  'identity.changeUserActivation': async (w) => ({
    query: { userId: (await anAccount({ kindergartenId: w.kindergartenId })).userId, isActive: 'false' },
  }),
  'identity.sendInvitation': async (w) => ({
    body: { userId: (await anAccount({ kindergartenId: w.kindergartenId })).userId },
  }),
  'identity.loginLocks': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'identity.unlockLogin': (w) => ({ body: { userId: w.userIds.teacher! } }),
  'identity.registrationRequests': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'identity.registrationRequest': async (w) => ({
    path: { id: (await aRegistrationRequest(w.kindergartenId)).id },
  }),
  'identity.approveRegistration': async (w) => ({
    path: { id: (await aRegistrationRequest(w.kindergartenId)).id },
    body: { relation: GuardianRelation.Mother },
  }),
  'identity.rejectRegistration': async (w) => ({
    path: { id: (await aRegistrationRequest(w.kindergartenId, { withChild: false })).id },
    body: { reason: 'Няма дете с това ЕГН в детската градина.' },
  }),

  // The Master's account management
  'identity.changeActivation': async (w) => ({
    body: { userId: (await anAccount({ kindergartenId: w.kindergartenId })).userId, isActive: false },
  }),
  'identity.accountInfo': () => ({ query: { identifier: 'teacher@demo.gradina.bg' } }),
  'identity.monAccounts': () => ({ query: { PageNumber: '1', PageSize: '20' } }),
  'identity.municipalityAccounts': () => ({ query: { municipalityCode: 'PDV22' } }),
  'identity.adminResetPassword': async (w) => ({
    body: { userId: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId },
  }),
  'identity.inviteMonAccount': () => ({
    body: { email: uniqueEmail('mon'), firstName: 'Служител', lastName: 'МОН' },
  }),
  'identity.inviteMunicipalityAccount': () => ({
    body: {
      email: uniqueEmail('obshtina'),
      firstName: 'Служител',
      lastName: 'Община',
      municipalityCode: 'PDV22',
    },
  }),
  'identity.editMunicipalityAccount': async () => ({
    body: {
      userId: (await anAccount({ role: Role.Municipality, municipalityCode: 'PDV22' })).userId,
      firstName: 'Стефка',
      lastName: 'Общинска',
      municipalityCode: 'SOF46',
      // A new account's profile has never been edited: version 0.
      version: 0,
    },
  }),
  'identity.activateTeacherAccount': async (w) => ({
    body: { userId: (await anAccount({ kindergartenId: w.kindergartenId })).userId },
  }),
  'identity.activateParentAccount': async (w) => ({
    body: { userId: (await anAccount({ kindergartenId: w.kindergartenId, role: Role.Parent })).userId },
  }),
  'identity.detachAccount': async (w) => ({
    body: {
      userId: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId,
      kindergartenId: w.kindergartenId,
    },
  }),
  'identity.updateAccountInfo': async (w) => ({
    body: {
      userId: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId,
      firstName: 'Преименуван',
      lastName: 'Потребител',
      email: uniqueEmail('renamed'),
      version: 0,
    },
  }),
  'identity.updateParentEmail': async (w) => ({
    body: {
      userId: (await anAccount({ kindergartenId: w.kindergartenId, role: Role.Parent, active: true })).userId,
      email: uniqueEmail('parent-new'),
    },
  }),
  'identity.attachParentToAccount': async (w) => ({
    body: {
      userId: (await anAccount({ role: Role.Parent, active: true })).userId,
      kindergartenId: w.kindergartenId,
      childId: (await aChild(w.kindergartenId)).childId,
      relation: GuardianRelation.Father,
    },
  }),
  'identity.updateStaffEmail': async (w) => ({
    body: {
      userId: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId,
      email: uniqueEmail('staff-new'),
    },
  }),
  'identity.attachStaffToAccount': async (w) => ({
    body: {
      userId: (await anAccount({ active: true })).userId,
      kindergartenId: w.kindergartenId,
      userType: Role.Teacher,
      position: 'Старши учител',
    },
  }),
  'identity.updateStaffInfo': async (w) => ({
    body: {
      userId: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId,
      kindergartenId: w.kindergartenId,
      position: 'Главен учител',
      version: 0,
    },
  }),
  'identity.detachAccountFromParent': async (w) => ({
    path: { id: (await aParentWithChild(w.kindergartenId)).userId },
    body: { kindergartenId: w.kindergartenId },
  }),
  'identity.detachAccountFromStaff': async (w) => ({
    path: { id: (await anAccount({ kindergartenId: w.kindergartenId, active: true })).userId },
    body: { kindergartenId: w.kindergartenId },
  }),
  'identity.createAdminAccount': (w) => ({
    path: { id: w.kindergartenId },
    body: {
      email: uniqueEmail('admin'),
      firstName: 'Нов',
      lastName: 'Администратор',
      userType: Role.Administrator,
    },
  }),
  'identity.accountLoginLock': () => ({ query: { identifier: uniqueEmail('locked') } }),
  'identity.accountUnlockLogin': () => ({ body: { identifier: uniqueEmail('locked'), identifierKind: 0 } }),
} satisfies RouteExamples;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  category?: string;
  sentAt: string;
}

/**
 * The newest mail to an address (sent at or after `since`) whose subject matches, read from the local
 * outbox the mail consumer writes (MAIL_OUTBOX_DIR); waits for the queue.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  since = 0,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const { readdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Outbox files are named after the time they were written: older ones need no reading.
    const from = new Date(Math.max(0, since - 1000)).toISOString().replace(/[:.]/g, '-');
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json') && n >= from)
      .sort();
    for (const name of names.reverse()) {
      const mail = await readMail(path.join(dir, name));
      if (mail && mail.to === to && subject.test(mail.subject) && Date.parse(mail.sentAt) >= since)
        return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One outbox file; undefined while the consumer is still writing it (not JSON yet). */
async function readMail(file: string): Promise<OutboxMail | undefined> {
  const { readFile } = await import('node:fs/promises');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OutboxMail;
  } catch {
    return undefined;
  }
}

import { randomInt, randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createAccount } from '../../../functions/src/areas/identity/accounts/accounts';
import { writeInvitation } from '../../../functions/src/areas/identity/accounts/invitations';
import { newActivationToken } from '../../../functions/src/areas/identity/accounts/links';
import { unsubscribeToken } from '../../../functions/src/areas/identity/mails/unsubscribe-links';
import { hashToken, issueOneTimeToken } from '../../../functions/src/platform/auth/one-time-tokens';
import { hashPassword } from '../../../functions/src/platform/auth/passwords';
import { db, tableName } from '../../../functions/src/platform/db/client';
import { keys } from '../../../functions/src/platform/db/keys';
import { makeEgn } from '../../../shared/src/egn';
import { GuardianRelation, IdentifierType, RequestStatus, Role } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';

/**
 * Examples of the accounts routes. Every call that changes an account works on one made for it here, never
 * on a demo account (other suites sign in with those); the only calls a demo account gets are harmless:
 * its own profile's notification flag set to what it is, its password "changed" to the same password.
 */
export const testPassword = 'Proba-Parola1';
let hashed: Promise<string> | undefined;
const testPasswordHash = () => {
  hashed ??= hashPassword(testPassword);
  return hashed;
};

export const uniqueEmail = (prefix = 'account') => `${prefix}-${randomUUID().slice(0, 8)}@test.gradina.bg`;
export const uniquePhone = () => `+35987${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export interface TestAccount {
  userId: string;
  email: string;
  phone?: string;
}

/** An account made straight in the table (as an invitation or approval would), active or waiting. */
export async function anAccount(
  o: {
    kindergartenId?: string;
    role?: Role;
    active?: boolean;
    withPhone?: boolean;
    municipalityCode?: string;
  } = {},
): Promise<TestAccount> {
  const role = o.role ?? Role.Teacher;
  const email = uniqueEmail(o.active ? 'active' : 'pending');
  const phone = o.withPhone ? uniquePhone() : undefined;
  const userId = await createAccount({
    firstName: 'Тест',
    lastName: o.active ? 'Активен' : 'Поканен',
    email,
    phone,
    baseRole: role,
    memberships: o.kindergartenId ? [{ kindergartenId: o.kindergartenId, role }] : [],
    jurisdiction: o.municipalityCode ? { municipalityCode: o.municipalityCode } : null,
    active: o.active === true,
    pendingActivation: o.active !== true,
    passwordHash: o.active ? await testPasswordHash() : null,
  });
  return { userId, email, phone };
}

/** A waiting account with a fresh activation link (as the invitation mail carries). */
export async function anInvitedAccount(
  kindergartenId: string | null,
  role: Role = Role.Teacher,
  purpose: 'account-activation' | 'admin-activation' = 'account-activation',
): Promise<TestAccount & { token: string }> {
  const userId = randomUUID();
  const email = uniqueEmail('invited');
  const issued = await newActivationToken(purpose, { userId, kindergartenId, role });
  await createAccount({
    id: userId,
    firstName: 'Поканен',
    lastName: 'Потребител',
    email,
    baseRole: role,
    memberships: kindergartenId ? [{ kindergartenId, role }] : [],
    active: false,
    pendingActivation: true,
    passwordHash: null,
    activationTokenHash: issued.hash,
  });
  return { userId, email, token: issued.token };
}

/** A recovery link for an account (as the recovery mail carries). */
export async function aRecoveryToken(userId: string): Promise<string> {
  const { token } = await issueOneTimeToken('password-recovery', { userId });
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET recoveryTokenHash = :h',
      ExpressionAttributeValues: { ':h': hashToken(token) },
    }),
  );
  return token;
}

export function randomEgn(): string {
  return makeEgn(
    { year: 2021 + randomInt(0, 3), month: 1 + randomInt(0, 12), day: 1 + randomInt(0, 28) },
    randomInt(0, 1000),
    randomInt(1, 3) as 1 | 2,
  );
}

/** A child of a kindergarten with its unique-ЕГН marker (what the children area writes). */
export async function aChild(kindergartenId: string): Promise<{ childId: string; identifier: string }> {
  const childId = randomUUID();
  const identifier = randomEgn();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.child(kindergartenId, childId),
        type: 'Child',
        id: childId,
        kindergartenId,
        groupId: null,
        firstName: 'Тестово',
        lastName: 'Дете',
        identifierType: IdentifierType.EGN,
        identifier,
      },
    }),
  );
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.childIdentifier(kindergartenId, IdentifierType.EGN, identifier),
        type: 'ChildIdentifier',
        childId,
      },
    }),
  );
  return { childId, identifier };
}

/** A parent account linked to a new child of the kindergarten. */
export async function aParentWithChild(kindergartenId: string) {
  const parent = await anAccount({ kindergartenId, role: Role.Parent, active: true });
  const child = await aChild(kindergartenId);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.guardianOfChild(kindergartenId, child.childId, parent.userId),
        ...keys.childrenOfParent(parent.userId, kindergartenId, child.childId),
        type: 'Guardian',
        kindergartenId,
        childId: child.childId,
        parentUserId: parent.userId,
        relation: GuardianRelation.Mother,
        childName: 'Тестово Дете',
        groupId: null,
      },
    }),
  );
  return { ...parent, ...child };
}

/** A pending parent registration in a kindergarten, for a child the kindergarten has (or a made-up ЕГН). */
export async function aRegistrationRequest(
  kindergartenId: string,
  o: { withChild?: boolean } = {},
): Promise<{ id: string; email: string; childId?: string }> {
  const child = o.withChild === false ? undefined : await aChild(kindergartenId);
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const email = uniqueEmail('registration');
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.registrationRequest(kindergartenId, id),
        ...keys.registrationsByStatus(kindergartenId, RequestStatus.Pending, createdAt, id),
        type: 'ParentRegistration',
        id,
        kindergartenId,
        firstName: 'Регистриран',
        lastName: 'Родител',
        email,
        phone: uniquePhone(),
        passwordHash: await testPasswordHash(),
        childFirstName: null,
        childLastName: null,
        childIdentifierType: IdentifierType.EGN,
        childIdentifier: child?.identifier ?? randomEgn(),
        relation: GuardianRelation.Mother,
        status: RequestStatus.Pending,
        createdAt,
        decidedAt: null,
        rejectionReason: null,
        parentUserId: null,
      },
    }),
  );
  return { id, email, childId: child?.childId };
}

/** A kindergarten of its own (not in the national directory), for invitations nobody else touches. */
export async function aKindergarten(name = 'ДГ „Покана“'): Promise<string> {
  const id = randomUUID();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.kindergarten(id), type: 'Kindergarten', id, name, activePeriodId: null },
    }),
  );
  return id;
}

/** An open invitation to an address, as POST /api/Users/invite writes it, with its link's token (no mail). */
export async function anInvitationTo(email: string, kindergartenId?: string, role: Role = Role.Parent) {
  const kg = kindergartenId ?? (await aKindergarten());
  const { invitation, token } = await writeInvitation(
    kg,
    { email, firstName: 'Поканен', lastName: 'Родител' },
    role,
    'example',
  );
  return { id: invitation.id, kindergartenId: kg, token };
}

const nationalRoles = new Set<number>([Role.MON, Role.Municipality, Role.Master]);

/** The caller's address and base role, as the API tells them. */
async function callerOf(token: string): Promise<{ id: string; email: string; baseRoleType: number }> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  return reply.body as { id: string; email: string; baseRoleType: number };
}

/** Accepting joins the caller to a kindergarten of its own; the membership goes again after the call. */
const acceptAsCaller = async ({ token }: { token: string }) => {
  const me = await callerOf(token);
  const invitation = await anInvitationTo(me.email);
  return {
    path: { id: invitation.id },
    forbidden: nationalRoles.has(me.baseRoleType),
    cleanUp: async () => {
      await db().send(
        new DeleteCommand({ TableName: tableName(), Key: keys.membership(me.id, invitation.kindergartenId) }),
      );
    },
  };
};

export const examples = {
  // The signed-in user (every role calls these with its own demo account: harmless values only)
  'identity.update': () => ({ body: { emailNotifications: true } }),
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

import { randomInt, randomUUID } from 'node:crypto';
import { createAccount } from '../../functions/src/areas/identity/accounts/accounts';
import { writeInvitation } from '../../functions/src/areas/identity/invitations/invitations';
import { newActivationToken } from '../../functions/src/areas/identity/links/links';
import { guardianIndex } from '../../functions/src/domain/children/guardians';
import { hashToken, issueOneTimeToken } from '../../functions/src/platform/auth/one-time-tokens';
import { hashPassword } from '../../functions/src/platform/auth/passwords';
import { keys, putItem, updateItem } from '../../functions/src/platform/db';
import { makeEgn } from '../../shared/src/egn';
import { GuardianRelation, IdentifierType, RequestStatus, Role } from '../../shared/src/enums';

/**
 * Accounts made straight through the platform's own functions and the data kit, as an invitation, an
 * approval or the children area would leave them: for the identity suites and the route examples. Every
 * call that changes an account works on one made here, never on a demo account (other suites sign in with
 * those).
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
  await updateItem(keys.user(userId), { set: { recoveryTokenHash: hashToken(token) } });
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
  await putItem({
    ...keys.child(kindergartenId, childId),
    type: 'Child',
    id: childId,
    kindergartenId,
    groupId: null,
    firstName: 'Тестово',
    lastName: 'Дете',
    identifierType: IdentifierType.EGN,
    identifier,
  });
  await putItem({
    ...keys.childIdentifier(kindergartenId, IdentifierType.EGN, identifier),
    type: 'ChildIdentifier',
    childId,
  });
  return { childId, identifier };
}

/** A parent account linked to a new child of the kindergarten. */
export async function aParentWithChild(kindergartenId: string) {
  const parent = await anAccount({ kindergartenId, role: Role.Parent, active: true });
  const child = await aChild(kindergartenId);
  await putItem({
    ...keys.guardianOfChild(kindergartenId, child.childId, parent.userId),
    ...keys.childrenOfParent(parent.userId, kindergartenId, child.childId),
    ...guardianIndex(kindergartenId, parent.userId, child.childId),
    type: 'Guardian',
    kindergartenId,
    childId: child.childId,
    parentUserId: parent.userId,
    relation: GuardianRelation.Mother,
    childName: 'Тестово Дете',
    groupId: null,
  });
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
  await putItem({
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
  });
  return { id, email, childId: child?.childId };
}

/** A kindergarten of its own (not in the national directory), for invitations nobody else touches. */
export async function aKindergarten(name = 'ДГ „Покана“'): Promise<string> {
  const id = randomUUID();
  await putItem({ ...keys.kindergarten(id), type: 'Kindergarten', id, name, activePeriodId: null });
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

import { GuardianRelation, Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { batchGet } from '../../../platform/db/batch';
import { keys } from '../../../platform/db/keys';
import { pageOf, queryAll } from '../../../platform/db/query';
import { versionOf } from '../../../platform/db/versioned-update';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { saveProfileChanges } from '../accounts/accounts';
import { type Profile, userIdOfIdentifier } from '../accounts/items';
import {
  nameMatches,
  normalizeEmail,
  normalizePhone,
  personColumns,
  requireProfile,
  saved,
  staffRoleSet,
} from '../accounts/records';
import { requireMunicipality } from '../invitations/invitations';
import { resendActivation, sendRecoveryMail } from '../links/links';
import { loadKindergartens, loadUserWithMemberships } from '../session/user-records';
import { setActivation } from '../users/activation';
import { lockOfIdentifier, throttleIdentifier, unlockIdentifier } from '../users/login-throttle';

/**
 * The Master's account management (/api/administration/AccountManagement/…): finding accounts, their
 * activation, names and e-mail, and login locks. Attaching accounts to kindergartens: account-links.ts.
 */

export function accountSummary(p: Profile) {
  return {
    ...personColumns(p),
    userType: p.baseRole as Role,
    isActive: p.active === true,
    municipalityCode: p.jurisdiction?.municipalityCode ?? null,
    version: versionOf(p),
  };
}

export async function accountInfo(identifier: string, identifierKind: number) {
  const normalized = normalizeIdentifier(identifierKind, identifier);
  const userId = normalized ? await userIdOfIdentifier(identifierKind, normalized) : undefined;
  const record = userId ? await loadUserWithMemberships(userId) : undefined;
  if (!record) throw notFound('Няма акаунт с този идентификатор.');
  const profile = record.user as unknown as Profile;
  const kgs = await loadKindergartens(record.memberships.map((m) => m.kindergartenId));
  const names = new Map(kgs.map((k) => [k.id, k.name]));
  const staff = await batchGet<{ kindergartenId: string; position?: string; version?: number }>(
    record.memberships
      .filter((m) => staffRoleSet.has(m.role))
      .map((m) => keys.staffMember(m.kindergartenId, profile.id)),
  );
  const staffOf = new Map(staff.map((s) => [s.kindergartenId, s]));
  const links = await queryAll<{
    childId: string;
    childName?: string;
    kindergartenId: string;
    relation?: number;
  }>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.childrenOfParent(profile.id).GSI1PK },
  });
  const lock = await lockOfIdentifier(identifierKind, throttleIdentifier(normalized, identifier));
  const collator = new Intl.Collator('bg');
  return {
    ...accountSummary(profile),
    emailNotifications: profile.emailNotifications !== false,
    createdAt: profile.createdAt ?? null,
    kindergartens: record.memberships
      .map((m) => ({
        id: m.kindergartenId,
        name: names.get(m.kindergartenId) ?? '',
        userType: m.role as Role,
        position: staffOf.get(m.kindergartenId)?.position ?? null,
        version: versionOf(staffOf.get(m.kindergartenId)),
      }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    children: links.map((l) => ({
      id: l.childId,
      name: l.childName ?? '',
      kindergartenId: l.kindergartenId,
      relation: Number(l.relation ?? GuardianRelation.Other),
    })),
    loginLock: lock ?? null,
  };
}

/** MON or municipality accounts from their GSI2 list, by name. */
export async function authorityAccounts(
  role: typeof Role.MON | typeof Role.Municipality,
  q: { name?: string; municipalityCode?: string; PageNumber?: number; PageSize?: number },
) {
  const items = await queryAll<Profile>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.accountsOfRole(role).GSI2PK },
  });
  const code = q.municipalityCode?.trim().toUpperCase();
  const rows = items
    .map(accountSummary)
    .filter(nameMatches(q.name))
    .filter((r) => !code || r.municipalityCode === code);
  return pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? Math.max(rows.length, 1));
}

export async function adminResetPassword(userId: string) {
  const profile = await requireProfile(userId);
  if (!profile.email) throw badRequest('Акаунтът няма имейл адрес.');
  if (profile.pendingActivation)
    throw conflict('Акаунтът още не е активиран: изпратете отново връзката за активиране.');
  if (profile.active !== true) throw conflict('Акаунтът е деактивиран.');
  await sendRecoveryMail(profile);
  return saved(userId);
}

export async function editMunicipalityAccount(body: {
  userId: string;
  firstName: string;
  lastName: string;
  municipalityCode: string;
  version: number;
}) {
  const profile = await requireProfile(body.userId);
  if (profile.baseRole !== Role.Municipality) throw badRequest('Акаунтът не е на община.');
  const code = await requireMunicipality(body.municipalityCode);
  await saveProfileChanges(
    profile,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      jurisdiction: { municipalityCode: code },
    },
    body.version,
  );
  return saved(profile.id);
}

/**
 * Activates a teacher's (any staff role) or a parent's account: an account that never set a password gets a
 * new activation link, one that was deactivated becomes active again.
 */
export async function activateAccountOfKind(userId: string, kind: 'staff' | 'parent') {
  const profile = await requireProfile(userId);
  const record = await loadUserWithMemberships(userId);
  const roles = [profile.baseRole, ...(record?.memberships.map((m) => m.role) ?? [])];
  const fits = kind === 'parent' ? roles.includes(Role.Parent) : roles.some((r) => staffRoleSet.has(r));
  if (!fits) throw badRequest(kind === 'parent' ? 'Акаунтът не е на родител.' : 'Акаунтът не е на служител.');
  if (profile.active !== true) await setActivation(profile, true);
  if (profile.pendingActivation) {
    const membership = record?.memberships.find((m) =>
      kind === 'parent' ? m.role === Role.Parent : staffRoleSet.has(m.role),
    );
    await resendActivation(profile, {
      userId,
      kindergartenId: membership?.kindergartenId ?? null,
      role: (membership?.role ?? profile.baseRole) as Role,
    });
  }
  return saved(userId);
}

export async function updateAccountInfo(body: {
  userId: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string | null;
  version: number;
}) {
  const profile = await requireProfile(body.userId);
  await saveProfileChanges(
    profile,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email === undefined ? undefined : normalizeEmail(body.email),
      phone: body.phone === undefined ? undefined : body.phone === null ? null : normalizePhone(body.phone),
    },
    body.version,
  );
  return saved(profile.id);
}

/** A new e-mail for a parent's or a staff member's account: the login marker moves in one transaction. */
export async function updateEmailOfKind(userId: string, email: string, kind: 'staff' | 'parent') {
  const profile = await requireProfile(userId);
  const record = await loadUserWithMemberships(userId);
  const roles = [profile.baseRole, ...(record?.memberships.map((m) => m.role) ?? [])];
  const fits = kind === 'parent' ? roles.includes(Role.Parent) : roles.some((r) => staffRoleSet.has(r));
  if (!fits) throw badRequest(kind === 'parent' ? 'Акаунтът не е на родител.' : 'Акаунтът не е на служител.');
  await saveProfileChanges(profile, { email: normalizeEmail(email) });
  return saved(userId);
}

export async function masterLockOf(identifier: string, identifierKind: number) {
  const normalized = normalizeIdentifier(identifierKind, identifier);
  const lock = await lockOfIdentifier(identifierKind, throttleIdentifier(normalized, identifier));
  return pageOf(lock ? [lock] : []);
}

export async function masterUnlock(identifier: string, identifierKind: number) {
  const normalized = normalizeIdentifier(identifierKind, identifier);
  await unlockIdentifier(identifierKind, throttleIdentifier(normalized, identifier));
  return saved(null);
}

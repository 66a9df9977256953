import { GuardianRelation, Role } from '@gradina/shared';
import { recordAudit } from '../../../platform/audit/audit';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { rolesWithoutKindergarten } from '../../../platform/auth/session-context';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import { batchGet, batchWrite } from '../../../platform/db/batch';
import { tableName } from '../../../platform/db/client';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { pageOf, queryAll } from '../../../platform/db/query';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { loadKindergartens, loadUserWithMemberships } from '../user-records';
import { addMembership, saveProfileChanges } from './accounts';
import { setActivation } from './activation';
import { requireMunicipality } from './invitations';
import { membershipOf, type Profile, type TransactItem, transact, userIdOfIdentifier } from './items';
import { resendActivation, sendRecoveryMail } from './links';
import { lockOfIdentifier, throttleIdentifier, unlockIdentifier } from './login-throttle';
import {
  fullName,
  normalizeEmail,
  normalizePhone,
  requireKindergarten,
  requireProfile,
  saved,
  staffRoleSet,
} from './records';

/** The Master's account management (/api/administration/AccountManagement/…). */

function summary(p: Profile) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: fullName(p),
    email: p.email ?? null,
    phone: p.phone ?? null,
    userType: p.baseRole as Role,
    isActive: p.active === true,
    isPendingActivation: p.pendingActivation === true,
    municipalityCode: p.jurisdiction?.municipalityCode ?? null,
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
  const staff = await batchGet<{ kindergartenId: string; position?: string }>(
    record.memberships
      .filter((m) => staffRoleSet.has(m.role))
      .map((m) => keys.staffMember(m.kindergartenId, profile.id)),
  );
  const positions = new Map(staff.map((s) => [s.kindergartenId, s.position ?? null]));
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
    ...summary(profile),
    emailNotifications: profile.emailNotifications !== false,
    createdAt: profile.createdAt ?? null,
    kindergartens: record.memberships
      .map((m) => ({
        id: m.kindergartenId,
        name: names.get(m.kindergartenId) ?? '',
        userType: m.role as Role,
        position: positions.get(m.kindergartenId) ?? null,
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
  const needle = q.name?.trim().toLocaleLowerCase('bg');
  const code = q.municipalityCode?.trim().toUpperCase();
  const rows = items
    .map(summary)
    .filter(
      (r) =>
        !needle || r.fullName.toLocaleLowerCase('bg').includes(needle) || (r.email ?? '').includes(needle),
    )
    .filter((r) => !code || r.municipalityCode === code);
  return pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? Math.max(rows.length, 1));
}

export async function adminResetPassword(userId: string) {
  const profile = await requireProfile(userId);
  if (!profile.email) throw badRequest('Акаунтът няма e-mail адрес.');
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
}) {
  const profile = await requireProfile(body.userId);
  if (profile.baseRole !== Role.Municipality) throw badRequest('Акаунтът не е на община.');
  const code = await requireMunicipality(body.municipalityCode);
  await saveProfileChanges(profile, {
    firstName: body.firstName,
    lastName: body.lastName,
    jurisdiction: { municipalityCode: code },
  });
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
}) {
  const profile = await requireProfile(body.userId);
  await saveProfileChanges(profile, {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email === undefined ? undefined : normalizeEmail(body.email),
    phone: body.phone === undefined ? undefined : body.phone === null ? null : normalizePhone(body.phone),
  });
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

async function requireChild(kindergartenId: string, childId: string) {
  const Item = await getItem<Record<string, unknown>>(keys.child(kindergartenId, childId));
  if (!Item) throw notFound('Детето не е намерено.');
  return {
    id: childId,
    name: `${Item.firstName ?? ''} ${Item.lastName ?? ''}`.trim(),
    groupId: (Item.groupId as string | undefined) ?? null,
  };
}

/** MON, municipality and Master accounts work in no kindergarten: attaching one would change its role. */
function refuseNational(profile: Profile) {
  if (rolesWithoutKindergarten.has(profile.baseRole as Role))
    throw forbidden(
      'Профил на МОН, на община или на главния администратор не може да бъде член на детска градина.',
    );
}

export async function attachParent(body: {
  userId: string;
  kindergartenId: string;
  childId: string;
  relation?: number;
}) {
  const profile = await requireProfile(body.userId);
  refuseNational(profile);
  await requireKindergarten(body.kindergartenId);
  const child = await requireChild(body.kindergartenId, body.childId);
  const guardian = {
    label: 'guardian',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.guardianOfChild(body.kindergartenId, child.id, profile.id),
          ...keys.childrenOfParent(profile.id, body.kindergartenId, child.id),
          type: 'Guardian',
          kindergartenId: body.kindergartenId,
          childId: child.id,
          parentUserId: profile.id,
          relation: body.relation ?? GuardianRelation.Other,
          childName: child.name,
          groupId: child.groupId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  };
  const onConflict = (label: string) =>
    label === 'guardian' ? conflict('Акаунтът вече е свързан с това дете.') : undefined;
  const membership = await membershipOf(profile.id, body.kindergartenId);
  if (membership) await transact([guardian], onConflict);
  else await addMembership(profile, { kindergartenId: body.kindergartenId, role: Role.Parent }, [guardian]);
  return saved(profile.id);
}

export async function attachStaff(body: {
  userId: string;
  kindergartenId: string;
  userType: Role;
  position?: string;
}) {
  const profile = await requireProfile(body.userId);
  refuseNational(profile);
  await requireKindergarten(body.kindergartenId);
  await addMembership(profile, {
    kindergartenId: body.kindergartenId,
    role: body.userType,
    position: body.position || undefined,
  });
  return saved(profile.id);
}

export async function updateStaffInfo(
  body: {
    userId: string;
    kindergartenId: string;
    firstName?: string;
    lastName?: string;
    userType?: Role;
    position?: string;
  },
  actorUserId: string,
) {
  const profile = await requireProfile(body.userId);
  const membership = await membershipOf(body.userId, body.kindergartenId);
  const staff = await getItem<Record<string, unknown>>(keys.staffMember(body.kindergartenId, body.userId));
  if (!membership || !staff) throw notFound('Потребителят не е служител на тази детска градина.');
  if (body.firstName !== undefined || body.lastName !== undefined) {
    await saveProfileChanges(profile, { firstName: body.firstName, lastName: body.lastName });
  }
  const set: Record<string, unknown> = {};
  if (body.userType !== undefined) set.role = body.userType;
  if (body.position) set.position = body.position;
  if (Object.keys(set).length > 0) {
    const names = Object.keys(set);
    const update = (key: { PK: string; SK: string }, fields: string[]) => ({
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${fields.map((f) => `#${f} = :${f}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(fields.map((f) => [`#${f}`, f])),
        ExpressionAttributeValues: Object.fromEntries(fields.map((f) => [`:${f}`, set[f]])),
      },
    });
    const items: { label: string; item: TransactItem }[] = [
      { label: 'staff', item: update(keys.staffMember(body.kindergartenId, body.userId), names) },
    ];
    if (set.role !== undefined)
      items.push({
        label: 'membership',
        item: update(keys.membership(body.userId, body.kindergartenId), ['role']),
      });
    await transact(items, () => undefined);
    // A new role takes effect at the next sign-in; the sessions carrying the old one end now.
    if (set.role !== undefined && set.role !== membership.role) {
      await closeSessionsOfUser(body.userId);
      await auditRoleChange(body.kindergartenId, actorUserId, body.userId, membership.role, Number(set.role));
    }
  }
  return saved(profile.id);
}

const auditRoleChange = (
  kindergartenId: string,
  actorUserId: string,
  userId: string,
  from: number,
  to: number,
) =>
  recordAudit({
    kindergartenId,
    event: 'membership.role-changed',
    actorUserId,
    subjectUserId: userId,
    details: { from, to },
  });

async function guardianLinks(userId: string, kindergartenId: string) {
  const index = keys.childrenOfParent(userId, kindergartenId);
  return queryAll<{ childId: string; kindergartenId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
  });
}

async function deleteItems(items: { PK: string; SK: string }[]) {
  await batchWrite({ deletes: items });
}

/** Removes a membership; the user's sessions end (one of them may be in that kindergarten). */
async function removeMembership(userId: string, kindergartenId: string) {
  await deleteItems([keys.membership(userId, kindergartenId)]);
  await closeSessionsOfUser(userId);
}

/** Detaches an account from a kindergarten: membership, staff item and guardian links there. */
export async function detachAccount(userId: string, kindergartenId: string) {
  await requireProfile(userId);
  if (!(await membershipOf(userId, kindergartenId)))
    throw notFound('Потребителят не е свързан с тази детска градина.');
  const links = await guardianLinks(userId, kindergartenId);
  await deleteItems([
    keys.staffMember(kindergartenId, userId),
    ...links.map((l) => keys.guardianOfChild(kindergartenId, l.childId, userId)),
  ]);
  await removeMembership(userId, kindergartenId);
  return saved(userId);
}

/** Removes a parent's links to children in a kindergarten (one child or all); the membership goes with the last. */
export async function detachFromParent(userId: string, kindergartenId: string, childId?: string) {
  await requireProfile(userId);
  const links = await guardianLinks(userId, kindergartenId);
  const removed = links.filter((l) => !childId || l.childId === childId);
  if (removed.length === 0) throw notFound('Акаунтът не е родител на дете в тази детска градина.');
  await deleteItems(removed.map((l) => keys.guardianOfChild(kindergartenId, l.childId, userId)));
  const membership = await membershipOf(userId, kindergartenId);
  if (removed.length === links.length && membership?.role === Role.Parent)
    await removeMembership(userId, kindergartenId);
  return saved(userId);
}

/** Removes an account from a kindergarten's staff (staff item and the staff membership). */
export async function detachFromStaff(userId: string, kindergartenId: string, actorUserId: string) {
  await requireProfile(userId);
  const membership = await membershipOf(userId, kindergartenId);
  const staff = await getItem<Record<string, unknown>>(keys.staffMember(kindergartenId, userId));
  if (!staff && !(membership && staffRoleSet.has(membership.role)))
    throw notFound('Потребителят не е служител на тази детска градина.');
  await deleteItems([keys.staffMember(kindergartenId, userId)]);
  if (membership && staffRoleSet.has(membership.role)) {
    // A staff member who is also a parent there keeps access as a parent.
    const links = await guardianLinks(userId, kindergartenId);
    if (links.length > 0) {
      await transact(
        [
          {
            label: 'membership',
            item: {
              Update: {
                TableName: tableName(),
                Key: keys.membership(userId, kindergartenId),
                UpdateExpression: 'SET #role = :parent',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':parent': Role.Parent },
              },
            },
          },
        ],
        () => undefined,
      );
      await closeSessionsOfUser(userId);
      await auditRoleChange(kindergartenId, actorUserId, userId, membership.role, Role.Parent);
    } else {
      await removeMembership(userId, kindergartenId);
    }
  }
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

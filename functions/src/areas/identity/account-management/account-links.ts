import { GuardianRelation, Role } from '@gradina/shared';
import { recordAudit } from '../../../platform/audit/audit';
import { rolesWithoutKindergarten } from '../../../platform/auth/session-context';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import { batchWrite } from '../../../platform/db/batch';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { checkVersion, staleWrite } from '../../../platform/db/versioned-update';
import { conflict, forbidden, notFound } from '../../../platform/http/errors';
import { addMembership, saveProfileChanges } from '../accounts/accounts';
import type { Profile } from '../accounts/items';
import {
  guardianPut,
  membershipOf,
  membershipRoleUpdate,
  staffRosterOp,
  staffRosterRemovalOp,
  staffVersionedUpdate,
  transact,
} from '../accounts/items';
import { requireKindergarten, requireProfile, saved, staffRoleSet } from '../accounts/records';

/**
 * The Master's links between accounts and kindergartens: attaching an account as a parent of a child or as
 * staff, editing a staff record, and detaching (/api/administration/AccountManagement/…).
 */

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
  const guardian = guardianPut({
    kindergartenId: body.kindergartenId,
    child,
    parentUserId: profile.id,
    relation: body.relation ?? GuardianRelation.Other,
  });
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

/**
 * Names, role and position of a staff member in one kindergarten: an edit of the staff record as a whole,
 * so it names the version it edits (a stale one gets 409). The record is written first, with the version
 * check; the names follow on the profile (and on the user's other staff records).
 */
export async function updateStaffInfo(
  body: {
    userId: string;
    kindergartenId: string;
    firstName?: string;
    lastName?: string;
    userType?: Role;
    position?: string;
    version: number;
  },
  actorUserId: string,
) {
  const profile = await requireProfile(body.userId);
  const membership = await membershipOf(body.userId, body.kindergartenId);
  const staff = await getItem<Record<string, unknown>>(keys.staffMember(body.kindergartenId, body.userId));
  if (!membership || !staff) throw notFound('Потребителят не е служител на тази детска градина.');
  checkVersion(staff, body.version);
  const set: { role?: number; position?: string } = {};
  if (body.userType !== undefined) set.role = body.userType;
  if (body.position) set.position = body.position;
  const items = [staffVersionedUpdate(body.userId, body.kindergartenId, set, body.version)];
  if (set.position) items.push(staffRosterOp(body.kindergartenId, body.userId, { position: set.position }));
  if (set.role !== undefined) items.push(membershipRoleUpdate(body.userId, body.kindergartenId, set.role));
  await transact(items, (label) => (label === 'staff' ? staleWrite() : undefined));
  if (body.firstName !== undefined || body.lastName !== undefined) {
    await saveProfileChanges(profile, { firstName: body.firstName, lastName: body.lastName });
  }
  // A new role takes effect at the next sign-in; the sessions carrying the old one end now.
  if (set.role !== undefined && set.role !== membership.role) {
    await closeSessionsOfUser(body.userId);
    await auditRoleChange(body.kindergartenId, actorUserId, body.userId, membership.role, set.role);
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
  await transact([staffRosterRemovalOp(kindergartenId, userId)], () => undefined);
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
  await transact([staffRosterRemovalOp(kindergartenId, userId)], () => undefined);
  if (membership && staffRoleSet.has(membership.role)) {
    // A staff member who is also a parent there keeps access as a parent.
    const links = await guardianLinks(userId, kindergartenId);
    if (links.length > 0) {
      await transact([membershipRoleUpdate(userId, kindergartenId, Role.Parent)], () => undefined);
      await closeSessionsOfUser(userId);
      await auditRoleChange(kindergartenId, actorUserId, userId, membership.role, Role.Parent);
    } else {
      await removeMembership(userId, kindergartenId);
    }
  }
  return saved(userId);
}

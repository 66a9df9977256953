import { LoginIdentifierKind, type RequestStatus } from '@gradina/shared';
import type { GuardianLink, PendingGuardian } from '../../../domain/children/guardians';
import { guardianItem, pendingGuardianItem, pendingGuardianKeys } from '../../../domain/children/guardians';
import {
  batchGet,
  deleteIfExists,
  getItem,
  keys,
  putIfAbsent,
  queryAll,
  tenantPrefix,
  transact,
  updateItem,
  versionedUpdate,
} from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * Every DynamoDB request of parents and guardian links (docs/areas/parents.md). Links and waiting
 * invitations share the kindergarten's GSI2 partition `KG#<id>#GUARDIANS`, so the parents list is one Query.
 */

export interface ChildItem {
  id: string;
  kindergartenId: string;
  firstName: string;
  lastName: string;
  groupId: string | null;
}

export interface ProfileItem {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  active?: boolean;
  pendingActivation?: boolean;
}

export type StoredLink = GuardianLink & { type: 'Guardian' };
export type StoredPending = PendingGuardian & { type: 'PendingGuardian' };

export interface ApplicationItem {
  id: string;
  kindergartenId: string;
  parentUserId: string;
  parentName: string;
  childIdentifierType: number;
  childIdentifier: string;
  childName: string | null;
  relation: number;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
}

export const applicationKeys = {
  application: (kindergartenId: string, id: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CHILD_APPLICATIONS`,
    SK: `APP#${id}`,
  }),
  /** GSI1: the kindergarten's applications of one status, oldest first. */
  byStatus: (kindergartenId: string, status: number, createdAt = '', id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#CHILD_APPLICATIONS#${status}`,
    GSI1SK: createdAt ? `${createdAt}#${id}` : '',
  }),
  /** GSI2: a parent's own applications in a kindergarten. */
  ofParent: (kindergartenId: string, userId: string, createdAt = '', id = '') => ({
    GSI2PK: `USER#${userId}#CHILD_APPLICATIONS`,
    GSI2SK: `KG#${kindergartenId}#${createdAt ? `${createdAt}#${id}` : ''}`,
  }),
};

const guardiansPartition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#GUARDIANS`;

export const childOf = (kindergartenId: string, childId: string) =>
  getItem<ChildItem>(keys.child(kindergartenId, childId), {
    attributes: ['id', 'kindergartenId', 'firstName', 'lastName', 'groupId'],
  });

/** The children's current names and groups (a link keeps the name and group it was written with). */
export const childrenByIds = (kindergartenId: string, childIds: readonly string[]) =>
  batchGet<ChildItem>(childIds.map((c) => keys.child(kindergartenId, c)));

/** The kindergarten's group names: one Query of its groups partition. */
export async function groupNames(kindergartenId: string): Promise<Map<string, string>> {
  const groups = await queryAll<{ id: string; name: string }>({
    partition: keys.group(kindergartenId, '').PK,
    beginsWith: 'GROUP#',
    attributes: ['id', 'name'],
  });
  return new Map(groups.map((g) => [g.id, g.name]));
}

/** Every link and waiting invitation of a kindergarten: one Query of GSI2. */
export const guardiansOfKindergarten = (kindergartenId: string) =>
  queryAll<StoredLink | StoredPending>({ index: 'GSI2', partition: guardiansPartition(kindergartenId) });

/** One parent's links (an account) or waiting children (an invitation): one Query of GSI2 each. */
export async function guardiansOfParent(kindergartenId: string, parentId: string) {
  const [links, pending] = await Promise.all([
    queryAll<StoredLink>({
      index: 'GSI2',
      partition: guardiansPartition(kindergartenId),
      beginsWith: `USER#${parentId}#`,
    }),
    queryAll<StoredPending>({
      index: 'GSI2',
      partition: guardiansPartition(kindergartenId),
      beginsWith: `INVITE#${parentId}#`,
    }),
  ]);
  return { links, pending };
}

/** A child's links and waiting invitations: one Query of the child's partition each. */
export async function guardiansOfChild(kindergartenId: string, childId: string) {
  const partition = keys.child(kindergartenId, childId).PK;
  const [links, pending] = await Promise.all([
    queryAll<StoredLink>({ partition, beginsWith: 'GUARDIAN#' }),
    queryAll<StoredPending>({ partition, beginsWith: 'INVITED#' }),
  ]);
  return { links, pending };
}

/**
 * The child's waiting invitation of this address, if any: the identity area's queue writes the invitation
 * itself a moment later, so a second invite of the same address and child may come before it. One Query.
 */
export async function pendingOfAddress(kindergartenId: string, childId: string, normalizedEmail: string) {
  const pending = await queryAll<StoredPending>({
    partition: keys.child(kindergartenId, childId).PK,
    beginsWith: 'INVITED#',
    consistent: true,
  });
  const now = Math.floor(Date.now() / 1000);
  return pending.find((p) => p.email === normalizedEmail && (p.expiresAt ?? now) >= now);
}

export const linkOf = (kindergartenId: string, childId: string, parentUserId: string) =>
  getItem<StoredLink>(keys.guardianOfChild(kindergartenId, childId, parentUserId), { consistent: true });

export const pendingOf = (kindergartenId: string, childId: string, invitationId: string) =>
  getItem<StoredPending>(pendingGuardianKeys(kindergartenId, childId, invitationId), { consistent: true });

export const profilesOf = (userIds: readonly string[]) =>
  batchGet<ProfileItem>(userIds.map((u) => keys.user(u)));

export const profileOf = (userId: string) => getItem<ProfileItem>(keys.user(userId));

export const membershipOf = (userId: string, kindergartenId: string) =>
  getItem<{ role: number }>(keys.membership(userId, kindergartenId), { consistent: true });

/** The account whose sign-in e-mail this is (normalised), if any. */
export async function accountOfEmail(normalizedEmail: string): Promise<string | undefined> {
  const marker = await getItem<{ userId: string }>(
    keys.loginIdentifier(LoginIdentifierKind.Email, normalizedEmail),
    { consistent: true },
  );
  return marker?.userId;
}

export interface InvitationItem {
  id: string;
  kindergartenId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: number;
  expiresAt: number;
}

/** The open invitation of an address in a kindergarten (its unique marker, then the invitation). */
export async function openInvitationOfAddress(kindergartenId: string, normalizedEmail: string) {
  const marker = await getItem<{ invitationId: string; expiresAt: number }>(
    keys.invitationOfAddress(kindergartenId, normalizedEmail),
    { consistent: true },
  );
  if (!marker || marker.expiresAt < Math.floor(Date.now() / 1000)) return undefined;
  return invitationOf(kindergartenId, marker.invitationId);
}

export async function invitationOf(kindergartenId: string, invitationId: string) {
  const item = await getItem<InvitationItem>(keys.invitation(kindergartenId, invitationId), {
    consistent: true,
  });
  return item && item.expiresAt >= Math.floor(Date.now() / 1000) ? item : undefined;
}

/** The open invitations of a kindergarten: one Query of its invitations partition. */
export async function openInvitations(kindergartenId: string): Promise<Map<string, InvitationItem>> {
  const items = await queryAll<InvitationItem & { type: string }>({
    partition: keys.invitation(kindergartenId).PK,
    beginsWith: keys.invitation(kindergartenId).SK,
  });
  const now = Math.floor(Date.now() / 1000);
  return new Map(items.filter((i) => i.expiresAt >= now).map((i) => [i.id, i]));
}

export const duplicateLinkMessage = 'Родителят вече е свързан с това дете.';

/** A new link; 409 when the parent is linked to the child already. */
export async function createLink(link: GuardianLink) {
  if (!(await putIfAbsent(guardianItem(link)))) throw conflict(duplicateLinkMessage);
}

/** A child waiting for an invitation's answer; 409 when the invitation has the child already. */
export async function createPending(pending: PendingGuardian) {
  if (!(await putIfAbsent(pendingGuardianItem(pending)))) throw conflict(duplicateLinkMessage);
}

export const linkNotFound = () => notFound('Родителят не е свързан с това дете.');

export const changeLinkRelation = (
  kindergartenId: string,
  childId: string,
  parentUserId: string,
  relation: number,
  expected: number,
) =>
  versionedUpdate(
    keys.guardianOfChild(kindergartenId, childId, parentUserId),
    { relation },
    { expected, missing: linkNotFound },
  );

export async function changePendingRelation(
  kindergartenId: string,
  childId: string,
  id: string,
  relation: number,
) {
  await updateItem(pendingGuardianKeys(kindergartenId, childId, id), { set: { relation } });
}

export const deleteLink = (kindergartenId: string, childId: string, parentUserId: string) =>
  deleteIfExists(keys.guardianOfChild(kindergartenId, childId, parentUserId));

export const deletePending = (kindergartenId: string, childId: string, invitationId: string) =>
  deleteIfExists(pendingGuardianKeys(kindergartenId, childId, invitationId));

/** Withdraws an invitation whose last waiting child was removed: the invitation and its address marker. */
export async function withdrawInvitation(invitation: InvitationItem) {
  await transact([
    { delete: keys.invitation(invitation.kindergartenId, invitation.id) },
    {
      delete: keys.invitationOfAddress(invitation.kindergartenId, invitation.email),
      condition: {
        expression: 'attribute_not_exists(#pk) OR #invitation = :id',
        names: { '#pk': 'PK', '#invitation': 'invitationId' },
        values: { ':id': invitation.id },
      },
    },
  ]);
}

// Applications ("add child")

export const applicationItem = (a: ApplicationItem) => ({
  ...a,
  ...applicationKeys.application(a.kindergartenId, a.id),
  ...applicationKeys.byStatus(a.kindergartenId, a.status, a.createdAt, a.id),
  ...applicationKeys.ofParent(a.kindergartenId, a.parentUserId, a.createdAt, a.id),
  type: 'ChildApplication',
});

export const createApplication = (a: ApplicationItem) => putIfAbsent(applicationItem(a));

export const applicationOf = (kindergartenId: string, id: string) =>
  getItem<ApplicationItem>(applicationKeys.application(kindergartenId, id), { consistent: true });

export const applicationsOfStatus = (kindergartenId: string, status: number) =>
  queryAll<ApplicationItem>({
    index: 'GSI1',
    partition: applicationKeys.byStatus(kindergartenId, status).GSI1PK,
  });

export function applicationsOfParent(kindergartenId: string, userId: string) {
  const k = applicationKeys.ofParent(kindergartenId, userId);
  return queryAll<ApplicationItem>({
    index: 'GSI2',
    partition: k.GSI2PK,
    beginsWith: k.GSI2SK,
    descending: true,
  });
}

/** Decides a pending application (409 when someone decided it meanwhile), with the link when approved. */
export async function decideApplication(
  a: ApplicationItem,
  decision: { status: RequestStatus; decidedAt: string; rejectionReason: string | null },
  link?: GuardianLink,
) {
  const decided = { ...a, ...decision };
  await transact(
    [
      {
        put: applicationItem(decided),
        condition: { exists: true, equals: { status: a.status } },
      },
      ...(link ? [{ put: guardianItem(link), condition: { absent: true } as const }] : []),
    ],
    (failed) => (failed.includes(1) ? conflict(duplicateLinkMessage) : conflict('Заявката вече е решена.')),
  );
}

/** The child of the kindergarten with this identifier, through its unique marker. */
export async function childIdOfIdentifier(kindergartenId: string, type: number, identifier: string) {
  const marker = await getItem<{ childId: string }>(keys.childIdentifier(kindergartenId, type, identifier), {
    consistent: true,
  });
  return marker?.childId;
}

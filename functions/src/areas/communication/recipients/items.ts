import { getItem, keys, queryAll } from '../../../platform/db';
import type { Item } from '../collections';

/**
 * The reads recipients make: groups, children, guardians and memberships of the session's kindergarten
 * (keys from platform/db/keys.ts: other areas write these items).
 */

/** Members of a kindergarten with their role: one Query on GSI1. */
export async function membersOf(kindergartenId: string): Promise<{ userId: string; role: number }[]> {
  const items = await queryAll({
    index: 'GSI1',
    partition: keys.membershipByKindergarten(kindergartenId, '').GSI1PK,
    attributes: ['userId', 'role'],
  });
  return items.map((i) => ({ userId: String(i.userId), role: Number(i.role) }));
}

/** Every group of the kindergarten (all school years). */
export const groupsOfKindergarten = (kindergartenId: string) =>
  queryAll({ partition: keys.group(kindergartenId, '').PK, beginsWith: 'GROUP#' });

export const readGroup = (kindergartenId: string, groupId: string) =>
  getItem(keys.group(kindergartenId, groupId));

/** The children of a group: one Query on GSI1. */
export const childrenOfGroup = (kindergartenId: string, groupId: string): Promise<Item[]> =>
  queryAll({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });

/** The parent users linked to a child (guardian items on the child's partition). */
export async function guardiansOf(kindergartenId: string, childId: string): Promise<string[]> {
  const items = await queryAll({
    partition: keys.guardianOfChild(kindergartenId, childId, '').PK,
    beginsWith: 'GUARDIAN#',
    attributes: ['parentUserId'],
  });
  return items.map((i) => String(i.parentUserId));
}

/** The children (with their groups) a parent is linked to in a kindergarten: one Query on GSI1. */
export async function childrenOfParent(
  parentUserId: string,
  kindergartenId: string,
): Promise<{ childId: string; childName: string; groupId: string }[]> {
  const index = keys.childrenOfParent(parentUserId, kindergartenId, '');
  const items = await queryAll({ index: 'GSI1', partition: index.GSI1PK, beginsWith: index.GSI1SK });
  return items.map((i) => ({
    childId: String(i.childId),
    childName: String(i.childName ?? ''),
    groupId: String(i.groupId ?? ''),
  }));
}

/**
 * The kindergarten's staff members who can read messages: staff records of people without an account yet
 * (`account`: none or invited, the staff area's) share the partition and are left out.
 */
export const staffOf = (kindergartenId: string) =>
  queryAll({
    partition: keys.staffMember(kindergartenId, '').PK,
    beginsWith: 'USER#',
    filter: { missing: ['account'] },
  });

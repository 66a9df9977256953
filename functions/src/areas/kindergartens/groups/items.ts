import { type GroupItem, groupsOfKindergarten } from '../../../domain/groups/group-reads';
import {
  batchGet,
  deleteIfExists,
  getItem,
  keys,
  putIfAbsent,
  putItem,
  queryAll,
  queryPage,
  versionedUpdate,
} from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';

/**
 * The groups feature's items and every request it makes (docs/areas/groups.md). A group is
 * `KG#<kg>#GROUPS` / `GROUP#<id>` (keys.group: other areas read it); a kindergarten's groups of every year
 * are one Query of that partition. Keys come from the session's kindergarten only.
 */
export type { GroupItem };
export { groupsOfKindergarten };

export const groupNotFound = 'Групата не е намерена.';

export const readGroup = (kindergartenId: string, id: string) =>
  getItem<GroupItem>(keys.group(kindergartenId, id), { consistent: true });

const stored = (item: GroupItem) => ({ ...keys.group(item.kindergartenId, item.id), type: 'Group', ...item });

/** A new group (a new id: the condition only guards a collision). */
export const createGroup = (item: GroupItem) => putItem(stored(item), { absent: true });

/** A copied group; false when the copy of that group into that year is there already. */
export const createCopiedGroup = (item: GroupItem) => putIfAbsent(stored(item));

/** What an edit of a group sets; the children counter and the authorship stay as stored. */
export type GroupChanges = Pick<
  GroupItem,
  | 'name'
  | 'ageKind'
  | 'isForSubstitution'
  | 'capacity'
  | 'teacherIds'
  | 'staffIds'
  | 'neispuoCode'
  | 'closedOn'
  | 'modifiedBy'
>;

/**
 * Edits a group while it still has the version the editor loaded (409 otherwise, 404 when gone). The
 * children counter is the children area's, so the edit sets only its own fields; a closing edit also needs
 * the counter at zero (a child enrolled meanwhile makes it stale).
 */
export const updateGroup = (
  kindergartenId: string,
  groupId: string,
  changes: GroupChanges,
  { expected, closing }: { expected: number; closing: boolean },
) =>
  versionedUpdate(keys.group(kindergartenId, groupId), changes, {
    expected,
    missing: () => notFound(groupNotFound),
    ...(closing ? { condition: { expression: noChildren, values: { ':zero': 0 } } } : {}),
  });

const noChildren = '(attribute_not_exists(childrenCount) OR childrenCount <= :zero)';

/** Whether any child is in the group (one Query of the children-of-group index, one item at most). */
export const hasChildren = async (kindergartenId: string, groupId: string) =>
  (
    await queryPage(
      { index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK, attributes: ['PK'] },
      { limit: 1 },
    )
  ).items.length > 0;

/** Deletes a group while its children counter is zero; false when it was not deleted. */
export const removeGroup = (kindergartenId: string, groupId: string) =>
  deleteIfExists(keys.group(kindergartenId, groupId), {
    expression: 'attribute_not_exists(#count) OR #count <= :zero',
    names: { '#count': 'childrenCount' },
    values: { ':zero': 0 },
  });

/** A staff member as the staff partition keeps it (names and role). */
export interface StaffRow {
  userId: string;
  role: number;
  firstName?: string;
  lastName?: string;
  /** The staff record's position (staff/records `occupations`); a member added by identity has none. */
  occupationId?: number;
  leftOn?: string | null;
}

/** The kindergarten's staff (one Query of the staff partition). */
export const staffOfKindergarten = (kindergartenId: string) =>
  queryAll<StaffRow>({
    partition: keys.staffMember(kindergartenId, '').PK,
    beginsWith: 'USER#',
    attributes: ['userId', 'role', 'firstName', 'lastName', 'occupationId', 'leftOn'],
  });

/** The staff items of these users in the kindergarten (one BatchGet; others' teachers find nothing). */
export const staffMembers = (kindergartenId: string, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([] as StaffRow[])
    : batchGet<StaffRow>(userIds.map((u) => keys.staffMember(kindergartenId, u)));

/** The kindergarten's name for the spec's class items. */
export const kindergartenName = async (kindergartenId: string) =>
  String(
    (await getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }))?.name ??
      '',
  );

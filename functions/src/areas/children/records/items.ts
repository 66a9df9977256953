import { ChildStatus } from '@gradina/shared/manifest/routes/children/records';
import { type GroupItem, groupsOfKindergarten } from '../../../domain/groups/group-reads';
import type { RosterEntry, RosterStay } from '../../../domain/groups/roster';
import { groupChildChange, rosterEntryOf } from '../../../domain/groups/roster';
import type { TransactOp } from '../../../platform/db';
import { batchGet, getItem, keys, queryAll, tenantPrefix, transact } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import type { Stay } from './history';

/**
 * Every DynamoDB request of children records (docs/areas/children-records.md). The child item is `keys.child`
 * (other areas read id, names, identifier, birthDate, gender, groupId, periodId); GSI1 `keys.childrenOfGroup`
 * lists the children in a group today (removed on a leave), GSI2 every child of the kindergarten. The stays
 * in groups live on the child's partition (`PLACEMENT#<fromDate>`: one stay per start day by its key), so
 * the record, its history and its guardians are one Query.
 */

export interface ChildItem {
  id: string;
  kindergartenId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  identifierType: number;
  identifier: string;
  birthDate: string;
  gender: number;
  /** The settlement of birth the certificates print (issue #26); absent on records made before it. */
  birthPlace?: string;
  groupId: string;
  periodId: string;
  address?: { cityId: string; cityName?: string; street?: string };
  healthNotes?: string;
  allergies?: { allergen: number; note?: string }[];
  diet?: number;
  dietNotes?: string;
  status?: number;
  enrolledOn?: string;
  leftOn?: string | null;
  leaveNote?: string;
  /** A leave dated after today: the status (discharged, relocated) it takes on the day after `leftOn`. */
  leaveStatus?: number | null;
  createdBy?: string;
  createdAt?: string;
  version?: number;
}

export type { GroupItem };

export interface PlacementItem extends Stay {
  childId: string;
  groupName: string;
}

const placementSk = (fromDate: string) => `PLACEMENT#${fromDate}`;

export const childRecordKeys = {
  /** GSI2 on a child: every child of the kindergarten, by name. */
  childrenOfKindergarten: (kindergartenId: string, sortName?: string, childId?: string) => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#CHILDREN`,
    GSI2SK: sortName !== undefined ? `${sortName}#${childId}` : '',
  }),
  placement: (kindergartenId: string, childId: string, fromDate: string) => ({
    PK: keys.child(kindergartenId, childId).PK,
    SK: placementSk(fromDate),
  }),
};

/** The name children are sorted by (lower-case), the sort key of both indexes. */
export const sortNameOf = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.toLocaleLowerCase('bg');

const keyAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'];

/**
 * The stored child: its fields without the keys it was read with, then its key and indexes, so a child who
 * moved or left is listed under its new group or none.
 */
export function childPut(c: ChildItem, inGroup: boolean, version: number) {
  const fields = Object.fromEntries(Object.entries(c).filter(([k]) => !keyAttributes.includes(k)));
  return { ...fields, ...keys.child(c.kindergartenId, c.id), ...indexed(c, inGroup), type: 'Child', version };
}

/** The index keys of a child: GSI2 always, GSI1 only while the child is in a group. */
export function indexed(c: ChildItem, inGroup: boolean) {
  const name = sortNameOf(c);
  return {
    ...childRecordKeys.childrenOfKindergarten(c.kindergartenId, name, c.id),
    ...(inGroup ? keys.childrenOfGroup(c.kindergartenId, c.groupId, name, c.id) : {}),
  };
}

/** The children in a group today: one Query of GSI1. */
export const childrenInGroup = (kindergartenId: string, groupId: string) =>
  queryAll<ChildItem>({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });

/** Every child of the kindergarten, by name: one Query of GSI2 (a 1 MB page holds some 700 children). */
export const childrenOfKindergarten = (kindergartenId: string) =>
  queryAll<ChildItem>({
    index: 'GSI2',
    partition: childRecordKeys.childrenOfKindergarten(kindergartenId).GSI2PK,
  });

export const groupsOf = groupsOfKindergarten;

export const readGroup = (kindergartenId: string, groupId: string) =>
  getItem<GroupItem>(keys.group(kindergartenId, groupId));

/** The children a parent is a guardian of in a kindergarten (guardian links on GSI1): one Query. */
export async function childIdsOfParent(parentUserId: string, kindergartenId: string): Promise<string[]> {
  const index = keys.childrenOfParent(parentUserId, kindergartenId, '');
  const items = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['childId'],
  });
  return items.map((i) => String(i.childId));
}

export const childrenByIds = (kindergartenId: string, ids: readonly string[]) =>
  batchGet<ChildItem>(ids.map((id) => keys.child(kindergartenId, id)));

/** Everything on a child's partition: the record, its stays, its guardians and what other features keep there. */
export interface ChildPartition {
  child: ChildItem | undefined;
  stays: PlacementItem[];
  /** Sort keys of the items other than the record and its stays (guardian links, measurements...). */
  others: string[];
}

/** The child's partition: one Query, read consistently (an edit follows). */
export async function childPartition(kindergartenId: string, childId: string): Promise<ChildPartition> {
  const items = await queryAll<Record<string, unknown>>({
    partition: keys.child(kindergartenId, childId).PK,
    consistent: true,
  });
  const sk = (i: Record<string, unknown>) => String(i.SK);
  return {
    child: items.find((i) => sk(i) === 'PROFILE') as ChildItem | undefined,
    stays: items.filter((i) => sk(i).startsWith('PLACEMENT#')) as unknown as PlacementItem[],
    others: items.map(sk).filter((s) => s !== 'PROFILE' && !s.startsWith('PLACEMENT#')),
  };
}

/** A child's id by its identifier, through the unique marker (one GetItem). */
export async function childIdByIdentifier(kindergartenId: string, type: number, identifier: string) {
  const marker = await getItem<{ childId: string }>(keys.childIdentifier(kindergartenId, type, identifier));
  return marker?.childId;
}

export const duplicateIdentifier = 'Дете с този ЕГН/ЛНЧ/ИДН вече е записано в детската градина.';
const groupGone = 'Групата вече не съществува. Заредете страницата отново.';

const markerPut = (c: ChildItem): TransactOp => ({
  put: {
    ...keys.childIdentifier(c.kindergartenId, c.identifierType, c.identifier),
    type: 'ChildIdentifier',
    childId: c.id,
  },
  condition: { absent: true },
});

export const stayPut = (
  c: ChildItem,
  s: Stay,
  groupName: string,
  overCapacity?: OverCapacity,
): TransactOp => ({
  put: {
    ...s,
    ...childRecordKeys.placement(c.kindergartenId, c.id, s.fromDate),
    type: 'Placement',
    childId: c.id,
    groupName,
    // The director's confirmation of a group over its capacity, kept with the stay it allowed.
    ...(overCapacity ? { overCapacity } : {}),
  },
  condition: { absent: true },
});

/** A stay as the groups' rosters keep it. */
const rosterStay = (s: Stay & { groupName?: string }, groupName?: string): RosterStay => ({
  groupId: s.groupId,
  groupName: groupName ?? s.groupName ?? '',
  fromDate: s.fromDate,
  toDate: s.toDate ?? null,
});

/** The stays of a child in date order, as the rosters keep them. */
export const rosterStays = (stays: readonly (Stay & { groupName?: string })[]): RosterStay[] =>
  stays.map((s) => rosterStay(s)).sort((a, b) => a.fromDate.localeCompare(b.fromDate));

/** The child's roster entry with all its stays (every group it is in keeps the whole history). */
export const entryOf = (c: ChildItem, stays: readonly RosterStay[]): RosterEntry => ({
  ...rosterEntryOf(c),
  stays: [...stays],
});

/** What a placement records when the director confirmed a group over its capacity. */
export interface OverCapacity {
  reason: string;
  confirmedBy: string;
  children: number;
  capacity: number;
}

/** A new child, its identifier's marker, its first stay and its group's counter: all or nothing. */
export async function createChild(
  child: ChildItem,
  stay: Stay,
  groupName: string,
  overCapacity?: OverCapacity,
): Promise<void> {
  await transact(
    [
      {
        put: childPut(child, true, child.version ?? 1),
        condition: { absent: true },
      },
      markerPut(child),
      stayPut(child, stay, groupName, overCapacity),
      groupChildChange(
        child.kindergartenId,
        stay.groupId,
        child.id,
        1,
        entryOf(child, [rosterStay(stay, groupName)]),
      ),
    ],
    (failed) => (failed.includes(1) ? conflict(duplicateIdentifier) : conflict(groupGone)),
  );
}

/** The groups whose rosters still show a child: those of its stays of this school year and later. */
const rosterGroups = (stays: readonly RosterStay[], today: string) => {
  const yearStart = `${today.slice(5) >= '09-15' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1}-09-15`;
  return [...new Set(stays.filter((s) => s.toDate === null || s.toDate >= yearStart).map((s) => s.groupId))];
};

/** The record's new fields while it still has the version read; a changed identifier moves its marker. */
export async function replaceChild(
  before: ChildItem,
  after: ChildItem,
  expected: number,
  guardianSks: string[],
  stays: readonly PlacementItem[],
  today: string,
) {
  const inGroup = (after.status ?? 1) === 1;
  const identifierChanged =
    before.identifierType !== after.identifierType || before.identifier !== after.identifier;
  const nameChanged = sortNameOf(before) !== sortNameOf(after);
  // The groups' rosters show the names, birth date and enrolment dates: rewritten when one of them changed.
  const rosterChanged = JSON.stringify(rosterEntryOf(before)) !== JSON.stringify(rosterEntryOf(after));
  const history = rosterStays(stays);
  const ops: TransactOp[] = [
    {
      put: childPut(after, inGroup, expected + 1),
      condition: { equals: { version: expected } },
    },
    ...(identifierChanged
      ? [
          { delete: keys.childIdentifier(before.kindergartenId, before.identifierType, before.identifier) },
          markerPut(after),
        ]
      : []),
    // The guardian links carry the child's name for the parents' screens and communication.
    ...(nameChanged
      ? guardianSks.map(
          (SK): TransactOp => ({
            update: { PK: keys.child(after.kindergartenId, after.id).PK, SK },
            changes: { set: { childName: `${after.firstName} ${after.lastName}` } },
            condition: { exists: true },
          }),
        )
      : []),
    ...(rosterChanged
      ? rosterGroups(history, today).map((g) =>
          groupChildChange(after.kindergartenId, g, after.id, 0, entryOf(after, history)),
        )
      : []),
  ];
  await transact(ops, (failed) =>
    identifierChanged && failed.includes(2) ? conflict(duplicateIdentifier) : conflict(staleMessage),
  );
}

export const staleMessage =
  'Записът на детето е променен от друг потребител, след като сте го отворили. Заредете го отново.';

/** The group a child counts in today (its record's group while enrolled), or none. */
export const countedIn = (c: ChildItem) =>
  (c.status ?? ChildStatus.Enrolled) === ChildStatus.Enrolled ? c.groupId : null;

/** The kindergarten's moves that take effect on a later day (`KG#<kg>#MOVESDUE` / `<fromDate>#<childId>`). */
export const dueMoveKey = (kindergartenId: string, fromDate: string, childId: string) => ({
  PK: `${tenantPrefix(kindergartenId)}#MOVESDUE`,
  SK: `${fromDate}#${childId}`,
});

/** A child entered by mistake: the record, its marker, its stays, its roster entries and the counter. */
export async function deleteChild(child: ChildItem, stays: readonly Stay[]): Promise<void> {
  const counted = countedIn(child);
  const groups = [...new Set([...stays.map((s) => s.groupId), ...(counted ? [counted] : [])])];
  await transact(
    [
      {
        delete: keys.child(child.kindergartenId, child.id),
        condition: { equals: { version: child.version ?? 0 } },
      },
      { delete: keys.childIdentifier(child.kindergartenId, child.identifierType, child.identifier) },
      ...stays.map(
        (s): TransactOp => ({
          delete: childRecordKeys.placement(child.kindergartenId, child.id, s.fromDate),
        }),
      ),
      ...groups.map((g) => groupChildChange(child.kindergartenId, g, child.id, g === counted ? -1 : 0, null)),
      ...stays
        .filter((s) => s.toDate === null)
        .map((s): TransactOp => ({ delete: dueMoveKey(child.kindergartenId, s.fromDate, child.id) })),
    ],
    staleMessage,
  );
}

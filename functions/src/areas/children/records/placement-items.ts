import { ChildStatus } from '@gradina/shared/manifest/routes/children/records';
import { addDays } from '../../../domain/calendar';
import { groupChildChange, type RosterEntry, type RosterStay, stayOn } from '../../../domain/groups/roster';
import { keys, queryAll, type TransactOp, transact } from '../../../platform/db';
import type { Stay } from './history';
import type { ChildItem, OverCapacity, PlacementItem } from './items';
import {
  childPartition,
  childPut,
  childRecordKeys,
  countedIn,
  dueMoveKey,
  entryOf,
  rosterStays,
  staleMessage,
  stayPut,
} from './items';

/**
 * The writes of a child's placements that follow the date (issue #24, group history; docs/areas/
 * children-records.md): a move (its stays and both rosters at once, the record, counters and links on the
 * group of today), the daily job's switch of a move dated later, and the leave.
 */

/**
 * The child's record as of `today` by its stays: the group of the day (a move dated in the future changes
 * nothing yet), the counters of the group it leaves and enters, and the guardian links' group. `undefined`
 * when today's group is the one the record already has.
 */
function todaysGroup(
  child: ChildItem,
  history: readonly RosterStay[],
  today: string,
  periodOf: (g: string) => string,
) {
  const stay = stayOn(history, today);
  const before = countedIn(child);
  if (!stay || stay.groupId === before) return undefined;
  const after: ChildItem = {
    ...child,
    groupId: stay.groupId,
    periodId: periodOf(stay.groupId),
    status: ChildStatus.Enrolled,
    leftOn: null,
    leaveNote: '',
  };
  return { after, from: before, to: stay.groupId };
}

/** The transaction's ops that put the record into today's group (counters and links; the rosters apart). */
function groupSwitchOps(
  now: NonNullable<ReturnType<typeof todaysGroup>>,
  guardianSks: readonly string[],
  rosters: ReadonlyMap<string, RosterEntry>,
): TransactOp[] {
  const kg = now.after.kindergartenId;
  const id = now.after.id;
  return [
    groupChildChange(kg, now.to, id, 1, rosters.get(now.to)),
    ...(now.from ? [groupChildChange(kg, now.from, id, -1, rosters.get(now.from))] : []),
    ...guardianSks.map(
      (SK): TransactOp => ({
        update: { PK: keys.child(kg, id).PK, SK },
        changes: { set: { groupId: now.to } },
        condition: { exists: true },
      }),
    ),
  ];
}

export interface DueMove {
  childId: string;
  fromDate: string;
  groupId: string;
  periodId: string;
  /** A leave dated later (its marker is on the day after the last day): `applyDueLeave` applies it. */
  leave?: boolean;
}

/** The moves due on or before `today` (one Query; the daily job applies them). */
export const dueMoves = (kindergartenId: string, today: string) =>
  queryAll<DueMove>({
    partition: dueMoveKey(kindergartenId, '', '').PK,
    between: ['0', `${today}#\uffff`],
  });

/**
 * A move (or a new enrolment): the closed and the opened stay, both groups' roster entries with the whole
 * history. The record, the counters and the guardian links follow the group of TODAY: a move dated today or
 * earlier switches them at once; one dated later leaves them and a due-move marker the daily job
 * (`applyDueMove`) turns into the switch on its day.
 */
export async function moveChild(
  child: ChildItem,
  expected: number,
  stays: readonly PlacementItem[],
  change: { closed?: Stay; opened: Stay; groupName: string; periodId: string; overCapacity?: OverCapacity },
  guardianSks: string[],
  today: string,
): Promise<void> {
  const history = rosterStays([
    ...stays.filter((s) => s.fromDate !== change.closed?.fromDate),
    ...(change.closed
      ? [
          {
            ...change.closed,
            groupName: stays.find((s) => s.fromDate === change.closed!.fromDate)?.groupName ?? '',
          },
        ]
      : []),
    { ...change.opened, groupName: change.groupName },
  ]);
  const switched = todaysGroup(child, history, today, () => change.periodId);
  const record = switched?.after ?? child;
  const touched = [change.opened.groupId, ...(change.closed ? [change.closed.groupId] : [])];
  const rosters = new Map(touched.map((g) => [g, entryOf(record, history)]));
  const groupOps = switched
    ? [
        ...groupSwitchOps(switched, guardianSks, rosters),
        ...touched
          .filter((g) => g !== switched.to && g !== switched.from)
          .map((g) => groupChildChange(child.kindergartenId, g, child.id, 0, rosters.get(g))),
      ]
    : touched.map((g) => groupChildChange(child.kindergartenId, g, child.id, 0, rosters.get(g)));
  const ops: TransactOp[] = [
    {
      put: childPut(record, countedIn(record) !== null, expected + 1),
      condition: { equals: { version: expected } },
    },
    stayPut(child, change.opened, change.groupName, change.overCapacity),
    ...(change.closed
      ? [
          {
            update: childRecordKeys.placement(child.kindergartenId, child.id, change.closed.fromDate),
            changes: { set: { toDate: change.closed.toDate } },
            condition: { exists: true },
          } satisfies TransactOp,
        ]
      : []),
    ...groupOps,
    ...(change.opened.fromDate > today
      ? [
          {
            put: {
              ...dueMoveKey(child.kindergartenId, change.opened.fromDate, child.id),
              type: 'DueMove',
              childId: child.id,
              fromDate: change.opened.fromDate,
              groupId: change.opened.groupId,
              periodId: change.periodId,
            },
          } satisfies TransactOp,
        ]
      : []),
  ];
  await transact(ops, staleMessage);
}

/**
 * The daily job's step for one due move: the record, the counters and the links switched to the group of
 * `today` by the child's stays (nothing when they already show it, or when a later change took the move
 * back), and the marker removed. Idempotent: a second run finds the record switched.
 */
export async function applyDueMove(
  move: DueMove & { kindergartenId: string },
  today: string,
): Promise<boolean> {
  const { child, stays, others } = await childPartition(move.kindergartenId, move.childId);
  const marker = { delete: dueMoveKey(move.kindergartenId, move.fromDate, move.childId) };
  const history = rosterStays(stays);
  const switched = child ? todaysGroup(child, history, today, () => move.periodId) : undefined;
  if (!child || !switched) {
    await transact([marker], staleMessage);
    return false;
  }
  await transact(
    [
      {
        put: childPut(switched.after, true, (child.version ?? 0) + 1),
        condition: { equals: { version: child.version ?? 0 } },
      },
      ...groupSwitchOps(switched, guardianSks(others), new Map()),
      marker,
    ],
    staleMessage,
  );
  return true;
}

const guardianSks = (others: readonly string[]) => others.filter((s) => s.startsWith('GUARDIAN#'));

/**
 * The leave: the stay closed on `leftOn` (the last day in the kindergarten) and the roster's entry with it at
 * once, so the grid greys the days after it. A leave dated today or earlier also takes the record off its
 * group (status, index, counter) at once; one dated later leaves the record in its group, with `leftOn` and
 * the status it will take, and a marker the daily job (`applyDueLeave`) turns into the leave on the day
 * after `leftOn` (a clerk records a discharge a parent announced in advance; the child still comes until
 * then). Either way the record's `leftOn` is set now, so the payments' stream ends the activities on it.
 */
export async function childLeft(
  child: ChildItem,
  expected: number,
  closed: Stay,
  status: number,
  note: string,
  stays: readonly PlacementItem[],
  today: string,
) {
  const later = closed.toDate !== null && closed.toDate > today;
  const left: ChildItem = later
    ? { ...child, leftOn: closed.toDate, leaveNote: note, leaveStatus: status }
    : { ...child, status, leftOn: closed.toDate, leaveNote: note, leaveStatus: null };
  const history = rosterStays(
    stays.map((s) => (s.fromDate === closed.fromDate ? { ...s, toDate: closed.toDate } : s)),
  );
  const counted = countedIn(child) === closed.groupId;
  await transact(
    [
      {
        put: childPut(left, later && countedIn(left) !== null, expected + 1),
        condition: { equals: { version: expected } },
      },
      {
        update: childRecordKeys.placement(child.kindergartenId, child.id, closed.fromDate),
        changes: { set: { toDate: closed.toDate } },
        condition: { exists: true },
      },
      // The entry stays on the roster with its closed stay: the grid still shows the days before the leave.
      groupChildChange(
        child.kindergartenId,
        closed.groupId,
        child.id,
        counted && !later ? -1 : 0,
        entryOf(left, history),
      ),
      ...(later
        ? [
            {
              put: {
                ...dueMoveKey(child.kindergartenId, addDays(closed.toDate!, 1), child.id),
                type: 'DueLeave',
                childId: child.id,
                fromDate: addDays(closed.toDate!, 1),
                groupId: closed.groupId,
                periodId: child.periodId,
                leave: true,
              },
            } satisfies TransactOp,
          ]
        : []),
    ],
    staleMessage,
  );
}

/**
 * The daily job's step for a leave dated earlier (`childLeft`): on the day after `leftOn` the record takes
 * its status, leaves its group's index and counter, and the marker goes. Nothing but the marker's removal
 * when the record no longer waits for this leave (the leave was moved, withdrawn by a move, or applied).
 * Idempotent: a second run finds the record left.
 */
export async function applyDueLeave(
  move: DueMove & { kindergartenId: string },
  today: string,
): Promise<boolean> {
  const { child } = await childPartition(move.kindergartenId, move.childId);
  const marker = { delete: dueMoveKey(move.kindergartenId, move.fromDate, move.childId) };
  const group = child ? countedIn(child) : null;
  if (!child || !group || !child.leftOn || child.leftOn >= today || !child.leaveStatus) {
    await transact([marker], staleMessage);
    return false;
  }
  const left: ChildItem = { ...child, status: child.leaveStatus, leaveStatus: null };
  await transact(
    [
      {
        put: childPut(left, false, (child.version ?? 0) + 1),
        condition: { equals: { version: child.version ?? 0 } },
      },
      groupChildChange(child.kindergartenId, group, child.id, -1, undefined),
      marker,
    ],
    staleMessage,
  );
  return true;
}

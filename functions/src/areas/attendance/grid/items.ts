import { StudentAttendanceStatus } from '@gradina/shared';
import { dayAttribute, type Month, monthCalendarKeys } from '../../../domain/calendar';
import type { GroupItem } from '../../../domain/groups/group-reads';
import { type RosterStay, rosterOf, staysOf } from '../../../domain/groups/roster';
import type { Condition } from '../../../platform/db';
import {
  batchGet,
  getItem,
  isConditionFailure,
  keys,
  queryAll,
  tenantPrefix,
  updateItem,
} from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { monthLockKeys } from '../month-lock/items';
import { kindergartenMonthLockOf } from '../month-lock/month-lock';

/**
 * The attendance grid's items and every request it makes (docs/areas/attendance-grid.md). Other attendance
 * features (medical notices, family-reason requests, references) read and write cells only through the
 * functions of this file.
 *
 * - A child-month: `KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<groupId>#CHILD#<childId>`, the days as top-level
 *   attributes `d01`…`d31` (the status number), so a group's month is one Query and two teachers marking
 *   different cells write different attributes of one item (or different items) and lose nothing. It keeps
 *   the child's names and birth date for display and for the aggregates (compulsory age), and the days the
 *   director locked (`lockedDays`, day numbers; `monthLocked` for the whole month).
 * - A group-month: `KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<groupId>#MONTH`, the group's locks (the days and the
 *   month), so a child whose item is written after a lock inherits it. It sorts after the children (`M` >
 *   `C`), in the same Query.
 */

export type { Month };

/** The day of month of an ISO date (`2026-11-03` → 3). */
export const dayOfDate = (date: string) => Number(date.slice(8, 10));

/** The month of an ISO date (`2026-11-03` → `2026-11`). */
export const monthOfDate = (date: string): Month => date.slice(0, 7);

export const attendanceKeys = {
  month: (kindergartenId: string, month: Month) => `${tenantPrefix(kindergartenId)}#ATT#${month}`,
  childMonth: (kindergartenId: string, month: Month, groupId: string, childId: string) => ({
    PK: attendanceKeys.month(kindergartenId, month),
    SK: `GROUP#${groupId}#CHILD#${childId}`,
  }),
  groupMonth: (kindergartenId: string, month: Month, groupId: string) => ({
    PK: attendanceKeys.month(kindergartenId, month),
    SK: `GROUP#${groupId}#MONTH`,
  }),
} as const;

/** The identity a child-month carries so the grid and the aggregates need no read of the child. */
export interface ChildMonthIdentity {
  kindergartenId: string;
  groupId: string;
  childId: string;
  month: Month;
  firstName: string;
  lastName: string;
  /** ISO date; the compulsory-age rule (`isCompulsoryAgeInMonth`, @gradina/shared) reads it. */
  birthDate: string;
}

/** A child-month as stored (the day attributes are `d01`…`d31`, read through `daysOf`). */
export interface ChildMonthItem extends ChildMonthIdentity {
  type: 'ChildMonth';
  lockedDays?: number[];
  monthLocked?: boolean;
  [day: `d${string}`]: unknown;
}

/** A group-month's locks. */
export interface GroupMonthItem {
  type: 'GroupMonth';
  kindergartenId: string;
  groupId: string;
  month: Month;
  lockedDays?: number[];
  monthLocked?: boolean;
}

/** The marked days of a child-month by day number (1…31). */
export function daysOf(item: object | undefined): Record<number, StudentAttendanceStatus> {
  const days: Record<number, StudentAttendanceStatus> = {};
  if (!item) return days;
  for (const [name, value] of Object.entries(item)) {
    const m = /^d(\d\d)$/.exec(name);
    if (m && typeof value === 'number') days[Number(m[1])] = value as StudentAttendanceStatus;
  }
  return days;
}

/** Whether day `day` of the item is locked (a locked day, the month, or a cell the director marked Locked). */
export const isLocked = (
  item: Pick<ChildMonthItem, 'lockedDays' | 'monthLocked'> | undefined,
  day: number,
  group?: Pick<GroupMonthItem, 'lockedDays' | 'monthLocked'>,
) =>
  item?.monthLocked === true ||
  group?.monthLocked === true ||
  (item?.lockedDays ?? []).includes(day) ||
  (group?.lockedDays ?? []).includes(day) ||
  (item as Record<string, unknown> | undefined)?.[dayAttribute(day)] === StudentAttendanceStatus.Locked;

/** A group's month: its child-months and its locks, one Query. */
export async function readGroupMonth(
  kindergartenId: string,
  groupId: string,
  month: Month,
): Promise<{ children: ChildMonthItem[]; locks: GroupMonthItem | undefined }> {
  const items = await queryAll<Record<string, unknown>>({
    partition: attendanceKeys.month(kindergartenId, month),
    beginsWith: `GROUP#${groupId}#`,
  });
  return {
    children: items.filter((i) => i.type === 'ChildMonth') as unknown as ChildMonthItem[],
    locks: items.find((i) => i.type === 'GroupMonth') as unknown as GroupMonthItem | undefined,
  };
}

/** One child's month in one group (one GetItem, consistent: a write may follow). */
export const readChildMonth = (kindergartenId: string, childId: string, groupId: string, month: Month) =>
  getItem<ChildMonthItem>(attendanceKeys.childMonth(kindergartenId, month, groupId, childId), {
    consistent: true,
  });

/** The child-months of a whole kindergarten month (references; one Query, paged by the kit). */
export const readKindergartenMonth = async (kindergartenId: string, month: Month) =>
  (
    await queryAll<Record<string, unknown>>({
      partition: attendanceKeys.month(kindergartenId, month),
      beginsWith: 'GROUP#',
    })
  ).filter((i) => i.type === 'ChildMonth') as unknown as ChildMonthItem[];

const identitySet = (who: ChildMonthIdentity, locks: GroupMonthItem | undefined) => ({
  type: 'ChildMonth',
  kindergartenId: who.kindergartenId,
  groupId: who.groupId,
  childId: who.childId,
  month: who.month,
  firstName: who.firstName,
  lastName: who.lastName,
  birthDate: who.birthDate,
  // A child-month written after the director locked days of the group takes the group's locks with it.
  ...(locks?.lockedDays?.length ? { lockedDays: locks.lockedDays } : {}),
  ...(locks?.monthLocked ? { monthLocked: true } : {}),
});

/** The condition that no day of `days` is locked on the item (an item that does not exist has no locks). */
function notLocked(days: readonly number[]): Condition {
  const values: Record<string, unknown> = { ':locked': StudentAttendanceStatus.Locked, ':yes': true };
  const names: Record<string, string> = { '#ld': 'lockedDays', '#ml': 'monthLocked' };
  const parts = ['(attribute_not_exists(#ml) OR #ml <> :yes)'];
  days.forEach((day, i) => {
    names[`#d${i}`] = dayAttribute(day);
    values[`:n${i}`] = day;
    parts.push(`(attribute_not_exists(#ld) OR NOT contains(#ld, :n${i}))`);
    parts.push(`(attribute_not_exists(#d${i}) OR #d${i} <> :locked)`);
  });
  return { expression: parts.join(' AND '), names, values };
}

export const lockedMessage = 'Денят е заключен: само директорът може да променя присъствието.';

/**
 * Marks days of one child-month: ONE UpdateItem of the day attributes (null clears a day). With
 * `overrideLocks` (the director) locked days change too; otherwise a locked day fails the whole write (409,
 * nothing written). The identity is written with it, so the first mark of a month creates the item.
 */
export async function markDays(
  who: ChildMonthIdentity,
  days: Readonly<Record<number, StudentAttendanceStatus | null>>,
  options: { overrideLocks: boolean; locks?: GroupMonthItem },
): Promise<ChildMonthItem> {
  const set: Record<string, unknown> = identitySet(who, options.locks);
  const remove: string[] = [];
  for (const [day, status] of Object.entries(days)) {
    if (status === null) remove.push(dayAttribute(Number(day)));
    else set[dayAttribute(Number(day))] = status;
  }
  const key = attendanceKeys.childMonth(who.kindergartenId, who.month, who.groupId, who.childId);
  try {
    return await updateItem<ChildMonthItem>(
      key,
      { set, remove },
      options.overrideLocks ? undefined : notLocked(Object.keys(days).map(Number)),
    );
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(lockedMessage);
    throw e;
  }
}

/** Locks (or unlocks) days or the whole month of one child-month (the director's lock of a group fans out). */
export async function setChildLocks(
  who: ChildMonthIdentity,
  locks: { lockedDays: number[]; monthLocked: boolean },
): Promise<void> {
  await updateItem(attendanceKeys.childMonth(who.kindergartenId, who.month, who.groupId, who.childId), {
    set: { ...identitySet(who, undefined), lockedDays: locks.lockedDays, monthLocked: locks.monthLocked },
  });
}

/** Writes a group-month's locks whole. */
export async function setGroupLocks(
  kindergartenId: string,
  groupId: string,
  month: Month,
  locks: { lockedDays: number[]; monthLocked: boolean },
): Promise<void> {
  await updateItem(attendanceKeys.groupMonth(kindergartenId, month, groupId), {
    set: { type: 'GroupMonth', kindergartenId, groupId, month, ...locks },
  });
}

interface ChildProfile {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  groupId?: string;
}

/** Who a child-month is about, from the child's record (one GetItem). */
export async function childIdentity(
  kindergartenId: string,
  childId: string,
  groupId: string,
  month: Month,
): Promise<ChildMonthIdentity | undefined> {
  const child = await getItem<ChildProfile>(keys.child(kindergartenId, childId), {
    attributes: ['id', 'firstName', 'lastName', 'birthDate'],
  });
  if (!child) return undefined;
  return {
    kindergartenId,
    groupId,
    childId,
    month,
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
  };
}

/**
 * Sets days of a child's month for another feature (an approved medical notice: sickness statuses; an
 * approved family-reason request: status 4). `days` by ISO date, all in `month`. An empty day is always
 * set; a marked one only when its status is in `allowOverwrite` (`'any'`: every status). Locked days are
 * left as they are, and so is a whole month the kindergarten locked (issue #24: one BatchGet more; callers
 * that report locked days ask `readKindergartenMonthLock` themselves). Reads the item, then ONE UpdateItem conditioned on the days still holding what was
 * read (another write in between: read again, up to 3 times). Answers the dates it set.
 */
export async function setDays(
  kindergartenId: string,
  change: {
    childId: string;
    groupId: string;
    month: Month;
    days: Readonly<Record<string, StudentAttendanceStatus>>;
  },
  options: { allowOverwrite?: readonly StudentAttendanceStatus[] | 'any' } = {},
): Promise<string[]> {
  const allow = options.allowOverwrite ?? [];
  const kgLock = kindergartenMonthLockOf(
    kindergartenId,
    change.month,
    await batchGet(monthLockKeys(kindergartenId, change.month)),
  );
  if (kgLock.isLocked) return [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const item = await readChildMonth(kindergartenId, change.childId, change.groupId, change.month);
    const who = item ?? (await childIdentity(kindergartenId, change.childId, change.groupId, change.month));
    if (!who) return [];
    const current = daysOf(item);
    const chosen = Object.entries(change.days).filter(([date, status]) => {
      const day = dayOfDate(date);
      if (monthOfDate(date) !== change.month || isLocked(item, day)) return false;
      const now = current[day];
      return now === undefined || (now !== status && (allow === 'any' || allow.includes(now)));
    });
    if (chosen.length === 0) return [];
    const set: Record<string, unknown> = identitySet(who, undefined);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const parts: string[] = [];
    chosen.forEach(([date, status], i) => {
      const day = dayOfDate(date);
      set[dayAttribute(day)] = status;
      names[`#w${i}`] = dayAttribute(day);
      const before = current[day];
      if (before === undefined) parts.push(`attribute_not_exists(#w${i})`);
      else {
        values[`:w${i}`] = before;
        parts.push(`#w${i} = :w${i}`);
      }
    });
    // A lock the director set since the read keeps its days as they are.
    const unlocked = notLocked(chosen.map(([date]) => dayOfDate(date)));
    try {
      await updateItem(
        attendanceKeys.childMonth(kindergartenId, change.month, change.groupId, change.childId),
        { set },
        {
          expression: [...parts, unlocked.expression].join(' AND '),
          names: { ...names, ...unlocked.names },
          values: { ...values, ...unlocked.values },
        },
      );
      return chosen.map(([date]) => date);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  throw conflict('Присъствието беше променено едновременно от друг потребител. Опитайте отново.');
}

/** What the grid reads of a child's record. */
export interface RosterChild {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  groupId: string | null;
  enrolledOn?: string | null;
  leftOn?: string | null;
  /** The child's stays in the kindergarten's groups, from the group's roster (issue #24: group history). */
  stays?: RosterStay[];
}

const rosterAttributes = ['id', 'firstName', 'lastName', 'birthDate', 'groupId', 'enrolledOn', 'leftOn'];

/** The children in a group today (the children records' GSI1, by name): one Query. */
export const rosterOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<RosterChild>({
    index: 'GSI1',
    partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK,
    attributes: rosterAttributes,
  });

/**
 * A group with its roster and the month's calendar items (`monthCalendarKeys`): one BatchGet. The roster
 * is the group item's (domain/groups/roster.ts), kept by the children area in the child's transactions.
 */
export async function readGroupAndCalendar(kindergartenId: string, groupId: string, month: Month) {
  const groupKey = keys.group(kindergartenId, groupId);
  const items = await batchGet<Record<string, unknown>>([
    groupKey,
    ...monthCalendarKeys(kindergartenId, month),
    // The kindergarten's month lock (month-lock/items.ts) in the same request: the grid stays at two.
    ...monthLockKeys(kindergartenId, month),
  ]);
  const group = items.find((i) => i.PK === groupKey.PK && i.SK === groupKey.SK) as GroupItem | undefined;
  const roster: RosterChild[] = rosterOf(group as Record<string, unknown> | undefined).map((c) => ({
    ...c,
    groupId,
    stays: staysOf(c, groupId, group?.name ?? ''),
  }));
  return { group, roster, calendarItems: items };
}

/**
 * The child-months of other groups a mark must not collide with (issue #24: one group a day): one BatchGet
 * of `<child, group>` pairs of the month, none when no marked child was in another group that school year.
 */
export const childMonthsElsewhere = (
  kindergartenId: string,
  month: Month,
  pairs: readonly { childId: string; groupId: string }[],
) =>
  pairs.length === 0
    ? Promise.resolve([] as ChildMonthItem[])
    : batchGet<ChildMonthItem>(
        pairs.map((p) => attendanceKeys.childMonth(kindergartenId, month, p.groupId, p.childId)),
      );

/** A group of the kindergarten (one GetItem). */
export const readGroup = (kindergartenId: string, groupId: string) =>
  getItem<GroupItem>(keys.group(kindergartenId, groupId));

/** The children a parent is a guardian of in a kindergarten (their links on GSI1): one Query. */
export async function ownChildIds(parentUserId: string, kindergartenId: string): Promise<Set<string>> {
  const index = keys.childrenOfParent(parentUserId, kindergartenId, '');
  const links = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['childId'],
  });
  return new Set(links.map((l) => l.childId));
}

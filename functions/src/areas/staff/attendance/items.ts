import type { TeacherAttendanceKind } from '@gradina/shared';
import { dayAttribute, type Month, monthCalendarKeys } from '../../../domain/calendar';
import { staffRosterKey, staffRosterOf } from '../../../domain/staff-roster/roster';
import {
  batchGet,
  getItem,
  isConditionFailure,
  keys,
  putItem,
  queryAll,
  tenantPrefix,
  updateItem,
} from '../../../platform/db';
import { invalidField } from '../../../platform/http/errors';

/**
 * Every request of the staff month grid (docs/areas/staff-attendance.md).
 *
 * - A staff-month: `KG#<kg>#STAFFATT#<YYYY-MM>` / `STAFF#<staffId>`, the days as top-level attributes
 *   `d01`…`d31` (the kind number) and `h01`…`h31` (hours, when given), so a month is one Query and two
 *   people marking different cells write different attributes and lose nothing.
 * - The month's lock: `KG#<kg>#STAFFATT#<YYYY-MM>` / `LOCK`, in the same partition (the same Query). Locking
 *   also stamps `monthLocked` on the month's staff items, and every mark is conditioned on it being absent,
 *   so a mark racing the lock is refused rather than written into a locked month.
 */

export type { Month };

export const hoursAttribute = (day: number) => `h${String(day).padStart(2, '0')}`;

export const staffAttendanceKeys = {
  month: (kindergartenId: string, month: Month) => `${tenantPrefix(kindergartenId)}#STAFFATT#${month}`,
  staffMonth: (kindergartenId: string, month: Month, staffId: string) => ({
    PK: staffAttendanceKeys.month(kindergartenId, month),
    SK: `STAFF#${staffId}`,
  }),
  lock: (kindergartenId: string, month: Month) => ({
    PK: staffAttendanceKeys.month(kindergartenId, month),
    SK: 'LOCK',
  }),
} as const;

/** A marked day: its kind and, when given, its hours. */
export interface MarkedDay {
  kind: TeacherAttendanceKind;
  hours: number | null;
}

export interface StaffMonthItem {
  type: 'StaffMonth';
  kindergartenId: string;
  staffId: string;
  month: Month;
  monthLocked?: boolean;
  [attribute: string]: unknown;
}

/** The marked days of a staff-month by day number (1…31). */
export function markedDays(item: Record<string, unknown> | undefined): Record<number, MarkedDay> {
  const days: Record<number, MarkedDay> = {};
  if (!item) return days;
  for (const [name, value] of Object.entries(item)) {
    const m = /^d(\d\d)$/.exec(name);
    if (!m || typeof value !== 'number') continue;
    const hours = item[`h${m[1]}`];
    days[Number(m[1])] = {
      kind: value as TeacherAttendanceKind,
      hours: typeof hours === 'number' ? hours : null,
    };
  }
  return days;
}

/**
 * The staff roster (domain/staff-roster) and the month's calendar items (`monthCalendarKeys`): ONE
 * BatchGet, so the grid's load is this and the month's Query.
 */
export async function readRosterAndCalendar(kindergartenId: string, month: Month) {
  const rosterKey = staffRosterKey(kindergartenId);
  const items = await batchGet<Record<string, unknown>>([
    rosterKey,
    ...monthCalendarKeys(kindergartenId, month),
  ]);
  const roster = items.find((i) => i.PK === rosterKey.PK && i.SK === rosterKey.SK);
  return { staff: staffRosterOf(roster), calendarItems: items };
}

/** A month of the kindergarten: every staff-month and the lock, ONE Query. */
export async function readStaffMonth(
  kindergartenId: string,
  month: Month,
): Promise<{ staff: StaffMonthItem[]; locked: boolean }> {
  const items = await queryAll<Record<string, unknown>>({
    partition: staffAttendanceKeys.month(kindergartenId, month),
  });
  return {
    staff: items.filter((i) => i.type === 'StaffMonth') as StaffMonthItem[],
    locked: items.some((i) => i.type === 'StaffMonthLock' && i.locked === true),
  };
}

/** Whether the month is locked (one consistent GetItem: a mark follows). */
export const isMonthLocked = async (kindergartenId: string, month: Month) =>
  (await getItem<{ locked?: boolean }>(staffAttendanceKeys.lock(kindergartenId, month), { consistent: true }))
    ?.locked === true;

export const lockedMonthMessage = 'Месецът е заключен: директорът трябва да го отключи, преди да се променя.';

/**
 * Marks days of one staff-month: ONE UpdateItem (null clears a day). The first mark of a month creates the
 * item. Refused (400 naming the field, nothing written) when the month was locked meanwhile.
 */
export async function markStaffDays(
  kindergartenId: string,
  month: Month,
  staffId: string,
  days: Readonly<Record<number, MarkedDay | null>>,
): Promise<void> {
  const set: Record<string, unknown> = { type: 'StaffMonth', kindergartenId, staffId, month };
  const remove: string[] = [];
  for (const [day, mark] of Object.entries(days)) {
    const n = Number(day);
    if (mark === null) remove.push(dayAttribute(n), hoursAttribute(n));
    else {
      set[dayAttribute(n)] = mark.kind;
      if (mark.hours === null) remove.push(hoursAttribute(n));
      else set[hoursAttribute(n)] = mark.hours;
    }
  }
  try {
    await updateItem(
      staffAttendanceKeys.staffMonth(kindergartenId, month, staffId),
      { set, remove },
      { missing: ['monthLocked'] },
    );
  } catch (e) {
    if (isConditionFailure(e)) throw invalidField('cells', lockedMonthMessage);
    throw e;
  }
}

/** Locks or unlocks a month: the lock item, then the stamp on each of the month's staff items. */
export async function setMonthLock(
  kindergartenId: string,
  month: Month,
  staffIds: readonly string[],
  locked: boolean,
  by: string,
): Promise<void> {
  await putItem({ ...staffAttendanceKeys.lock(kindergartenId, month), type: 'StaffMonthLock', locked, by });
  await Promise.all(
    staffIds.map((staffId) =>
      updateItem(
        staffAttendanceKeys.staffMonth(kindergartenId, month, staffId),
        locked
          ? { set: { type: 'StaffMonth', kindergartenId, staffId, month, monthLocked: true } }
          : { set: { type: 'StaffMonth', kindergartenId, staffId, month }, remove: ['monthLocked'] },
      ),
    ),
  );
}

/** The kindergarten's name for the printed form's heading (one GetItem of one attribute). */
export const kindergartenName = async (kindergartenId: string) =>
  (await getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }))?.name ?? '';

import type { FieldError } from '@gradina/shared';
import { StudentAttendanceStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { AttendanceMark } from '@gradina/shared/manifest/routes/attendance/grid';
import type { WorkingDay } from '../../../domain/calendar';
import { type RosterStay, stayOn } from '../../../domain/groups/roster';
import { type ChildMonthItem, dayOfDate, daysOf, type GroupMonthItem, isLocked, monthOfDate } from './items';

/**
 * The grid's rules as plain functions (unit tests beside them): which marks are refused and why, in Bulgarian
 * naming the field. Who is of compulsory age is the shared rule (`isCompulsoryAgeInMonth`, @gradina/shared).
 */

/** What the checks know about a child named by a mark. */
export interface MarkedChild {
  id: string;
  groupId: string | null;
  enrolledOn?: string | null;
  leftOn?: string | null;
  /** The child's stays in the groups (the group's roster); without them, `groupId` and the dates decide. */
  stays?: readonly RosterStay[];
}

/** The child's stays as the checks read them (a record without stays: one stay in its group). */
const staysOfChild = (c: MarkedChild): readonly RosterStay[] =>
  c.stays ??
  (c.groupId
    ? [
        {
          groupId: c.groupId,
          groupName: '',
          fromDate: c.enrolledOn ?? '0000-01-01',
          toDate: c.leftOn ?? null,
        },
      ]
    : []);

/**
 * Why `date` is outside the child's stay in `groupId` (issue #24, point 2: a child belongs to one group a
 * day, and only that group marks it), or undefined when the child was in the group that day.
 */
export function outsideStay(c: MarkedChild, groupId: string, date: string): string | undefined {
  const stays = staysOfChild(c);
  const here = stayOn(stays, date);
  if (here?.groupId === groupId) return undefined;
  const shown = formatDateDigits(date);
  if (here) return `Полето "Дата": на ${shown} детето е в група „${here.groupName}“, не в тази.`;
  const first = stays.map((s) => s.fromDate).sort()[0];
  if (first && date < first)
    return `Полето "Дата": ${shown} е преди записването на детето (${formatDateDigits(first)}).`;
  const ends = stays.map((s) => s.toDate ?? '9999-12-31').sort();
  const last = ends.at(-1);
  if (last && date > last)
    return `Полето "Дата": ${shown} е след отписването на детето (${formatDateDigits(last)}).`;
  return `Полето "Дата": на ${shown} детето не е в тази група.`;
}

/** Whether the child has any stay in the group (it has a row in the group's grid). */
const belongsTo = (c: MarkedChild, groupId: string) => staysOfChild(c).some((s) => s.groupId === groupId);

export interface MarkContext {
  groupId: string;
  /** The month the marks are in (`YYYY-MM`). */
  month: string;
  children: ReadonlyMap<string, MarkedChild>;
  calendar: readonly WorkingDay[];
  items: ReadonlyMap<string, ChildMonthItem>;
  locks: GroupMonthItem | undefined;
  /** The director (or the administrator): locked days and the Locked status are theirs. */
  isManager: boolean;
  /**
   * The kindergarten locked the month (month-lock/rules.ts): no mark for anyone, the director included,
   * until the director unlocks it with a reason (the audit log keeps it).
   */
  kindergartenMonthLocked?: boolean;
  /** Today in Sofia (`YYYY-MM-DD`): a later day is not marked yet (issue #26; clearing a stray mark is allowed). */
  today: string;
}

export const kindergartenMonthLockedMessage =
  'Полето "Дата": месецът е заключен за цялата детска градина; директорът може да го отключи, като посочи причина.';

const field = (i: number, name: string) => `cells[${i}].${name}`;

/** The refusals of a set of marks (empty: all may be written). */
export function checkMarks(cells: readonly AttendanceMark[], ctx: MarkContext): FieldError[] {
  const errors: FieldError[] = [];
  const byDate = new Map(ctx.calendar.map((d) => [d.date, d]));
  const seen = new Set<string>();
  cells.forEach((cell, i) => {
    const shown = formatDateDigits(cell.forDate);
    const child = ctx.children.get(cell.studentId);
    if (!child || !belongsTo(child, ctx.groupId)) {
      errors.push({ field: field(i, 'studentId'), message: 'Полето "Дете": детето не е в тази група.' });
      return;
    }
    if (monthOfDate(cell.forDate) !== ctx.month) {
      errors.push({
        field: field(i, 'forDate'),
        message: 'Полето "Дата": всички клетки трябва да са от един и същ месец.',
      });
      return;
    }
    const key = `${cell.studentId}#${cell.forDate}`;
    if (seen.has(key)) {
      errors.push({ field: field(i, 'forDate'), message: `Полето "Дата": ${shown} е посочена два пъти.` });
      return;
    }
    seen.add(key);
    if (ctx.kindergartenMonthLocked) {
      errors.push({ field: field(i, 'forDate'), message: kindergartenMonthLockedMessage });
      return;
    }
    const day = byDate.get(cell.forDate);
    if (!day?.isWorkingDay) {
      const why = day?.reasons.length ? ` (${day.reasons.join(', ')})` : '';
      errors.push({ field: field(i, 'forDate'), message: `Полето "Дата": ${shown} е почивен ден${why}.` });
      return;
    }
    if (cell.forDate > ctx.today && cell.type !== null) {
      errors.push({
        field: field(i, 'forDate'),
        message: `Полето "Дата": ${shown} още не е дошъл; присъствията се отбелязват до днес.`,
      });
      return;
    }
    const outside = outsideStay(child, ctx.groupId, cell.forDate);
    // A mark left outside the stay (a move entered after the days were marked) may still be cleared here.
    const clearsStrayMark =
      cell.type === null && daysOf(ctx.items.get(cell.studentId))[dayOfDate(cell.forDate)] !== undefined;
    if (outside && !clearsStrayMark) {
      errors.push({ field: field(i, 'forDate'), message: outside });
      return;
    }
    if (cell.type === StudentAttendanceStatus.Locked && !ctx.isManager) {
      errors.push({ field: field(i, 'type'), message: 'Полето "Статус": само директорът заключва дни.' });
      return;
    }
    if (!ctx.isManager && isLocked(ctx.items.get(cell.studentId), dayOfDate(cell.forDate), ctx.locks))
      errors.push({
        field: field(i, 'forDate'),
        message: `Полето "Дата": ${shown} е заключен; само директорът може да го променя.`,
      });
  });
  return errors;
}

/** The marks grouped by child, as day number → status (null clears). */
export function marksByChild(cells: readonly AttendanceMark[]) {
  const byChild = new Map<string, Record<number, StudentAttendanceStatus | null>>();
  for (const c of cells) {
    const days = byChild.get(c.studentId) ?? {};
    days[dayOfDate(c.forDate)] = c.type;
    byChild.set(c.studentId, days);
  }
  return byChild;
}

/** A lock's new day list: the days added (lock) or taken out (unlock), sorted. */
export function changedLocks(current: readonly number[], days: readonly number[], locked: boolean): number[] {
  const set = new Set(current);
  for (const d of days) {
    if (locked) set.add(d);
    else set.delete(d);
  }
  return [...set].sort((a, b) => a - b);
}

/** A day the child is already marked on in another group (the 409 of issue #24, point 2). */
export interface MarkedElsewhere {
  index: number;
  message: string;
}

/**
 * The first mark (not a clearing) of a day the child already has a status on in another group's item of the
 * month: „Детето е отбелязано в група „X“ на 03.11.2026“. `elsewhere` are those items; `groupName` names
 * their groups.
 */
export function markedElsewhere(
  cells: readonly AttendanceMark[],
  elsewhere: readonly ChildMonthItem[],
  groupName: (groupId: string) => string,
): MarkedElsewhere | undefined {
  for (const [index, cell] of cells.entries()) {
    if (cell.type === null) continue;
    const other = elsewhere.find(
      (item) => item.childId === cell.studentId && daysOf(item)[dayOfDate(cell.forDate)] !== undefined,
    );
    if (other)
      return {
        index,
        message: `Детето е отбелязано в група „${groupName(other.groupId)}“ на ${formatDateDigits(cell.forDate)}.`,
      };
  }
  return undefined;
}

/**
 * The other groups whose items of `month` a mark must be checked against: those the child had a stay in
 * during the month's school year (usually none: then no read).
 */
export function otherGroupsOf(child: MarkedChild, groupId: string, month: string): string[] {
  const year = Number(month.slice(0, 4));
  const start = Number(month.slice(5, 7)) >= 9 ? year : year - 1;
  const from = `${start}-09-01`;
  const to = `${start + 1}-09-14`;
  return [
    ...new Set(
      staysOfChild(child)
        .filter((s) => s.groupId !== groupId && s.fromDate <= to && (s.toDate === null || s.toDate >= from))
        .map((s) => s.groupId),
    ),
  ];
}

import type { FieldError } from '@gradina/shared';
import { StudentAttendanceStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { AttendanceMark } from '@gradina/shared/manifest/routes/attendance/grid';
import type { WorkingDay } from '../../../platform/calendar';
import { type ChildMonthItem, dayOfDate, type GroupMonthItem, isLocked, monthOfDate } from './items';

/**
 * The grid's rules as plain functions (unit tests beside them): who is of compulsory age, which marks are
 * refused and why, in Bulgarian naming the field.
 */

export { isCompulsoryAge } from '../../../platform/attendance';

/** What the checks know about a child named by a mark. */
export interface MarkedChild {
  id: string;
  groupId: string | null;
  enrolledOn?: string | null;
  leftOn?: string | null;
}

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
}

const field = (i: number, name: string) => `cells[${i}].${name}`;

/** The refusals of a set of marks (empty: all may be written). */
export function checkMarks(cells: readonly AttendanceMark[], ctx: MarkContext): FieldError[] {
  const errors: FieldError[] = [];
  const byDate = new Map(ctx.calendar.map((d) => [d.date, d]));
  const seen = new Set<string>();
  cells.forEach((cell, i) => {
    const shown = formatDateDigits(cell.forDate);
    const child = ctx.children.get(cell.studentId);
    if (!child || child.groupId !== ctx.groupId) {
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
    const day = byDate.get(cell.forDate);
    if (!day?.isWorkingDay) {
      const why = day?.reasons.length ? ` (${day.reasons.join(', ')})` : '';
      errors.push({ field: field(i, 'forDate'), message: `Полето "Дата": ${shown} е почивен ден${why}.` });
      return;
    }
    if (child.enrolledOn && cell.forDate < child.enrolledOn) {
      errors.push({
        field: field(i, 'forDate'),
        message: `Полето "Дата": ${shown} е преди записването на детето (${formatDateDigits(child.enrolledOn)}).`,
      });
      return;
    }
    if (child.leftOn && cell.forDate > child.leftOn) {
      errors.push({
        field: field(i, 'forDate'),
        message: `Полето "Дата": ${shown} е след отписването на детето (${formatDateDigits(child.leftOn)}).`,
      });
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

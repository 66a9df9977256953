import { TeacherAttendanceKind } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type {
  StaffAttendanceMonth,
  StaffAttendanceReference,
} from '@gradina/shared/manifest/routes/staff/attendance';
import {
  staffAttendanceKinds,
  staffPresentKinds,
  staffWorkdayHours,
} from '@gradina/shared/manifest/routes/staff/attendance';
import type { FieldError } from '@gradina/shared/validation';
import type { StaffItem } from '../records/items';
import { type MarkedDay, markedDays, type StaffMonthItem } from './items';

/**
 * The staff month grid's rules as plain functions: who is on a month's grid, the grid and the reference
 * built from the month's items, and the checks of a mark. The routes (staff-attendance.ts) read and write.
 */

export interface MonthDay {
  date: string;
  weekday: number;
  isDayOff: boolean;
}

/** `YYYY-MM` of a year and month. */

export const staffName = (s: Pick<StaffItem, 'firstName' | 'lastName'>) =>
  `${s.firstName} ${s.lastName}`.trim();

const collator = new Intl.Collator('bg');

/** The staff employed during the month (hired by its last day, not left before its first), by name. */
/** What the grid shows of a staff member (a staff item, or a row of the staff roster). */
export type GridStaff = Pick<StaffItem, 'userId' | 'firstName' | 'lastName' | 'hiredOn' | 'leftOn'> & {
  position?: string;
};

export function staffOfMonth<T extends GridStaff>(staff: readonly T[], days: readonly MonthDay[]): T[] {
  const from = days[0]?.date ?? '';
  const to = days.at(-1)?.date ?? '';
  return staff
    .filter((s) => (!s.leftOn || s.leftOn >= from) && (!s.hiredOn || s.hiredOn <= to))
    .sort((a, b) => collator.compare(staffName(a), staffName(b)));
}

/** The grid of a month: every staff member with their marked days, and the month's days. */
export function gridOf(
  year: number,
  month: number,
  staff: readonly GridStaff[],
  items: readonly StaffMonthItem[],
  locked: boolean,
  days: readonly MonthDay[],
): StaffAttendanceMonth {
  const byStaff = new Map(items.map((i) => [i.staffId, i]));
  return {
    year,
    month,
    isLocked: locked,
    days: days.map((d) => ({ date: d.date, weekday: d.weekday, isDayOff: d.isDayOff })),
    teachers: staffOfMonth(staff, days).map((s) => {
      const marked = markedDays(byStaff.get(s.userId));
      return {
        teacherId: s.userId,
        teacherName: staffName(s),
        position: s.position ?? '',
        attendances: days
          .filter((d) => marked[Number(d.date.slice(8, 10))])
          .map((d) => {
            const m = marked[Number(d.date.slice(8, 10))] as MarkedDay;
            return { id: `${s.userId}#${d.date}`, forDate: d.date, type: m.kind, hours: m.hours };
          }),
      };
    }),
  };
}

const present = new Set<number>(staffPresentKinds);

/** The month's reference: days per kind of each staff member, and staff present or absent per working day. */
export function referenceOf(grid: StaffAttendanceMonth): StaffAttendanceReference {
  const working = grid.days.filter((d) => !d.isDayOff);
  const rows = grid.teachers.map((t) => {
    const kinds: Record<string, number> = {};
    let workedDays = 0;
    let absentDays = 0;
    let hours = 0;
    for (const a of t.attendances) {
      if (a.type === TeacherAttendanceKind.Locked) continue;
      kinds[String(a.type)] = (kinds[String(a.type)] ?? 0) + 1;
      if (present.has(a.type)) {
        workedDays++;
        hours += a.hours ?? staffWorkdayHours;
      } else absentDays++;
    }
    const marked = new Set(
      t.attendances.filter((a) => a.type !== TeacherAttendanceKind.Locked).map((a) => a.forDate),
    );
    return {
      teacherId: t.teacherId,
      teacherName: t.teacherName,
      position: t.position,
      kinds,
      workedDays,
      absentDays,
      unmarkedDays: working.filter((d) => !marked.has(d.date)).length,
      hours,
    };
  });
  const days = working.map((d) => {
    let p = 0;
    let a = 0;
    for (const t of grid.teachers) {
      const cell = t.attendances.find((x) => x.forDate === d.date);
      if (!cell || cell.type === TeacherAttendanceKind.Locked) continue;
      if (present.has(cell.type)) p++;
      else a++;
    }
    return { date: d.date, present: p, absent: a, unmarked: grid.teachers.length - p - a };
  });
  return {
    year: grid.year,
    month: grid.month,
    workingDays: working.length,
    isLocked: grid.isLocked,
    rows,
    days,
  };
}

export interface CellInput {
  teacherId: string;
  forDate: string;
  type: TeacherAttendanceKind | null;
  hours?: number | null;
}

/** Kinds that book hours: a shift, presence, lecturing, a business trip. */
const withHours = present;

/**
 * Kinds that only a day that came can tell (issue #26: no marking in the future): presence, absence, lecturing.
 * Shifts, leaves and business trips are planned ahead (the schedule, the leave order, the trip order).
 */
const knownAfterTheDay = new Set<number>([
  TeacherAttendanceKind.Attendance,
  TeacherAttendanceKind.Absence,
  TeacherAttendanceKind.Lecturing,
]);

/**
 * Field errors of marked cells: all in one month, staff of the kindergarten's month, working days only,
 * no kind 0 (the month's lock sets it), hours only with a kind at work, nor on a day after `today` (Sofia),
 * which takes no presence, absence or lecturing either. Names the field in Bulgarian.
 */
export function checkCells(
  cells: readonly CellInput[],
  staffIds: ReadonlySet<string>,
  days: readonly MonthDay[],
  today: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const byDate = new Map(days.map((d) => [d.date, d]));
  cells.forEach((c, i) => {
    const at = `cells.${i}`;
    const day = byDate.get(c.forDate);
    if (!day)
      errors.push({
        field: `${at}.forDate`,
        message: 'Полето "Дата": всички клетки трябва да са от един месец.',
      });
    else if (day.isDayOff)
      errors.push({
        field: `${at}.forDate`,
        message: `Полето "Дата": ${formatDateDigits(c.forDate)} е почивен ден.`,
      });
    else if (c.forDate > today && ((c.type !== null && knownAfterTheDay.has(c.type)) || c.hours != null))
      errors.push({
        field: `${at}.forDate`,
        message: `Полето "Дата": ${formatDateDigits(c.forDate)} още не е дошъл; присъствие, отсъствие и часове се отбелязват до днес.`,
      });
    if (!staffIds.has(c.teacherId))
      errors.push({
        field: `${at}.teacherId`,
        message: 'Полето "Служител": няма такъв служител през месеца.',
      });
    if (c.type === TeacherAttendanceKind.Locked)
      errors.push({
        field: `${at}.type`,
        message: `Полето "Вид": "${staffAttendanceKinds[0].name}" се поставя, когато директорът заключи месеца.`,
      });
    if (c.hours != null && (c.type === null || !withHours.has(c.type)))
      errors.push({
        field: `${at}.hours`,
        message:
          'Полето "Часове": часове се записват само за смяна, присъствие, лекторски часове или командировка.',
      });
  });
  return errors;
}

/** The cells grouped per staff member as one write each: day number → mark (null clears). */
export function writesOf(cells: readonly CellInput[]): Map<string, Record<number, MarkedDay | null>> {
  const writes = new Map<string, Record<number, MarkedDay | null>>();
  for (const c of cells) {
    const days = writes.get(c.teacherId) ?? {};
    days[Number(c.forDate.slice(8, 10))] = c.type === null ? null : { kind: c.type, hours: c.hours ?? null };
    writes.set(c.teacherId, days);
  }
  return writes;
}

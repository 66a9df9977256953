import { isCompulsoryAgeInMonth, StudentAttendanceStatus } from '@gradina/shared';
import {
  absentStatuses,
  familyReasonDaysPerYear,
  type GroupAttendanceMonth,
  presentStatuses,
  type StudentAttendance,
} from '@gradina/shared/manifest/routes/attendance/grid';
import type { WorkingDay } from '../../../platform/calendar';
import { unexcusedLimit } from './aggregate';
import {
  type ChildMonthItem,
  dayOfDate,
  daysOf,
  type GroupMonthItem,
  isLocked,
  type RosterChild,
} from './items';

/** The month grid as the route answers it, from what was read (a plain function, unit-tested). */

export interface MonthInput {
  group: { id: string; name: string };
  year: number;
  month: number;
  calendar: readonly WorkingDay[];
  items: readonly ChildMonthItem[];
  locks: GroupMonthItem | undefined;
  /** The children in the group today (a child who left keeps a row through its item). */
  roster: readonly RosterChild[];
  canMark: boolean;
  canLock: boolean;
}

const collator = new Intl.Collator('bg');

interface Row {
  childId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  item: ChildMonthItem | undefined;
  child: RosterChild | undefined;
}

function rowsOf(input: MonthInput): Row[] {
  const rows = new Map<string, Row>();
  for (const item of input.items) rows.set(item.childId, { ...item, item, child: undefined });
  for (const child of input.roster) {
    const row = rows.get(child.id);
    rows.set(child.id, {
      childId: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      birthDate: child.birthDate,
      item: row?.item,
      child,
    });
  }
  return [...rows.values()].sort(
    (a, b) =>
      collator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`) ||
      a.childId.localeCompare(b.childId),
  );
}

/** Whether the child belonged to the group on `date` (a row without a record: the days it has marks). */
const enrolledOn = (row: Row, date: string) => {
  if (!row.child) return row.item !== undefined && daysOf(row.item)[dayOfDate(date)] !== undefined;
  const c = row.child;
  return (!c.enrolledOn || c.enrolledOn <= date) && (!c.leftOn || date <= c.leftOn);
};

const groupDayLocked = (locks: GroupMonthItem | undefined, day: number) =>
  locks?.monthLocked === true || (locks?.lockedDays ?? []).includes(day);

export function buildGroupMonth(input: MonthInput): GroupAttendanceMonth {
  const rows = rowsOf(input);
  const working = input.calendar.filter((d) => d.isWorkingDay).map((d) => d.date);
  let present = 0;
  let marked = 0;
  const students: StudentAttendance[] = rows.map((row, n) => {
    const days = daysOf(row.item);
    const statuses = Object.entries(days)
      .filter(([day]) => working.some((w) => dayOfDate(w) === Number(day)))
      .map(([, s]) => s);
    const presentDays = statuses.filter((s) => presentStatuses.includes(s)).length;
    const absentDays = statuses.filter((s) => absentStatuses.includes(s)).length;
    const unexcusedDays = statuses.filter((s) => s === StudentAttendanceStatus.Absence).length;
    present += presentDays;
    marked += presentDays + absentDays;
    const compulsory = isCompulsoryAgeInMonth(
      row.birthDate,
      `${input.year}-${String(input.month).padStart(2, '0')}`,
    );
    return {
      studentId: row.childId,
      studentName: `${row.firstName} ${row.lastName}`,
      position: n + 1,
      isCompulsory: compulsory,
      maxAbsenceCount: compulsory ? familyReasonDaysPerYear : null,
      currentAbsenceCount: statuses.filter((s) => s === StudentAttendanceStatus.FamilyReasonAbsence).length,
      absencesLocked: row.item?.monthLocked === true || input.locks?.monthLocked === true,
      showFamilyAbsenceWarningMessage: compulsory && unexcusedDays > unexcusedLimit,
      presentDays,
      absentDays,
      unexcusedDays,
      attendances: input.calendar.map((d) => {
        const day = dayOfDate(d.date);
        return {
          id: `${row.childId}#${d.date}`,
          forDate: d.date,
          type: days[day] ?? null,
          isDayOff: !d.isWorkingDay,
          isDayLocked: isLocked(row.item, day, input.locks),
          isEnrolled: enrolledOn(row, d.date),
        };
      }),
    };
  });
  return {
    groupId: input.group.id,
    groupName: input.group.name,
    year: input.year,
    month: input.month,
    isMonthLocked: input.locks?.monthLocked === true,
    workingDays: working.length,
    attendanceRate: marked > 0 ? Math.round((present * 100) / marked) : null,
    canMark: input.canMark,
    canLock: input.canLock,
    days: input.calendar.map((d, i) => {
      const types = students.map((s) => s.attendances[i]?.type).filter((t) => t !== null && t !== undefined);
      return {
        date: d.date,
        weekday: d.weekday,
        isDayOff: !d.isWorkingDay,
        reasons: d.reasons,
        dayOffType: d.dayOffType ?? null,
        isDayLocked: groupDayLocked(input.locks, dayOfDate(d.date)),
        present: types.filter((t) => presentStatuses.includes(t)).length,
        absent: types.filter((t) => absentStatuses.includes(t)).length,
      };
    }),
    students,
  };
}

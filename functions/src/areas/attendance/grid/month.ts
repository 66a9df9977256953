import { isCompulsoryAgeInMonth, StudentAttendanceStatus } from '@gradina/shared';
import type {
  CellMedicalNote,
  GroupAttendanceMonth,
  StudentAttendance,
  StudentAttendanceRequest,
} from '@gradina/shared/manifest/routes/attendance/grid';
import {
  absentStatuses,
  familyReasonDaysPerYear,
  presentStatuses,
} from '@gradina/shared/manifest/routes/attendance/grid';
import type { FamilyCount } from '../../../domain/attendance/family-reason';
import type { WorkingDay } from '../../../domain/calendar';
import { stayOn } from '../../../domain/groups/roster';
import type { ChildMonthItem, GroupMonthItem, RosterChild } from './items';
import { dayOfDate, daysOf, isLocked } from './items';

/** The month grid as the route answers it, from what was read (a plain function, unit-tested). */

export interface MonthInput {
  group: { id: string; name: string };
  year: number;
  month: number;
  calendar: readonly WorkingDay[];
  items: readonly ChildMonthItem[];
  locks: GroupMonthItem | undefined;
  /**
   * The group's roster: every child with a stay in the group in its school year, with the stays. A child has
   * a row when one of its stays here touches the month (or it has an item of the month).
   */
  roster: readonly RosterChild[];
  canMark: boolean;
  canLock: boolean;
  /** Each child's family-reason days of the school year against the limit (requests' counters). */
  family?: ReadonlyMap<string, FamilyCount>;
  /** The absence requests of the school year (the rows take theirs that touch the month). */
  requests?: readonly StudentAttendanceRequest[];
  /** The medical notices of the school year (each cell takes the ones covering its day). */
  notes?: readonly (CellMedicalNote & { studentId: string })[];
  /** Today in Sofia: later days are not marked yet and stay out of the rates (issue #26). */
  today: string;
}

const monthBounds = (year: number, month: number) => {
  const m = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${m}-01`, to: `${m}-31` };
};

/** Whether one of the child's stays in `groupId` touches the month. */
const staysInMonth = (child: RosterChild, groupId: string, from: string, to: string) =>
  (child.stays ?? []).some(
    (s) => s.groupId === groupId && s.fromDate <= to && (s.toDate === null || s.toDate >= from),
  );

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
  const { from, to } = monthBounds(input.year, input.month);
  for (const child of input.roster) {
    const row = rows.get(child.id);
    if (!row && child.stays && !staysInMonth(child, input.group.id, from, to)) continue;
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

/**
 * Whether the child belonged to the group on `date`: the group of its stay that day (issue #24: a move takes
 * effect on its date; the days before it in the new group and after it in the old are outside). A row
 * without a roster entry: the days it has marks.
 */
const enrolledOn = (row: Row, groupId: string, date: string) => {
  if (!row.child) return row.item !== undefined && daysOf(row.item)[dayOfDate(date)] !== undefined;
  const c = row.child;
  if (c.stays) return stayOn(c.stays, date)?.groupId === groupId;
  return (!c.enrolledOn || c.enrolledOn <= date) && (!c.leftOn || date <= c.leftOn);
};

const groupDayLocked = (locks: GroupMonthItem | undefined, day: number) =>
  locks?.monthLocked === true || (locks?.lockedDays ?? []).includes(day);

export function buildGroupMonth(input: MonthInput): GroupAttendanceMonth {
  const rows = rowsOf(input);
  const { from: monthFrom, to: monthTo } = monthBounds(input.year, input.month);
  const working = input.calendar.filter((d) => d.isWorkingDay).map((d) => d.date);
  // The rates count the days up to today: a mark left on a later day (before the rule) is not attendance yet.
  const countedDays = new Set(working.filter((w) => w <= input.today).map(dayOfDate));
  let present = 0;
  let marked = 0;
  const students: StudentAttendance[] = rows.map((row, n) => {
    const days = daysOf(row.item);
    const statuses = Object.entries(days)
      .filter(([day]) => countedDays.has(Number(day)))
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
    // The family-reason days over the SCHOOL YEAR, across the child's groups (the requests' counter); without
    // a counter read, this month's status-4 cells.
    const family = input.family?.get(row.childId) ?? {
      maxAbsenceCount: compulsory ? familyReasonDaysPerYear : null,
      currentAbsenceCount: statuses.filter((s) => s === StudentAttendanceStatus.FamilyReasonAbsence).length,
      nearLimit: false,
    };
    const notes = (input.notes ?? []).filter((note) => note.studentId === row.childId);
    return {
      studentId: row.childId,
      studentName: `${row.firstName} ${row.lastName}`,
      position: n + 1,
      isCompulsory: compulsory,
      maxAbsenceCount: family.maxAbsenceCount,
      currentAbsenceCount: family.currentAbsenceCount,
      absencesLocked: row.item?.monthLocked === true || input.locks?.monthLocked === true,
      // The family-reason days are at the limit or within 2 days of it (a compulsory-age child only).
      showFamilyAbsenceWarningMessage: family.maxAbsenceCount !== null && family.nearLimit,
      studentAttendanceRequests: (input.requests ?? []).filter(
        (r) => r.studentId === row.childId && r.fromDate <= monthTo && r.toDate >= monthFrom,
      ),
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
          isEnrolled: enrolledOn(row, input.group.id, d.date),
          medicalNotes: notes
            .filter((note) => note.fromDate <= d.date && d.date <= note.toDate)
            .map(({ studentId: _, ...note }) => note),
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
    isKindergartenMonthLocked: false, // grid.ts answers the kindergarten's month lock over this
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
        isFuture: d.date > input.today,
        present: types.filter((t) => presentStatuses.includes(t)).length,
        absent: types.filter((t) => absentStatuses.includes(t)).length,
      };
    }),
    students,
  };
}

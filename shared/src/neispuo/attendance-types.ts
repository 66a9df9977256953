import { StudentAttendanceStatus as S, type StudentAttendanceStatus } from '../enums';

/**
 * How a day of Gradina's attendance grid reaches НЕИСПУО's group diary (issue #31): НЕИСПУО's AttendanceDO
 * knows three types (1 present, 2 unexcused, 3 excused) and, only with type 3, three reasons (1 health,
 * 2 family, 3 other). Gradina's fifteen statuses fold into them by this table; a status with `null` is not a
 * school-day record at all (a locked day, a vacation day) and is never sent — a record already sent for that
 * day is deleted instead.
 */
export const NeispuoAttendanceType = { Present: 1, Unexcused: 2, Excused: 3 } as const;
export type NeispuoAttendanceType = (typeof NeispuoAttendanceType)[keyof typeof NeispuoAttendanceType];

export const NeispuoExcusedReason = { Health: 1, Family: 2, Other: 3 } as const;
export type NeispuoExcusedReason = (typeof NeispuoExcusedReason)[keyof typeof NeispuoExcusedReason];

export interface NeispuoAttendanceMark {
  type: NeispuoAttendanceType;
  /** Only with type 3 (Excused). */
  excusedReason: NeispuoExcusedReason | null;
}

const present: NeispuoAttendanceMark = { type: NeispuoAttendanceType.Present, excusedReason: null };
const unexcused: NeispuoAttendanceMark = { type: NeispuoAttendanceType.Unexcused, excusedReason: null };
const excused = (reason: NeispuoExcusedReason): NeispuoAttendanceMark => ({
  type: NeispuoAttendanceType.Excused,
  excusedReason: reason,
});

export const neispuoAttendanceTable: Readonly<Record<StudentAttendanceStatus, NeispuoAttendanceMark | null>> =
  {
    [S.Attendance]: present,
    // A child who came for part of the day was there.
    [S.Hourly1]: present,
    [S.Hourly2]: present,
    [S.Hourly3]: present,
    [S.Absence]: unexcused,
    [S.SicknessAbsence5]: excused(NeispuoExcusedReason.Health),
    [S.SicknessAbsence6]: excused(NeispuoExcusedReason.Health),
    [S.TELKAbsence]: excused(NeispuoExcusedReason.Health),
    [S.FamilyReasonAbsence]: excused(NeispuoExcusedReason.Family),
    // Excused without a named reason, quarantine, a resource centre and a flu break: „по други причини“.
    [S.Excused]: excused(NeispuoExcusedReason.Other),
    [S.Quarantine]: excused(NeispuoExcusedReason.Other),
    [S.SpecializedCenter]: excused(NeispuoExcusedReason.Other),
    [S.FluBreak]: excused(NeispuoExcusedReason.Other),
    [S.Locked]: null,
    [S.Vacancy]: null,
  };

/** The НЕИСПУО mark of a grid cell; null for an empty cell, an unknown number or a status never sent. */
export const neispuoMarkOf = (status: number | undefined | null): NeispuoAttendanceMark | null =>
  typeof status === 'number' && Object.hasOwn(neispuoAttendanceTable, status)
    ? neispuoAttendanceTable[status as StudentAttendanceStatus]
    : null;

/** НЕИСПУО's class codes of kindergarten groups (BasicClassID), by the group's age. */
export const neispuoGroupCodes = [
  { code: -5, name: 'Яслена група' },
  { code: -4, name: 'Първа група' },
  { code: -3, name: 'Втора група' },
  { code: -6, name: 'Трета група' },
  { code: -1, name: 'Четвърта група' },
  { code: 21, name: 'Разновъзрастова група' },
  { code: 32, name: 'Подготвителна група в училище' },
] as const;

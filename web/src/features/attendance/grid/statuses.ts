import {
  attendanceStatuses,
  StudentAttendanceStatus as S,
  type StudentAttendanceStatus,
} from '@gradina/shared';

/**
 * The statuses a cell shows (the one shared table, shared/src/attendance-statuses.ts) and the keys that set
 * them (documented on the screen).
 */

export const statusShort = (s: StudentAttendanceStatus) => attendanceStatuses[s].short;
export const statusName = (s: StudentAttendanceStatus) => attendanceStatuses[s].name;
export const statusColor = (s: StudentAttendanceStatus) => attendanceStatuses[s].color;

/** Letter keys (Latin and the Bulgarian phonetic layout) of the everyday statuses. */
const letterKeys: Record<string, StudentAttendanceStatus> = {
  p: S.Attendance,
  п: S.Attendance,
  n: S.Absence,
  н: S.Absence,
  s: S.Excused,
  с: S.Excused,
  r: S.FamilyReasonAbsence,
  р: S.FamilyReasonAbsence,
  b: S.SicknessAbsence5,
  б: S.SicknessAbsence5,
};

/** The statuses a teacher may set (Locked is the director's lock, not a mark). */
export const markableStatuses = (Object.values(S) as StudentAttendanceStatus[]).filter((s) => s !== S.Locked);

/**
 * The status a key sets: a letter, or a digit 1-9 for statuses 1-9; null for Delete/Backspace (clears the
 * cell); undefined for any other key.
 */
export function statusOfKey(key: string): StudentAttendanceStatus | null | undefined {
  if (key === 'Delete' || key === 'Backspace') return null;
  const lower = key.toLowerCase();
  if (lower in letterKeys) return letterKeys[lower];
  if (/^[1-9]$/.test(key)) return Number(key) as StudentAttendanceStatus;
  return undefined;
}

/** The legend of the keys, as the screen shows it. */
export const keyLegend = [
  'П/P – присъствие',
  'Н/N – неизвинено',
  'С/S – извинено',
  'Р/R – семейни причини',
  'Б/B – болест',
  '1-9 – статус по номер',
  'Delete – изчиства',
];

import { StudentAttendanceStatus as S, type StudentAttendanceStatus } from './enums';

/**
 * THE table of the children's attendance statuses (issue #24, point 7): the grid, its legend, the printed group
 * register, the references, the parents' screens and every export show these short and long labels, and count
 * a day by its `kind`. No other file names a status (a source-rules test, attendance-statuses.test.ts, greps
 * for the labels elsewhere).
 *
 * The short labels are the spec's (screens document, enums: П, НО, МБ, МБП, ГВ, РСЦ, С, СП, ПК, 1ч., 2ч., 3ч.,
 * В); the spec gives 13 labels for 15 statuses, so the two it leaves out get their own: „З“ for a locked day
 * (13) and „ТЕЛК“ for an absence by a ТЕЛК decision (15). Excused (3) is „С“ (not „ИО“) and Quarantine (10)
 * „ПК“ (not „К“) because those are the spec's labels; status 6 „МБП“ is the sickness absence with a hospital's
 * note, the meaning the grid (where the statuses are entered) has always shown (docs/decisions.md).
 */

/** How a day counts: the child there (hourly too), away with a reason, away without one, or neither. */
export type DayKind = 'present' | 'excused' | 'unexcused' | 'none';

export interface AttendanceStatusLabel {
  /** The mark in a cell and in the printed register. */
  short: string;
  /** The full name, in legends, toasts and the references' day lists. */
  name: string;
  /** A Mantine colour name for the cell. */
  color: string;
  kind: DayKind;
}

export const attendanceStatuses: Readonly<Record<StudentAttendanceStatus, AttendanceStatusLabel>> = {
  [S.Absence]: { short: 'НО', name: 'Неизвинено отсъствие', color: 'red', kind: 'unexcused' },
  [S.Attendance]: { short: 'П', name: 'Присъствие', color: 'green', kind: 'present' },
  [S.Excused]: { short: 'С', name: 'Извинено отсъствие', color: 'yellow', kind: 'excused' },
  [S.FamilyReasonAbsence]: {
    short: 'СП',
    name: 'Отсъствие по семейни причини',
    color: 'orange',
    kind: 'excused',
  },
  [S.SicknessAbsence5]: { short: 'МБ', name: 'Болест с медицинска бележка', color: 'blue', kind: 'excused' },
  [S.SicknessAbsence6]: {
    short: 'МБП',
    name: 'Болест с медицинска бележка от болница',
    color: 'indigo',
    kind: 'excused',
  },
  // The hourly statuses are a child who came for part of the day: present.
  [S.Hourly1]: { short: '1ч.', name: 'Почасово присъствие: 1 час', color: 'teal', kind: 'present' },
  [S.Hourly2]: { short: '2ч.', name: 'Почасово присъствие: 2 часа', color: 'teal', kind: 'present' },
  [S.Hourly3]: { short: '3ч.', name: 'Почасово присъствие: 3 часа', color: 'teal', kind: 'present' },
  [S.Quarantine]: { short: 'ПК', name: 'Под карантина', color: 'grape', kind: 'excused' },
  [S.SpecializedCenter]: {
    short: 'РСЦ',
    name: 'В ресурсен или специализиран център',
    color: 'cyan',
    kind: 'excused',
  },
  [S.FluBreak]: { short: 'ГВ', name: 'Грипна ваканция', color: 'violet', kind: 'excused' },
  // A locked day without a mark and a vacation day are neither attendance nor absence.
  [S.Locked]: { short: 'З', name: 'Заключен ден', color: 'dark', kind: 'none' },
  [S.Vacancy]: { short: 'В', name: 'Ваканция', color: 'lime', kind: 'none' },
  [S.TELKAbsence]: { short: 'ТЕЛК', name: 'Отсъствие по решение на ТЕЛК', color: 'pink', kind: 'excused' },
};

const known = (status: number | undefined | null): status is StudentAttendanceStatus =>
  typeof status === 'number' && Object.hasOwn(attendanceStatuses, status);

/** A cell's short mark; '' for an unmarked cell or an unknown number. */
export const statusShortLabel = (status: number | undefined | null): string =>
  known(status) ? attendanceStatuses[status].short : '';

/** A status's full name; '' for an unmarked cell or an unknown number. */
export const statusLongLabel = (status: number | undefined | null): string =>
  known(status) ? attendanceStatuses[status].name : '';

/** How a cell counts (`none` for an unmarked cell). */
export const statusKind = (status: number | undefined | null): DayKind =>
  known(status) ? attendanceStatuses[status].kind : 'none';

/** The legend's lines, `П – Присъствие`, in the statuses' order. */
export const statusLegend = (): string[] =>
  (Object.values(attendanceStatuses) as AttendanceStatusLabel[]).map((s) => `${s.short} – ${s.name}`);

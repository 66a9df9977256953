import { StudentAttendanceStatus as S } from '@gradina/shared';
import { kindOf } from '../../../platform/attendance';

/** How a reference counts a day cell: the rule is shared with other areas' reads (platform/attendance). */
export { type DayKind, kindOf } from '../../../platform/attendance';

/** The full Bulgarian name of each status, for the references' cells and legends. */
export const statusNames: Record<number, string> = {
  [S.Absence]: 'Неизвинено отсъствие',
  [S.Attendance]: 'Присъствие',
  [S.Excused]: 'Извинено отсъствие',
  [S.FamilyReasonAbsence]: 'Отсъствие по семейни причини',
  [S.SicknessAbsence5]: 'Болест (медицинска бележка)',
  [S.SicknessAbsence6]: 'Болест (медицинска бележка от личен лекар)',
  [S.Hourly1]: 'Почасово присъствие (1 ч.)',
  [S.Hourly2]: 'Почасово присъствие (2 ч.)',
  [S.Hourly3]: 'Почасово присъствие (3 ч.)',
  [S.Quarantine]: 'Карантина',
  [S.SpecializedCenter]: 'Ресурсен/специализиран център',
  [S.FluBreak]: 'Грипна ваканция',
  [S.Locked]: 'Заключен ден',
  [S.Vacancy]: 'Ваканция',
  [S.TELKAbsence]: 'Отсъствие по ТЕЛК',
};

/** Short marks for the month grid of a reference (one or two letters, as the printed register). */
export const statusMarks: Record<number, string> = {
  [S.Absence]: 'НО',
  [S.Attendance]: 'П',
  [S.Excused]: 'ИО',
  [S.FamilyReasonAbsence]: 'СП',
  [S.SicknessAbsence5]: 'МБ',
  [S.SicknessAbsence6]: 'МБП',
  [S.Hourly1]: '1ч.',
  [S.Hourly2]: '2ч.',
  [S.Hourly3]: '3ч.',
  [S.Quarantine]: 'К',
  [S.SpecializedCenter]: 'РСЦ',
  [S.FluBreak]: 'ГВ',
  [S.Locked]: 'З',
  [S.Vacancy]: 'В',
  [S.TELKAbsence]: 'ТЕЛК',
};

/**
 * НЕИСПУО's attendance codes (DOMAIN-NOTES): 1 present, 2 unexcused, 3 excused; an excused day carries the
 * reason 1 health, 2 family, 3 other. Cells that are neither attendance nor absence have no code.
 */
export function neispuoCode(
  status: number | undefined,
): { code: 1 | 2 | 3; reason: 1 | 2 | 3 | null } | null {
  const kind = kindOf(status);
  if (kind === 'present') return { code: 1, reason: null };
  if (kind === 'unexcused') return { code: 2, reason: null };
  if (kind === 'none') return null;
  if (status === S.FamilyReasonAbsence) return { code: 3, reason: 2 };
  if (status === S.SicknessAbsence5 || status === S.SicknessAbsence6 || status === S.TELKAbsence)
    return { code: 3, reason: 1 };
  return { code: 3, reason: 3 };
}

import { StudentAttendanceStatus as S } from '@gradina/shared';
import { kindOf } from '../../../domain/attendance';

/** A cell's mark and a status's name: the one shared table (shared/src/attendance-statuses.ts). */
export { statusLongLabel, statusShortLabel } from '@gradina/shared';
/** How a reference counts a day cell: the rule is shared with other areas' reads (domain/attendance). */
export { type DayKind, kindOf } from '../../../domain/attendance';

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

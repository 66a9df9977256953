import { StudentAttendanceStatus as S } from '@gradina/shared';
import { tenantPrefix } from '../db/keys';
import { queryAll } from '../db/query';

/**
 * The children's attendance as areas other than attendance read it (the planning area's missed-topics
 * report). The items are the attendance grid's child-months (docs/areas/attendance-grid.md): one per child
 * and month, `KG#<kg>#ATT#<YYYY-MM>` / `GROUP#<groupId>#CHILD#<childId>`, the days as `d01`…`d31` holding the
 * status number; this read never writes them.
 */

/** What a day cell counts as: the child there, away with a reason, away without one, or neither. */
/**
 * Compulsory preschool: 4 or older on 1 January of the year (DOMAIN-NOTES "Attendance rules", issue #14). The
 * grid, its aggregates, the references and the family-reason limit all decide with this one rule, by the
 * calendar year of the day or month in question.
 */
export function isCompulsoryAge(birthDate: string, year: number): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(birthDate)) return false;
  return `${year - 4}-01-01` >= birthDate;
}

export type DayKind = 'present' | 'excused' | 'unexcused' | 'none';

const kinds: Record<number, DayKind> = {
  [S.Absence]: 'unexcused',
  [S.Attendance]: 'present',
  // The hourly statuses are a child who came for part of the day: present.
  [S.Hourly1]: 'present',
  [S.Hourly2]: 'present',
  [S.Hourly3]: 'present',
  [S.Excused]: 'excused',
  [S.FamilyReasonAbsence]: 'excused',
  [S.SicknessAbsence5]: 'excused',
  [S.SicknessAbsence6]: 'excused',
  [S.Quarantine]: 'excused',
  [S.SpecializedCenter]: 'excused',
  [S.FluBreak]: 'excused',
  [S.TELKAbsence]: 'excused',
  // A locked day without a mark and a vacant place are neither attendance nor absence.
  [S.Locked]: 'none',
  [S.Vacancy]: 'none',
};

export const kindOf = (status: number | undefined): DayKind =>
  status === undefined ? 'none' : (kinds[status] ?? 'none');

export interface ChildMonthDays {
  childId: string;
  groupId: string;
  /** `YYYY-MM`. */
  month: string;
  firstName: string;
  lastName: string;
  /** Status by day of month (1…31). */
  days: Record<number, number>;
}

/** The child-months of one kindergarten month (one Query), of one group when `groupId` is given. */
export async function childMonthsOf(
  kindergartenId: string,
  month: string,
  groupId?: string,
): Promise<ChildMonthDays[]> {
  const items = await queryAll<Record<string, unknown>>({
    partition: `${tenantPrefix(kindergartenId)}#ATT#${month}`,
    beginsWith: groupId ? `GROUP#${groupId}#CHILD#` : 'GROUP#',
  });
  return items
    .filter((i) => i.type === 'ChildMonth')
    .map((i) => {
      const days: Record<number, number> = {};
      for (const [name, value] of Object.entries(i)) {
        const m = /^d(\d\d)$/.exec(name);
        if (m && typeof value === 'number') days[Number(m[1])] = value;
      }
      return {
        childId: String(i.childId),
        groupId: String(i.groupId),
        month,
        firstName: String(i.firstName ?? ''),
        lastName: String(i.lastName ?? ''),
        days,
      };
    });
}

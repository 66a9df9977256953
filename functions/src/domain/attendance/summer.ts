import { AbsenceType, RequestStatus } from '@gradina/shared';
import type { SummerDay } from '@gradina/shared/manifest/routes/attendance/summer';
import { type RequestItem, requestsOfSchoolYear } from './requests';
import { workingDatesBetween } from './working-days';

/**
 * The summer head count: for each working day of June to September, the children whose parents declared
 * that week (pending or approved declarations; a rejected one counts for nothing), in total and per group.
 * The kitchen plans meals from it, so it is the kindergarten's whole count for everyone who may see it.
 */
export function headCounts(
  workingDays: readonly string[],
  declarations: readonly Pick<RequestItem, 'status' | 'days' | 'groupId' | 'groupName'>[],
  groupId?: string,
): SummerDay[] {
  const live = declarations.filter(
    (d) => d.status !== RequestStatus.Rejected && (!groupId || d.groupId === groupId),
  );
  return workingDays.map((date) => {
    const groups = new Map<string, { groupId: string; groupName: string; expected: number }>();
    for (const d of live)
      if (d.days.includes(date)) {
        const g = groups.get(d.groupId) ?? { groupId: d.groupId, groupName: d.groupName, expected: 0 };
        g.expected++;
        groups.set(d.groupId, g);
      }
    const list = [...groups.values()].sort((a, b) => a.groupName.localeCompare(b.groupName, 'bg'));
    return { date, expected: list.reduce((s, g) => s + g.expected, 0), groups: list };
  });
}

/**
 * The head counts of one summer (the attendance route and the manciple's home page): two Queries of the
 * declarations (their school year starts in the year before or in that year) and the calendar's two.
 */
export async function summerHeadCountsOf(kindergartenId: string, year: number, groupId?: string) {
  const [before, same, days] = await Promise.all([
    requestsOfSchoolYear(kindergartenId, year - 1, AbsenceType.Attendance),
    requestsOfSchoolYear(kindergartenId, year, AbsenceType.Attendance),
    workingDatesBetween(kindergartenId, `${year}-06-01`, `${year}-09-30`, undefined),
  ]);
  const declarations = [...before, ...same].filter((r) => r.fromDate.startsWith(`${year}-`));
  return {
    days: headCounts(days, declarations, groupId),
    declarations: declarations.filter((d) => d.status !== RequestStatus.Rejected).length,
  };
}

/** The summer of the coming June: this year's until September, next year's from October on. */
export const comingSummer = (today: string) =>
  Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 10 ? 1 : 0);

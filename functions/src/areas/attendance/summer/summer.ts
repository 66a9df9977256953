import { AbsenceType, RequestStatus, Role } from '@gradina/shared';
import type { SummerDay } from '@gradina/shared/manifest/routes/attendance/summer';
import { forbidden } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type RequestItem, requestsOfSchoolYear } from '../requests/items';
import { workingDatesBetween } from '../requests/working-days';

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

/** Two Queries of the declarations (their school year starts in the year before or in that year) and the calendar's two. */
export async function summerHeadCounts(
  session: TenantRouteSession,
  q: { year: number; groupId?: string | undefined },
) {
  if (session.role === Role.Parent)
    throw forbidden('Броят на децата през лятото се вижда само от персонала.');
  const [before, same, days] = await Promise.all([
    requestsOfSchoolYear(session.kindergartenId, q.year - 1, AbsenceType.Attendance),
    requestsOfSchoolYear(session.kindergartenId, q.year, AbsenceType.Attendance),
    workingDatesBetween(session.kindergartenId, `${q.year}-06-01`, `${q.year}-09-30`, undefined),
  ]);
  const declarations = [...before, ...same].filter((r) => r.fromDate.startsWith(`${q.year}-`));
  return {
    days: headCounts(days, declarations, q.groupId),
    declarations: declarations.filter((d) => d.status !== RequestStatus.Rejected).length,
  };
}

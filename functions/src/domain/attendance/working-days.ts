import { dayOffMaxDays } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { addDays, calendarOf, daysOffAround, nationalDays } from '../calendar';

/**
 * The working days of a period for a child's group (domain/calendar: weekends, official holidays,
 * national days, the kindergarten's and the group's days off are not). `groupId` may be the group of each
 * day (a child moved within the period: each day is closed or open by the group it was in). Two Queries.
 */
export async function workingDatesBetween(
  kindergartenId: string,
  from: string,
  to: string,
  groupId: string | null | undefined | ((date: string) => string | null | undefined),
): Promise<string[]> {
  const [own, national] = await Promise.all([
    daysOffAround(kindergartenId, from, to, addDays(from, -dayOffMaxDays)),
    nationalDays(from, to),
  ]);
  const groupOf = typeof groupId === 'function' ? groupId : () => groupId;
  return calendarOf(from, to, national, own)
    .filter((d) => {
      const group = groupOf(d.date);
      return !d.isDayOff && !(group && d.closedGroupIds.includes(group));
    })
    .map((d) => d.date);
}

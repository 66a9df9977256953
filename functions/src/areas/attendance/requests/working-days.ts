import { dayOffMaxDays } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { addDays, calendarOf, daysOffAround, nationalDays } from '../../../platform/calendar';

/**
 * The working days of a period for a child's group (platform/calendar: weekends, official holidays,
 * national days, the kindergarten's and the group's days off are not). Two Queries.
 */
export async function workingDatesBetween(
  kindergartenId: string,
  from: string,
  to: string,
  groupId: string | null | undefined,
): Promise<string[]> {
  const [own, national] = await Promise.all([
    daysOffAround(kindergartenId, from, to, addDays(from, -dayOffMaxDays)),
    nationalDays(from, to),
  ]);
  return calendarOf(from, to, national, own)
    .filter((d) => !d.isDayOff && !(groupId && d.closedGroupIds.includes(groupId)))
    .map((d) => d.date);
}

/**
 * Days-off demo data: a few days off of the main demo kindergarten in its active school year (a quarantine
 * of one group, a flu vacation, the Christmas vacation), written through the days-off feature's own domain
 * function, so the items and their indexes are exactly what the product writes. Issue #24: a quarantine
 * week of „Звездички“ in October, its children marked ПК (the day stays open: only a DayOff closes), and a
 * DayOff of that group in December (the grid refuses marks on it).
 *
 *   await seedDaysOffDemo(demo);        // after the world is saved (db() / TABLE_NAME)
 */
import { setDays } from '../../../functions/src/areas/attendance/grid/items';
import { saveDayOff } from '../../../functions/src/areas/kindergartens/days-off/days-off';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { DayOffType, Role, StudentAttendanceStatus } from '../../../shared/src/enums';
import type { SchoolYear } from './builders';
import type { DemoWorld } from './seed';

export async function seedDaysOffDemo(demo: DemoWorld): Promise<{ daysOff: number }> {
  const { main } = demo.kindergartens;
  const year = demo.world.items.find(
    (i): i is SchoolYear => 'type' in i && i.type === 'SchoolYear' && i.id === main.activePeriodId,
  );
  if (!year) throw new Error('days-off demo: the main kindergarten has no active school year');
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: year.id,
    can: () => true,
  };
  const groups = demo.groups.filter((g) => g.kindergartenId === main.id && g.periodId === year.id);
  const stars = groups.find((g) => g.name.includes('Звездички')) ?? groups[0];
  const first = year.yearFrom;
  const next = first + 1;
  const days = [
    {
      type: DayOffType.Quarantine,
      name: 'Карантина – варицела',
      fromDate: `${first}-12-01`,
      toDate: `${first}-12-03`,
      groupIds: stars ? [stars.id] : [],
    },
    {
      type: DayOffType.Vacation,
      name: 'Коледна ваканция',
      fromDate: `${first}-12-29`,
      toDate: `${first}-12-31`,
      groupIds: [],
    },
    {
      type: DayOffType.FluVacation,
      name: 'Грипна ваканция',
      fromDate: `${next}-02-08`,
      toDate: `${next}-02-12`,
      groupIds: [],
    },
    ...(stars ? groupDays(stars.id, first) : []),
  ];
  for (const d of days) await saveDayOff(director, { periodId: year.id, ...d }, undefined);
  // The quarantine week's children are marked ПК (the grid demo then fills only the days still empty).
  if (stars)
    await Promise.all(
      demo.children
        .filter((c) => c.groupId === stars.id)
        .map((c) =>
          setDays(main.id, {
            childId: c.id,
            groupId: stars.id,
            month: `${first}-10`,
            days: Object.fromEntries(
              quarantineWeek(first)
                .filter((date) => !c.enrolledOn || c.enrolledOn <= date)
                .map((date) => [date, StudentAttendanceStatus.Quarantine]),
            ),
          }),
        ),
    );
  return { daysOff: days.length };
}

/** Monday 12 to Friday 16 October of the year's first calendar year (2026: a week without holidays). */
const quarantineWeek = (first: number) => [12, 13, 14, 15, 16].map((d) => `${first}-10-${d}`);

/** The group's quarantine week (open, marked ПК) and a DayOff that closes it for a day in December. */
function groupDays(groupId: string, first: number) {
  const week = quarantineWeek(first);
  return [
    {
      type: DayOffType.Quarantine,
      name: 'Карантина – скарлатина',
      fromDate: week[0]!,
      toDate: week.at(-1)!,
      groupIds: [groupId],
    },
    {
      type: DayOffType.DayOff,
      name: 'Дезинфекция на занималнята',
      fromDate: `${first}-12-07`,
      toDate: `${first}-12-07`,
      groupIds: [groupId],
    },
  ];
}

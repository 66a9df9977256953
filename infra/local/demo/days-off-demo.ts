/**
 * Days-off demo data: a few days off of the main demo kindergarten in its active school year (a quarantine
 * of one group, a flu vacation, the Christmas vacation), written through the days-off feature's own domain
 * function, so the items and their indexes are exactly what the product writes.
 *
 *   await seedDaysOffDemo(demo);        // after the world is saved (db() / TABLE_NAME)
 */
import { saveDayOff } from '../../../functions/src/areas/kindergartens/days-off/days-off';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { DayOffType, Role } from '../../../shared/src/enums';
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
  const stars = demo.groups.find((g) => g.kindergartenId === main.id && g.periodId === year.id);
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
  ];
  for (const d of days) await saveDayOff(director, { periodId: year.id, ...d }, undefined);
  return { daysOff: days.length };
}

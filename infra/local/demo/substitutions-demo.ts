/**
 * Substitutions demo data: a few substitutions in the main demo kindergarten in each of the first three
 * months of its active school year (a teacher on sick leave, at a training, on leave, replaced by a teacher
 * of another group), written through the feature's own domain function, so the items, the substitutes'
 * booked hours and the months' `substitutions` aggregates are exactly what the product writes (the seed
 * runs before the stream poller starts, and the feature writes its aggregates itself anyway).
 *
 *   await seedSubstitutionsDemo(demo);  // after the world and the days off are saved
 */
import { saveSubstitution } from '../../../functions/src/areas/staff/substitutions/substitutions';
import { monthWorkingDays } from '../../../functions/src/domain/calendar';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role } from '../../../shared/src/enums';
import type { SchoolYear } from './builders';
import type { DemoWorld } from './seed';

const bookings = [
  { reason: 'Болничен', topic: 'Есенни плодове и зеленчуци', fromHour: 7, toHour: 13, days: 2 },
  { reason: 'Квалификационен курс', topic: 'Игри с числа до 5', fromHour: 13, toHour: 19, days: 1 },
  { reason: 'Платен отпуск', topic: 'Приказката „Дядовата ръкавичка“', fromHour: 8, toHour: 12, days: 3 },
];

export async function seedSubstitutionsDemo(demo: DemoWorld): Promise<{ substitutions: number }> {
  const { main } = demo.kindergartens;
  const year = demo.world.items.find(
    (i): i is SchoolYear => 'type' in i && i.type === 'SchoolYear' && i.id === main.activePeriodId,
  );
  if (!year) throw new Error('substitutions demo: the main kindergarten has no active school year');
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: year.id,
    can: () => true,
  };
  const groups = demo.groups.filter(
    (g) => g.kindergartenId === main.id && g.periodId === year.id && (g.teacherIds?.length ?? 0) >= 2,
  );
  if (groups.length < 2)
    throw new Error('substitutions demo: the main kindergarten needs two groups with teachers');
  let count = 0;
  for (const [m, month] of [9, 10, 11].entries()) {
    for (const [b, booking] of bookings.entries()) {
      const group = groups[(m + b) % groups.length]!;
      const helper = groups[(m + b + 1) % groups.length]!;
      const days = (await monthWorkingDays(main.id, year.yearFrom, month, group.id))
        .filter((d) => d.isWorkingDay)
        .map((d) => d.date);
      // Each booking of a month starts a week after the one before, so no substitute is booked twice.
      const dates = days.slice(3 + b * 5, 3 + b * 5 + booking.days);
      await saveSubstitution(director, {
        substituteId: helper.teacherIds![1]!,
        absentTeacherId: group.teacherIds![b % 2]!,
        groupId: group.id,
        dates,
        fromHour: booking.fromHour,
        toHour: booking.toHour,
        reason: booking.reason,
        topic: booking.topic,
      });
      count++;
    }
  }
  return { substitutions: count };
}

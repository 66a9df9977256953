/**
 * Staff attendance and meals demo data: September to November of the main demo kindergarten's active school
 * year (November up to the demo's today, 21.11), written through the features' own functions, so the items are
 * exactly what the product writes. Teachers work first and second shifts by turns of a week, the others are
 * present; a few are on sick or paid leave, one is on a business trip, one teaches lecturing hours; most eat
 * in the kindergarten on the days they work. The director has locked September.
 *
 *   await seedStaffAttendanceDemo(demo);  // after the staff records and the days off are saved
 */

import type { CellInput, MonthDay } from '../../../functions/src/areas/staff/attendance/attendance';
import { staffOfMonth } from '../../../functions/src/areas/staff/attendance/attendance';
import { workingMonth } from '../../../functions/src/areas/staff/attendance/month-days';
import { lockMonth, markCells } from '../../../functions/src/areas/staff/attendance/staff-attendance';
import { saveMeals } from '../../../functions/src/areas/staff/meals/meals';
import { listStaff, type StaffItem } from '../../../functions/src/areas/staff/records/items';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { TeacherAttendanceKind as K, Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

const demoToday = '2026-11-21';

/** What a staff member did on the n-th working day of a month (n from 0); deterministic per person. */
function kindOf(person: StaffItem, p: number, n: number, date: string): { type: K; hours?: number } {
  const month = Number(date.slice(5, 7));
  // A week of sick leave for one in three people, each in a different month and week.
  if (p % 3 === month % 3 && n >= 5 * (p % 4) && n < 5 * (p % 4) + 3) return { type: K.SickLeave };
  if (p % 7 === 1 && month === 10 && n >= 10 && n < 15) return { type: K.PaidLeave };
  if (p % 11 === 2 && n === 8) return { type: K.BusinessTrip };
  if (p % 13 === 4 && n % 5 === 2) return { type: K.Lecturing, hours: 2 };
  if (person.role === Role.Teacher) return { type: Math.floor(n / 5 + p) % 2 === 0 ? K.Shift1 : K.Shift2 };
  return { type: K.Attendance };
}

export async function seedStaffAttendanceDemo(demo: DemoWorld): Promise<{ cells: number; meals: number }> {
  const { main } = demo.kindergartens;
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
  const staff = await listStaff(main.id);
  let cells = 0;
  let meals = 0;
  for (const month of [9, 10, 11]) {
    const days: MonthDay[] = await workingMonth(main.id, 2026, month);
    const working = days.filter((d) => !d.isDayOff && d.date < demoToday);
    const people = staffOfMonth(staff, days);
    const marks: CellInput[] = [];
    const eating: { teacherId: string; forDate: string; eats: boolean }[] = [];
    people.forEach((person, p) => {
      working.forEach((d, n) => {
        const { type, hours } = kindOf(person, p, n, d.date);
        marks.push({ teacherId: person.userId, forDate: d.date, type, hours: hours ?? null });
        const atWork = type !== K.SickLeave && type !== K.PaidLeave && type !== K.BusinessTrip;
        if (atWork && p % 4 !== 3) eating.push({ teacherId: person.userId, forDate: d.date, eats: true });
      });
    });
    if (marks.length > 0) await markCells(director, marks);
    if (eating.length > 0) await saveMeals(director, eating);
    cells += marks.length;
    meals += eating.length;
  }
  await lockMonth(director, 2026, 9, true);
  return { cells, meals };
}

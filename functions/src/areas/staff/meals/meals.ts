import { formatDateDigits } from '@gradina/shared/format-dates';
import type { StaffMealsMonth } from '@gradina/shared/manifest/routes/staff/meals';
import type { FieldError } from '@gradina/shared/validation';
import { monthOf } from '../../../domain/calendar';
import { readStaffMeals, type StaffMealsOfMonth } from '../../../domain/staff-meals';
import { refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type MonthDay, staffName, staffOfMonth } from '../attendance/attendance';
import { workingMonth } from '../attendance/month-days';
import { listStaff, type StaffItem } from '../records/items';
import { writeStaffMeals } from './items';

/** Staff meals: the month's table and the marks of who eats on which working day. */

export function mealsMonthOf(
  year: number,
  month: number,
  staff: readonly StaffItem[],
  meals: readonly StaffMealsOfMonth[],
  days: readonly MonthDay[],
): StaffMealsMonth {
  const byStaff = new Map(meals.map((m) => [m.staffId, m.dates]));
  return {
    year,
    month,
    days: days.map((d) => ({ date: d.date, weekday: d.weekday, isDayOff: d.isDayOff })),
    teachers: staffOfMonth(staff, days).map((s) => ({
      teacherId: s.userId,
      teacherName: staffName(s),
      position: s.position ?? '',
      dates: byStaff.get(s.userId) ?? [],
    })),
  };
}

export interface MealCell {
  teacherId: string;
  forDate: string;
  eats: boolean;
}

/** Field errors of meal marks: one month, staff of the month, a meal only on a working day. */
export function checkMealCells(
  cells: readonly MealCell[],
  staffIds: ReadonlySet<string>,
  days: readonly MonthDay[],
) {
  const errors: FieldError[] = [];
  const byDate = new Map(days.map((d) => [d.date, d]));
  cells.forEach((c, i) => {
    const day = byDate.get(c.forDate);
    if (!day)
      errors.push({
        field: `cells.${i}.forDate`,
        message: 'Полето "Дата": всички клетки трябва да са от един месец.',
      });
    else if (day.isDayOff && c.eats)
      errors.push({
        field: `cells.${i}.forDate`,
        message: `Полето "Дата": ${formatDateDigits(c.forDate)} е почивен ден.`,
      });
    if (!staffIds.has(c.teacherId))
      errors.push({
        field: `cells.${i}.teacherId`,
        message: 'Полето "Служител": няма такъв служител през месеца.',
      });
  });
  return errors;
}

export async function staffMealsMonth(kindergartenId: string, year: number, month: number) {
  const [staff, meals, days] = await Promise.all([
    listStaff(kindergartenId),
    readStaffMeals(kindergartenId, monthOf(year, month)),
    workingMonth(kindergartenId, year, month),
  ]);
  return mealsMonthOf(year, month, staff, meals, days);
}

/** Saves meal marks: all checked first (400, nothing written), then one UpdateItem per staff member. */
export async function saveMeals(session: TenantRouteSession, cells: readonly MealCell[]) {
  const kg = session.kindergartenId;
  const first = cells[0] as MealCell;
  const year = Number(first.forDate.slice(0, 4));
  const month = Number(first.forDate.slice(5, 7));
  const [staff, days] = await Promise.all([listStaff(kg), workingMonth(kg, year, month)]);
  const ofMonth = new Map(staffOfMonth(staff, days).map((s) => [s.userId, s]));
  const errors = checkMealCells(cells, new Set(ofMonth.keys()), days);
  refuseInvalid(errors);
  const writes = new Map<string, Record<number, boolean>>();
  for (const c of cells)
    writes.set(c.teacherId, { ...writes.get(c.teacherId), [Number(c.forDate.slice(8, 10))]: c.eats });
  await Promise.all(
    [...writes].map(([id, days]) =>
      writeStaffMeals(kg, monthOf(year, month), id, staffName(ofMonth.get(id) as StaffItem), days),
    ),
  );
  return saved(null);
}

import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The staff attendance and meals queries; the keys are the route ids, so invalidating one refreshes its views. */

export const staffMonthQuery = (kindergartenId: string, year: number, month: number) =>
  apiQuery('staff.staffAttendanceMonth', { path: { month, year }, query: { kindergartenId } });

export const staffReferenceQuery = (kindergartenId: string, year: number, month: number) =>
  apiQuery('staff.staffAttendanceReference', { path: { month, year }, query: { kindergartenId } });

export const staffMealsQuery = (kindergartenId: string, year: number, month: number) =>
  apiQuery('staff.staffMeals', { query: { kindergartenId, month, year } });

export const staffNutritionQuery = (kindergartenId: string, year: number, month: number) =>
  apiQuery('storage.staffNutritionReport', { query: { kindergartenId, month, year } });

/** Cells marked or the month locked: the grid and its reference. */
export function invalidateStaffAttendance(client: QueryClient) {
  return Promise.all(
    ['staff.staffAttendanceMonth', 'staff.staffAttendanceCurrent', 'staff.staffAttendanceReference'].map(
      (id) => client.invalidateQueries({ queryKey: ['api', id] }),
    ),
  );
}

/** Meals marked: the meals table and the nutrition report. */
export function invalidateStaffMeals(client: QueryClient) {
  return Promise.all(
    ['staff.staffMeals', 'storage.staffNutritionReport'].map((id) =>
      client.invalidateQueries({ queryKey: ['api', id] }),
    ),
  );
}

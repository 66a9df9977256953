import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../api/query';

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
export const invalidateStaffAttendance = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'staff.staffAttendanceMonth',
    'staff.staffAttendanceCurrent',
    'staff.staffAttendanceReference',
  );

/** Meals marked: the meals table and the nutrition report. */
export const invalidateStaffMeals = (client: QueryClient) =>
  invalidateRoutes(client, 'staff.staffMeals', 'storage.staffNutritionReport');

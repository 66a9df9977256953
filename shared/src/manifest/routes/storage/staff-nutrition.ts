import { z } from 'zod';
import { fileReplyKind, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/** The staff nutrition report of the storage area: meals of the staff per day and per person in a month. */

const reportQuery = z.object({
  kindergartenId: kindergartenGuard(),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
});

export const staffNutritionReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Staff who ate, per day with at least one meal. */
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Meals per staff member in the month. */
  rows: z.array(z.object({ teacherId: z.string(), teacherName: z.string(), meals: z.number().int() })),
  totalMeals: z.number().int(),
});
export type StaffNutritionReport = z.infer<typeof staffNutritionReport>;

export const storageStaffNutritionRoutes = defineRoutes('storage', {
  staffNutritionReport: {
    method: 'GET',
    path: '/api/StockReferences/calculations/staff-nutrition-report',
    permission: needs('StockReferences', 'read'),
    request: { query: reportQuery },
    reply: { kind: 'json', schema: staffNutritionReport },
    summary: 'Справка за храненето на персонала за месец: хранени по дни и по служители',
  },
  staffNutritionReportFile: {
    method: 'GET',
    path: '/api/StockReferences/calculations/staff-nutrition-report/file',
    permission: needs('StockReferences', 'read'),
    request: { query: reportQuery },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Справката за храненето на персонала като Excel (.xlsx)',
  },
});

import { formatDateDigits, monthNames } from '@gradina/shared/format-dates';
import type { StaffNutritionReport } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import { readStaffMeals, type StaffMealsOfMonth } from '../../../domain/staff-meals';

/** The staff nutrition report: the staff meals of a month counted per day and per staff member. */

const collator = new Intl.Collator('bg');

export function nutritionReportOf(
  year: number,
  month: number,
  meals: readonly StaffMealsOfMonth[],
): StaffNutritionReport {
  const perDay = new Map<string, number>();
  for (const m of meals) for (const d of m.dates) perDay.set(d, (perDay.get(d) ?? 0) + 1);
  const rows = meals
    .filter((m) => m.dates.length > 0)
    .map((m) => ({ teacherId: m.staffId, teacherName: m.staffName, meals: m.dates.length }))
    .sort((a, b) => collator.compare(a.teacherName, b.teacherName));
  return {
    year,
    month,
    days: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    rows,
    totalMeals: rows.reduce((n, r) => n + r.meals, 0),
  };
}

export async function staffNutritionReport(kindergartenId: string, year: number, month: number) {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return nutritionReportOf(year, month, await readStaffMeals(kindergartenId, key));
}

/** The report as Excel: sheet "По дни" and sheet "По служители". */
export async function nutritionReportExcel(report: StaffNutritionReport): Promise<FileReply> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  const title = `Хранене на персонала за ${monthNames[report.month - 1]} ${report.year} г.`;
  const days = wb.addWorksheet('По дни');
  days.addRow([title]).font = { bold: true, size: 14 };
  days.addRow(['Дата', 'Хранени служители']).font = { bold: true };
  for (const d of report.days) days.addRow([formatDateDigits(d.date), d.count]);
  days.addRow(['Общо', report.totalMeals]).font = { bold: true };
  days.getColumn(1).width = 16;
  days.getColumn(2).width = 20;
  const people = wb.addWorksheet('По служители');
  people.addRow(['Служител', 'Брой хранения']).font = { bold: true };
  for (const r of report.rows) people.addRow([r.teacherName, r.meals]);
  people.getColumn(1).width = 30;
  const body = await wb.xlsx.writeBuffer();
  return fileReply(
    `Хранене на персонала ${report.year}-${String(report.month).padStart(2, '0')}.xlsx`,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    Buffer.from(body as ArrayBuffer),
  );
}

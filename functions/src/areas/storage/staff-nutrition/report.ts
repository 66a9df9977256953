import { monthNames } from '@gradina/shared/format-dates';
import type { StaffNutritionReport } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { readStaffMeals, type StaffMealsOfMonth } from '../../../domain/staff-meals';
import { column, madeOnLine, sheetsUnder, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';

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

/** The report as Excel: sheet "По дни" and sheet "По служители", each with the month's totals. */
export function nutritionReportExcel(
  report: StaffNutritionReport,
  kindergartenName: string,
): Promise<FileReply> {
  const title = `Хранене на персонала за ${monthNames[report.month - 1]} ${report.year} г.`;
  const lines = [madeOnLine()];
  return workbookFile(
    `Хранене на персонала ${report.year}-${String(report.month).padStart(2, '0')}`,
    sheetsUnder({ kindergarten: kindergartenName, title, lines }, [
      {
        sheetName: 'По дни',
        columns: [column.date('Дата', 14), column.number('Хранени служители', 14)],
        rows: report.days.map((d) => [d.date, d.count]),
        totals: ['Общо', report.totalMeals],
      },
      {
        sheetName: 'По служители',
        columns: [column.text('Служител', 30), column.number('Брой хранения', 12)],
        rows: report.rows.map((r) => [r.teacherName, r.meals]),
        totals: ['Общо', report.totalMeals],
      },
    ]),
  );
}

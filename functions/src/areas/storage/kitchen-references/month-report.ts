import { monthNames } from '@gradina/shared/format-dates';
import type { MonthMealReport } from '@gradina/shared/manifest/routes/storage/kitchen-references';
import {
  type CalculationItem,
  CalculationStatus,
  childrenFed,
  isChild,
  isPreparatoryChild,
  shareByHeads,
} from '../../../domain/kitchen/calculations';
import { madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';

/**
 * The monthly meal report (месечна справка за храненето): per confirmed day and meal type the children fed,
 * the value of their portions and the value before the cent; the month's total and the average cost per
 * child per day. The preparatory-groups variant counts only those groups' children and their share.
 */

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export function monthReportOf(
  year: number,
  month: number,
  calcs: readonly CalculationItem[],
  preparatoryOnly: boolean,
): MonthMealReport {
  const only = preparatoryOnly ? isPreparatoryChild : isChild;
  const confirmed = calcs.filter((c) => c.status === CalculationStatus.Confirmed);
  const mealTypes = new Map<number, string>();
  for (const c of confirmed) for (const m of c.mealTypes) mealTypes.set(m.mealType, m.name);
  const columns = [...mealTypes].sort(([a], [b]) => a - b);
  let childDays = 0;
  const data = confirmed.map((calc) => {
    const meals = shareByHeads(calc, only, (h) => h.mealType);
    const children = childrenFed(calc.heads, only);
    childDays += children;
    const cells = columns.map(([mealType]) => {
      const m = meals.get(mealType);
      return {
        mealType,
        attendancesSum: m?.heads ?? 0,
        value: m?.value ?? 0,
        valueNotRounded: round3(m?.exactValue ?? 0),
      };
    });
    return { forDate: calc.date, mealTypes: cells, children, value: cells.reduce((s, c) => s + c.value, 0) };
  });
  const totalValue = data.reduce((s, d) => s + d.value, 0);
  return {
    year,
    month,
    columnNames: columns.map(([, name]) => name),
    data,
    totalValue,
    avgMonthCost: childDays === 0 ? 0 : Math.round(totalValue / childDays),
    isPGReference: preparatoryOnly,
  };
}

/** The report as Excel: a row per day, two columns (fed, value) per meal type. */
export function monthReportExcel(report: MonthMealReport, kindergartenName: string): Promise<FileReply> {
  const period = `${monthNames[report.month - 1]} ${report.year} г.`;
  const title = `Месечна справка за храненето${report.isPGReference ? ' (подготвителни групи)' : ''} за ${period}`;
  return workbookFile(`Справка хранене ${report.year}-${String(report.month).padStart(2, '0')}`, [
    {
      sheetName: 'Хранене',
      kindergarten: kindergartenName,
      title,
      lines: [
        madeOnLine(),
        'Стойност по средна цена при изписването; неокръглена: преди закръгляването до цент.',
      ],
      columns: [
        { header: 'Дата', width: 12, kind: 'date' },
        ...report.columnNames.flatMap((name) => [
          { header: `${name} (бр.)`, width: 10, kind: 'number' as const },
          { header: `${name} (стойност)`, width: 12, kind: 'money' as const },
        ]),
        { header: 'Деца', width: 8, kind: 'number' },
        { header: 'Стойност за деня', width: 14, kind: 'money' },
      ],
      rows: report.data.map((d) => [
        d.forDate,
        ...d.mealTypes.flatMap((m) => [m.attendancesSum, m.value]),
        d.children,
        d.value,
      ]),
      totals: [
        ['Общо', ...report.columnNames.flatMap(() => [null, null]), null, report.totalValue],
        [
          'Средно на дете на ден',
          ...report.columnNames.flatMap(() => [null, null]),
          null,
          report.avgMonthCost,
        ],
      ],
    },
  ]);
}

import { formatDateDigits, monthNames } from '@gradina/shared/format-dates';
import { type KitchenAgeGroup, kitchenAgeGroupNames, kitchenAgeGroups } from '@gradina/shared/kitchen/meals';
import {
  type CheckedDay,
  checkWeek,
  normsSource,
  nutrientNames,
  type Verdict,
} from '@gradina/shared/kitchen/norms';
import { addNutrition, zeroNutrition } from '@gradina/shared/kitchen/nutrition';
import type {
  NutritionalNormsReport,
  RecapNutritionalNorms,
} from '@gradina/shared/manifest/routes/storage/kitchen-references';
import { type CalculationItem, CalculationStatus } from '../../../domain/kitchen/calculations';
import { madeOnLine, type ReportSheet, workbookFile } from '../../../platform/documents/table-report';

/**
 * The nutritional references: what a child of an age group was served on each confirmed day (the nutrition
 * per portion of the dishes cooked for that age group, as the calculation copied it) against the norms of
 * shared/src/kitchen/norms.ts, and the month's recap per age group.
 */

/** A confirmed day as the norms check reads it, for one age group; none when nobody of that age ate. */
export function servedDay(calc: CalculationItem, ageGroup: KitchenAgeGroup): CheckedDay | undefined {
  const eaten = new Set(
    calc.heads.filter((h) => h.ageGroup === ageGroup && h.count > 0).map((h) => h.mealType),
  );
  const dishes = calc.dishes.filter((d) => d.ageGroup === ageGroup && eaten.has(d.mealType));
  if (dishes.length === 0) return undefined;
  return {
    date: calc.date,
    nutrition: addNutrition(...dishes.map((d) => d.nutrition ?? zeroNutrition)),
    products: dishes.flatMap((d) =>
      d.lines.map((l) => ({ productId: l.productId, categoryId: l.categoryId ?? 0 })),
    ),
  };
}

const verdictView = (v: Verdict) => ({
  nutrient: v.nutrient,
  name: nutrientNames[v.nutrient],
  unit: v.unit,
  min: v.min,
  max: v.max,
  value: v.value,
  status: v.status,
  text: v.text,
});

const checkedDays = (calcs: readonly CalculationItem[], ageGroup: KitchenAgeGroup) =>
  calcs.filter((c) => c.status === CalculationStatus.Confirmed).flatMap((c) => servedDay(c, ageGroup) ?? []);

export function nutritionalNormsOf(
  fromDate: string,
  toDate: string,
  ageGroup: KitchenAgeGroup,
  calcs: readonly CalculationItem[],
): NutritionalNormsReport {
  const check = checkWeek(ageGroup, checkedDays(calcs, ageGroup));
  return {
    fromDate,
    toDate,
    ageGroup,
    ageGroupName: kitchenAgeGroupNames[ageGroup],
    source: normsSource,
    days: check.days.map((d) => ({ ...d, verdicts: d.verdicts.map(verdictView) })),
    average: check.average.map(verdictView),
    frequencies: check.frequencies,
    ok: check.ok,
  };
}

export function recapOf(
  year: number,
  month: number,
  calcs: readonly CalculationItem[],
): RecapNutritionalNorms {
  return {
    year,
    month,
    source: normsSource,
    ageGroups: kitchenAgeGroups.flatMap((ageGroup) => {
      const days = checkedDays(calcs, ageGroup);
      if (days.length === 0) return [];
      const check = checkWeek(ageGroup, days);
      return [
        {
          ageGroup,
          ageGroupName: kitchenAgeGroupNames[ageGroup],
          days: days.length,
          daysInNorm: check.days.filter((d) => d.ok).length,
          average: check.average.map(verdictView),
          ok: check.average.every((v) => v.status === 'ok'),
        },
      ];
    }),
  };
}

const range = (v: { min: number | null; max: number | null; unit: string }) =>
  `${v.min ?? '—'} – ${v.max ?? '—'} ${v.unit === 'kcal' ? 'kcal' : 'г'}`;

const verdictSheet = (
  kindergarten: string,
  title: string,
  sheetName: string,
  verdicts: NutritionalNormsReport['average'],
): ReportSheet => ({
  sheetName,
  kindergarten,
  title,
  lines: [madeOnLine(), `Норми: ${normsSource}`],
  columns: [
    { header: 'Показател', width: 22 },
    { header: 'Норма', width: 20 },
    { header: 'Поднесено', width: 12, kind: 'number' },
    { header: 'Оценка', width: 24 },
  ],
  rows: verdicts.map((v) => [v.name, range(v), v.value, v.text]),
});

export function nutritionalNormsExcel(report: NutritionalNormsReport, kindergarten: string) {
  const title = `Хранителни норми, ${report.ageGroupName}, от ${formatDateDigits(report.fromDate)} до ${formatDateDigits(report.toDate)} г.`;
  const names = report.average.map((v) => v.name);
  return workbookFile(`Хранителни норми ${report.fromDate} ${report.toDate}`, [
    verdictSheet(kindergarten, title, 'Среден ден', report.average),
    {
      sheetName: 'По дни',
      kindergarten,
      title,
      lines: [madeOnLine()],
      columns: [
        { header: 'Дата', width: 12, kind: 'date' },
        ...names.map((name) => ({ header: name, width: 14 })),
      ],
      rows: report.days.map((d) => [d.date, ...d.verdicts.map((v) => `${v.value} (${v.text})`)]),
    },
    {
      sheetName: 'Хранителни групи',
      kindergarten,
      title,
      lines: [madeOnLine()],
      columns: [
        { header: 'Група храни', width: 28 },
        { header: 'Поне', width: 8, kind: 'number' },
        { header: 'Поднесено', width: 10, kind: 'number' },
        { header: 'Оценка', width: 20 },
      ],
      rows: report.frequencies.map((f) => [f.name, f.min, f.value, f.text]),
    },
  ]);
}

export function recapExcel(recap: RecapNutritionalNorms, kindergarten: string) {
  const title = `Рекапитулация на хранителните норми за ${monthNames[recap.month - 1]} ${recap.year} г.`;
  return workbookFile(
    `Рекапитулация норми ${recap.year}-${String(recap.month).padStart(2, '0')}`,
    recap.ageGroups.length === 0
      ? [
          {
            sheetName: 'Рекапитулация',
            kindergarten,
            title,
            lines: [madeOnLine()],
            columns: [{ header: 'Показател', width: 22 }],
            rows: [],
          },
        ]
      : recap.ageGroups.map((g) =>
          verdictSheet(
            kindergarten,
            `${title} – ${g.ageGroupName} (${g.daysInNorm} от ${g.days} дни в норма)`,
            g.ageGroupName,
            g.average,
          ),
        ),
  );
}

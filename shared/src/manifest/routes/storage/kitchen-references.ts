import { z } from 'zod';
import { kitchenMonth, kitchenPeriod } from '../../../kitchen/queries';
import { queryBoolean } from '../../../schemas/common';
import { fileReplyKind, id } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The storage references the kitchen feeds (issues #28 and #35), read from the confirmed meal calculations:
 * the monthly meal report (and its preparatory-groups variant), the calculations summary of a period (per
 * day, per product, per group), the portion book's print, the nutritional norms of a period and their
 * monthly recap. Money in cents; `valueNotRounded` in cents before the cent was rounded.
 */

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const monthMealReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The meal types' names, in serving order: one column each. */
  columnNames: z.array(z.string()),
  data: z.array(
    z.object({
      forDate: z.string(),
      mealTypes: z.array(
        z.object({
          mealType: z.number().int(),
          attendancesSum: z.number().int(),
          value: z.number().int(),
          valueNotRounded: z.number(),
        }),
      ),
      /** Children fed that day and the day's value (cents). */
      children: z.number().int(),
      value: z.number().int(),
    }),
  ),
  totalValue: z.number().int(),
  /** Cents per child per day over the month (total value / children-days), rounded half up. */
  avgMonthCost: z.number().int(),
  /** The preparatory groups' variant (their children and their share of the value). */
  isPGReference: z.boolean(),
});
export type MonthMealReport = z.infer<typeof monthMealReport>;

export const calculationsSummary = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      children: z.number().int(),
      staff: z.number().int(),
      value: z.number().int(),
      costPerChild: z.number().int(),
      requestNumber: z.number().int().nullable(),
    }),
  ),
  products: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      baseUnit: z.number().int(),
      quantity: z.number().int(),
      value: z.number().int(),
    }),
  ),
  /** Per group (the staff as one row): children-days (portions of the day) and the value of its portions. */
  groups: z.array(
    z.object({
      groupId: z.string(),
      groupName: z.string(),
      childDays: z.number().int(),
      value: z.number().int(),
    }),
  ),
  totalValue: z.number().int(),
  childDays: z.number().int(),
  avgCostPerChild: z.number().int(),
});
export type CalculationsSummary = z.infer<typeof calculationsSummary>;

const verdict = z.object({
  nutrient: z.string(),
  name: z.string(),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: z.number(),
  status: z.enum(['ok', 'below', 'above']),
  text: z.string(),
});
const nutritionPerChild = z.object({
  energyKcal: z.number(),
  proteinMg: z.number(),
  fatMg: z.number(),
  carbohydrateMg: z.number(),
  saltMg: z.number(),
  sugarMg: z.number(),
});

export const nutritionalNormsReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  ageGroup: z.number().int(),
  ageGroupName: z.string(),
  source: z.string(),
  days: z.array(
    z.object({ date: z.string(), nutrition: nutritionPerChild, verdicts: z.array(verdict), ok: z.boolean() }),
  ),
  average: z.array(verdict),
  frequencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      min: z.number(),
      value: z.number(),
      ok: z.boolean(),
      text: z.string(),
    }),
  ),
  ok: z.boolean(),
});
export type NutritionalNormsReport = z.infer<typeof nutritionalNormsReport>;

export const recapNutritionalNorms = z.object({
  year: z.number().int(),
  month: z.number().int(),
  source: z.string(),
  ageGroups: z.array(
    z.object({
      ageGroup: z.number().int(),
      ageGroupName: z.string(),
      /** Days with a confirmed calculation serving the age group. */
      days: z.number().int(),
      /** Days whose every nutrient was in norm. */
      daysInNorm: z.number().int(),
      average: z.array(verdict),
      ok: z.boolean(),
    }),
  ),
});
export type RecapNutritionalNorms = z.infer<typeof recapNutritionalNorms>;

const ageGroupField = z.coerce.number().int().min(1).max(3).meta({ title: 'Възрастова група' });

export const storageKitchenReferenceRoutes = defineRoutes('storage', {
  monthMealReport: {
    method: 'GET',
    path: '/api/StockReferences/calculations/month-report',
    permission: needs('StockReferences', 'read'),
    request: {
      query: kitchenMonth.extend({ isPGReference: queryBoolean.optional().meta({ title: 'Само ПГ' }) }),
    },
    reply: { kind: 'json', schema: monthMealReport },
    summary:
      'Месечна справка за храненето: по дни и видове хранене броят хранени, стойността и неокръглената стойност; средна цена на дете на ден (вариант само за подготвителните групи)',
  },
  monthMealReportFile: {
    method: 'GET',
    path: '/api/StockReferences/calculations/month-report/file',
    permission: needs('StockReferences', 'read'),
    request: {
      query: kitchenMonth.extend({ isPGReference: queryBoolean.optional().meta({ title: 'Само ПГ' }) }),
    },
    reply: fileReplyKind(xlsx),
    summary: 'Месечната справка за храненето като Excel (.xlsx)',
  },
  portionBookPrint: {
    method: 'GET',
    path: '/api/StockReferences/portion-book/receipt/{id}',
    permission: needs('StockReferences', 'read'),
    request: { path: z.object({ id: id('Порционна книга') }) },
    reply: fileReplyKind('application/pdf'),
    summary: 'Порционната книга за печат (PDF, A4): порции по хранене и група, изписани продукти и стойност',
  },
  calculationsSummary: {
    method: 'GET',
    path: '/api/StockReferences/calculations/summary-report',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenPeriod },
    reply: { kind: 'json', schema: calculationsSummary },
    summary:
      'Обобщена справка на калкулациите за период: по дни, по продукти и по групи, с цена на дете на ден',
  },
  calculationsSummaryFile: {
    method: 'GET',
    path: '/api/StockReferences/calculations/summary-report/file',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenPeriod },
    reply: fileReplyKind(xlsx),
    summary: 'Обобщената справка на калкулациите като Excel (.xlsx): листове по дни, продукти и групи',
  },
  nutritionalNormsReport: {
    method: 'GET',
    path: '/api/StockReferences/nutritional-norms/report',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenPeriod.extend({ ageGroup: ageGroupField }) },
    reply: { kind: 'json', schema: nutritionalNormsReport },
    summary:
      'Хранителните норми за период и възрастова група: поднесеното на дете по дни спрямо нормите, средният ден и честотата на хранителните групи',
  },
  nutritionalNormsReportFile: {
    method: 'GET',
    path: '/api/StockReferences/nutritional-norms/report/file',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenPeriod.extend({ ageGroup: ageGroupField }) },
    reply: fileReplyKind(xlsx),
    summary: 'Справката за хранителните норми като Excel (.xlsx)',
  },
  recapNutritionalNorms: {
    method: 'GET',
    path: '/api/StockReferences/recap-nutritional-norms/report',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenMonth },
    reply: { kind: 'json', schema: recapNutritionalNorms },
    summary:
      'Рекапитулация на хранителните норми за месец: средният ден на всяка възрастова група спрямо нормите',
  },
  recapNutritionalNormsFile: {
    method: 'GET',
    path: '/api/StockReferences/recap-nutritional-norms/report/file',
    permission: needs('StockReferences', 'read'),
    request: { query: kitchenMonth },
    reply: fileReplyKind(xlsx),
    summary: 'Рекапитулацията на хранителните норми като Excel (.xlsx)',
  },
});

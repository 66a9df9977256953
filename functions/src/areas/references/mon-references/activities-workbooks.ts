import { formatMonth } from '@gradina/shared/format-dates';
import {
  type ActivityFeeFigures,
  type ActivityFeeRow,
  type ActivityTypeFigures,
  type ActivityTypeRow,
  feeScopeLabels,
} from '@gradina/shared/manifest/routes/references/activities';
import { type Cell, type Column, type Heading, place, placeCells, workbook } from './workbooks';

/**
 * The Excel files of the activities' and fees' references: Bulgarian headers, money in cents (the kit
 * writes euros with two decimals and €), the totals last.
 */

const money = (header: string, width = 13): Column => ({ header, width, kind: 'money' });

const typeCells = (f: ActivityTypeFigures): Cell[] => [
  f.kindergartens,
  f.activities,
  f.enrolled,
  f.collectedCents,
];

/** `activity-types/export`: one row per national activity type. */
export const activityTypesWorkbook = (
  heading: Heading,
  rows: ActivityTypeRow[],
  totals: ActivityTypeFigures,
) =>
  workbook(
    'dopalnitelni-deynosti',
    'Дейности по видове',
    heading,
    [
      { header: 'Вид дейност', width: 36 },
      { header: 'Детски градини', width: 10 },
      { header: 'Дейности', width: 10 },
      { header: 'Записани деца', width: 10 },
      money('Събрани такси (€)', 14),
    ],
    rows.map((r) => [r.typeName, ...typeCells(r)]),
    ['Общо', ...typeCells(totals)],
  );

const feeCells = (f: ActivityFeeFigures): Cell[] => [
  f.fees,
  f.feesPaid,
  f.dueCents,
  f.paidCents,
  f.payments,
  f.collectedCents,
  f.cashCents,
  f.bankCents,
  f.posCents,
  f.onlineCents,
];

/** `activity-fees/export`: one row per kindergarten, month and kind of fee. */
export const activityFeesWorkbook = (heading: Heading, rows: ActivityFeeRow[], totals: ActivityFeeFigures) =>
  workbook(
    'taksi-dopalnitelni-deynosti',
    'Такси',
    heading,
    [
      ...place,
      { header: 'Месец', width: 16 },
      { header: 'Вид такса', width: 22 },
      { header: 'Такси', width: 8 },
      { header: 'Изцяло платени такси', width: 10 },
      money('Дължими (€)'),
      money('Платени от тях (€)'),
      { header: 'Плащания', width: 9 },
      money('Събрани през месеца (€)'),
      money('В брой (€)'),
      money('По банков път (€)'),
      money('С карта на ПОС (€)'),
      money('Онлайн (€)'),
    ],
    rows.map((r) => [
      ...placeCells(r),
      formatMonth(`${r.month}-01`),
      feeScopeLabels[r.scope] ?? '',
      ...feeCells(r),
    ]),
    ['Общо', '', '', '', ...feeCells(totals)],
  );

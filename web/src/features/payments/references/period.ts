import { type MonthChoice, monthKey } from '../../../ui/forms/MonthFilter';

/**
 * The period a report covers: one month, or the months `from`…`to` (at most 12, the routes' limit). Pure:
 * what each route's query takes is derived here.
 */
export type PeriodChoice =
  | { kind: 'month'; month: MonthChoice }
  | { kind: 'range'; from: MonthChoice; to: MonthChoice };

/** The most months a period may have (the reports' routes refuse more). */
export const maxMonths = 12;

const index = (m: MonthChoice) => m.year * 12 + (m.month - 1);
const fromIndex = (i: number): MonthChoice => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/** The first and the last month of the period. */
export const rangeOf = (p: PeriodChoice) =>
  p.kind === 'month' ? { from: p.month, to: p.month } : { from: p.from, to: p.to };

/** `2026-10-31`: the last day of the month. */
export const lastDayOf = (m: MonthChoice) =>
  `${monthKey(m)}-${String(new Date(Date.UTC(m.year, m.month, 0)).getUTCDate()).padStart(2, '0')}`;

/**
 * A range after one end moved to `value`: the other end follows, so the range never runs backwards nor
 * grows past 12 months.
 */
export function moveRangeEnd(
  range: { from: MonthChoice; to: MonthChoice },
  end: 'from' | 'to',
  value: MonthChoice,
): { from: MonthChoice; to: MonthChoice } {
  const v = index(value);
  if (end === 'from') {
    const to = index(range.to);
    return {
      from: value,
      to: to < v ? value : to - v >= maxMonths ? fromIndex(v + maxMonths - 1) : range.to,
    };
  }
  const from = index(range.from);
  return {
    from: from > v ? value : v - from >= maxMonths ? fromIndex(v - maxMonths + 1) : range.from,
    to: value,
  };
}

/** The payment and fee reports' period: `month`, or the days `fromDate`…`toDate`. */
export const paymentPeriod = (p: PeriodChoice): { month: string } | { fromDate: string; toDate: string } =>
  p.kind === 'month' ? { month: monthKey(p.month) } : periodDays(p);

/** The days from the first of the first month to the last of the last. */
export function periodDays(p: PeriodChoice) {
  const { from, to } = rangeOf(p);
  return { fromDate: `${monthKey(from)}-01`, toDate: lastDayOf(to) };
}

/** The months `fromMonth`…`toMonth` (`YYYY-MM`). */
export function periodMonths(p: PeriodChoice) {
  const { from, to } = rangeOf(p);
  return { fromMonth: monthKey(from), toMonth: monthKey(to) };
}

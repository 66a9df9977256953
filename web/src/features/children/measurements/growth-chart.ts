import type { Gender } from '@gradina/shared';
import { type BandRow, bandsBetween, type GrowthIndicator } from '@gradina/shared/growth/growth';
import { whoLastMonth } from '@gradina/shared/growth/who-lms';

export interface GrowthPoint {
  ageMonths: number;
  value: number;
}

export type ChartRow = BandRow & { child?: number };

/**
 * The rows the growth chart draws: the WHO bands month by month around the child's measurements (from a
 * year before the first to half a year after the last, within 0-7 years), each measurement on the month it
 * is nearest to (the later one when two fall on the same month).
 */
export function chartRows(
  indicator: GrowthIndicator,
  sex: Gender,
  points: readonly GrowthPoint[],
): ChartRow[] {
  const inRange = points.filter((p) => p.ageMonths >= 0 && p.ageMonths <= whoLastMonth);
  if (inRange.length === 0) return [];
  const ages = inRange.map((p) => p.ageMonths);
  const rows: ChartRow[] = bandsBetween(indicator, sex, Math.min(...ages) - 12, Math.max(...ages) + 6);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  for (const p of inRange) {
    const row = byMonth.get(Math.round(p.ageMonths));
    if (row) row.child = p.value;
  }
  return rows;
}

/** "3 г. 5 м." for a month of age on the chart's axis. */
export function ageLabel(month: number): string {
  const years = Math.floor(month / 12);
  const rest = month % 12;
  if (years === 0) return `${rest} м.`;
  return rest === 0 ? `${years} г.` : `${years} г. ${rest} м.`;
}

/** "88,2 см": an axis value to one decimal with the Bulgarian comma and its unit. */
export function axisValue(value: number, unit: string): string {
  return `${String(Math.round(value * 10) / 10).replace('.', ',')} ${unit}`;
}

/**
 * The ages the x axis labels: every half year, or every whole year on a phone, where labels of half years
 * („3 г. 6 м.“) would run into each other (issue #26).
 */
export function ageTicks(rows: readonly { month: number }[], narrow: boolean): number[] {
  const step = narrow ? 12 : 6;
  return rows.map((r) => r.month).filter((m) => m % step === 0);
}

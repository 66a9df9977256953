import type { Gender } from '../enums';
import { type Lms, whoLastMonth, whoLms } from './who-lms';

/**
 * Growth against the WHO tables by the LMS method (Cole & Green): a measurement's z-score, the measurement
 * at a z-score, and the percentile bands the child's chart draws. Ages are in months of 30.4375 days, as the
 * WHO counts them; between whole months L, M and S are interpolated linearly.
 */

export type GrowthIndicator = 'height' | 'weight';

/** The percentiles the chart draws and the z-score of each (the WHO's own chart lines). */
export const percentileBands = [
  { key: 'p3', percentile: 3, z: -1.880794 },
  { key: 'p15', percentile: 15, z: -1.036433 },
  { key: 'p50', percentile: 50, z: 0 },
  { key: 'p85', percentile: 85, z: 1.036433 },
  { key: 'p97', percentile: 97, z: 1.880794 },
] as const;
export type BandKey = (typeof percentileBands)[number]['key'];

const dayMs = 86_400_000;
const daysPerMonth = 30.4375;

/** Age in (fractional) WHO months on `date` (ISO dates, YYYY-MM-DD). */
export function ageInMonths(birthDate: string, date: string): number {
  return (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / dayMs / daysPerMonth;
}

/** L, M, S at an age in months, or undefined outside 0-84 months (the tables' range). */
export function lmsAt(indicator: GrowthIndicator, sex: Gender, months: number): Lms | undefined {
  if (!(months >= 0 && months <= whoLastMonth)) return undefined;
  const table = whoLms[indicator][sex];
  const low = Math.floor(months);
  const a = table[low]!;
  const b = table[Math.min(low + 1, whoLastMonth)]!;
  const f = months - low;
  return { L: a.L + (b.L - a.L) * f, M: a.M + (b.M - a.M) * f, S: a.S + (b.S - a.S) * f };
}

/** The measurement whose z-score is `z`. */
export function valueAtZ({ L, M, S }: Lms, z: number): number {
  return L === 0 ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L);
}

/** The z-score of a measurement. */
export function zScore({ L, M, S }: Lms, value: number): number {
  return L === 0 ? Math.log(value / M) / S : ((value / M) ** L - 1) / (L * S);
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  const erf = 1 - poly * Math.exp(-x * x);
  return z < 0 ? (1 - erf) / 2 : (1 + erf) / 2;
}

/** The percentile (0-100, one decimal) of a measurement at an age, or undefined outside the tables. */
export function percentileOf(
  indicator: GrowthIndicator,
  sex: Gender,
  months: number,
  value: number,
): number | undefined {
  const lms = lmsAt(indicator, sex, months);
  if (!lms) return undefined;
  return Math.round(normalCdf(zScore(lms, value)) * 1000) / 10;
}

export type BandRow = { month: number } & Record<BandKey, number>;

/** The band lines for each whole month from `fromMonth` to `toMonth` (clamped to 0-84), values to 0.1. */
export function bandsBetween(
  indicator: GrowthIndicator,
  sex: Gender,
  fromMonth: number,
  toMonth: number,
): BandRow[] {
  const rows: BandRow[] = [];
  const first = Math.max(0, Math.floor(fromMonth));
  const last = Math.min(whoLastMonth, Math.ceil(toMonth));
  for (let month = first; month <= last; month++) {
    const lms = lmsAt(indicator, sex, month)!;
    const row = { month } as BandRow;
    for (const band of percentileBands) row[band.key] = Math.round(valueAtZ(lms, band.z) * 10) / 10;
    rows.push(row);
  }
  return rows;
}

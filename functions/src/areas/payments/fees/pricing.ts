import { FeePaymentStatus } from '@gradina/shared';
import type { ActivityItem, EnrollmentPeriod } from '../../../platform/activities/items';
import type { Month } from '../../../platform/activities/keys';
import { monthBounds, weekdayOf } from '../../../platform/calendar';

/**
 * How a month's fee is computed (docs/areas/activity-fees.md, "Pricing"). Pure: the generation reads, these
 * rules decide.
 *
 * - Session days: the month's days whose weekday is in the activity's schedule, inside its season, on which
 *   the child's group works (weekends, holidays, national and kindergarten days off hold no session).
 * - Monthly pricing: the price for the whole month; a child enrolled on only some of the session days pays
 *   the price × (session days enrolled ÷ session days), rounded half-up to the cent. A month in which no
 *   session is held is free (0,00 €).
 * - Per-session pricing: the price × the sessions the child was marked present at.
 * - Discount: the child's percent if set, else the provider's default; rounded half-up to the cent.
 * - A fee of 0,00 € is Paid at once, any other NotPaid.
 */

export const monthOf = (year: number, month: number): Month => `${year}-${String(month).padStart(2, '0')}`;

/** Whether one of the periods covers the date (`to` null: still enrolled). */
export const enrolledOn = (periods: readonly EnrollmentPeriod[], date: string) =>
  periods.some((p) => p.from <= date && (p.to === null || p.to >= date));

/** Whether the child was enrolled on at least one day of the month. */
export function enrolledInMonth(periods: readonly EnrollmentPeriod[], year: number, month: number) {
  const { fromDate, toDate } = monthBounds(year, month);
  return periods.some((p) => p.from <= toDate && (p.to === null || p.to >= fromDate));
}

/** The activity's session days of the month among the group's working dates. */
export function sessionDays(
  activity: Pick<ActivityItem, 'schedule' | 'fromDate' | 'toDate'>,
  workingDates: readonly string[],
): string[] {
  const weekdays = new Set(activity.schedule.map((s) => s.weekday));
  return workingDates.filter(
    (d) => weekdays.has(weekdayOf(d)) && d >= activity.fromDate && d <= activity.toDate,
  );
}

/** Half-up rounding of a non-negative amount of cents (a tiny epsilon absorbs binary fractions of x.5). */
export const roundHalfUp = (cents: number) => Math.floor(cents + 0.5 + 1e-9);

export interface FeeAmounts {
  sessions: number;
  baseCents: number;
  discountPercent: number;
  discountCents: number;
  amountCents: number;
  status: FeePaymentStatus;
}

export interface FeeInputs {
  activity: Pick<ActivityItem, 'pricing' | 'priceCents' | 'schedule' | 'fromDate' | 'toDate'>;
  periods: readonly EnrollmentPeriod[];
  /** The month's working dates of the child's group. */
  workingDates: readonly string[];
  /** Days of the month (1…31) the child was marked present at the activity. */
  presentDays: readonly number[];
  discountPercent: number;
}

export function feeAmounts({
  activity,
  periods,
  workingDates,
  presentDays,
  discountPercent,
}: FeeInputs): FeeAmounts {
  let sessions: number;
  let baseCents: number;
  if (activity.pricing === 'month') {
    const held = sessionDays(activity, workingDates);
    sessions = held.filter((d) => enrolledOn(periods, d)).length;
    baseCents = held.length === 0 ? 0 : roundHalfUp((activity.priceCents * sessions) / held.length);
  } else {
    sessions = presentDays.length;
    baseCents = activity.priceCents * sessions;
  }
  const percent = Math.min(100, Math.max(0, discountPercent));
  const discountCents = roundHalfUp((baseCents * percent) / 100);
  const amountCents = baseCents - discountCents;
  return {
    sessions,
    baseCents,
    discountPercent: percent,
    discountCents,
    amountCents,
    status: amountCents === 0 ? FeePaymentStatus.Paid : FeePaymentStatus.NotPaid,
  };
}

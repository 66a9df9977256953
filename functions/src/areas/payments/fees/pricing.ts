import { FeePaymentStatus } from '@gradina/shared';
import type { ActivityItem, EnrollmentPeriod } from '../../../domain/activities/items';
import type { Month } from '../../../domain/activities/keys';
import { periodsUntil } from '../../../domain/activities/leave';
import { monthBounds, monthOf, weekdayOf } from '../../../domain/calendar';

/**
 * How a month's fee is computed (docs/areas/activity-fees.md, "Pricing"). Pure: the generation reads, these
 * rules decide.
 *
 * - Session days: the month's days whose weekday is in the activity's schedule, inside its season, on which
 *   the child's group works (weekends, holidays, national and kindergarten days off hold no session).
 * - The child's periods are cut at its leave of the kindergarten (`leftOn`): nothing after it is billed.
 * - Monthly (`month`): the price for the whole month; a child enrolled on only some of the session days pays
 *   the price × (session days enrolled ÷ session days), rounded half-up to the cent. No session: 0,00 €.
 * - Per session (`session`): the price × the sessions the child was marked present at while enrolled.
 * - Fixed plus attended (`mixed`, e.g. 20 + 28 × attended ÷ held): the fixed part pro rata as the monthly
 *   price, plus `variableCents` × (sessions present while enrolled ÷ session days held), each rounded.
 * - Day rate (`day`): the rate × the session days the child was enrolled on, less the days its kindergarten
 *   attendance shows a medical notice (statuses 5 and 6, „МБ“, „МБП“): those are free.
 * - Sibling discount (per activity): the second sibling in the activity that month pays
 *   `siblingSecondPercent` less, the third and later nothing when `siblingThirdFree` (else the same percent).
 * - Discount: the child's percent if set, else the provider's default, on what the sibling discount left;
 *   each rounded half-up to the cent. `discountCents` is both together.
 * - A fee of 0,00 € is Paid at once, any other NotPaid.
 */

export { monthOf };

/** Whether one of the periods covers the date (`to` null: still enrolled). */
export const enrolledOn = (periods: readonly EnrollmentPeriod[], date: string) =>
  periods.some((p) => p.from <= date && (p.to === null || p.to >= date));

/** Whether the child was enrolled on at least one day of the month. */
export function enrolledInMonth(periods: readonly EnrollmentPeriod[], year: number, month: number) {
  const { fromDate, toDate } = monthBounds(year, month);
  return periods.some((p) => p.from <= toDate && (p.to === null || p.to >= fromDate));
}

/** The enrolment's periods as billed: cut at the child's leave of the kindergarten. */
export const billedPeriods = (periods: readonly EnrollmentPeriod[], leftOn: string | null | undefined) =>
  periodsUntil(periods, leftOn);

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

/** The sibling discount in percent of the child's place among its siblings (1: the first). */
export function siblingPercent(
  activity: Pick<ActivityItem, 'siblingSecondPercent' | 'siblingThirdFree'>,
  order: number,
): number {
  if (order < 2) return 0;
  if (order >= 3 && activity.siblingThirdFree) return 100;
  return Math.min(100, Math.max(0, activity.siblingSecondPercent ?? 0));
}

export const hasSiblingDiscount = (a: Pick<ActivityItem, 'siblingSecondPercent' | 'siblingThirdFree'>) =>
  (a.siblingSecondPercent ?? 0) > 0 || a.siblingThirdFree === true;

export interface FeeAmounts {
  sessions: number;
  variableCents: number;
  heldSessions: number;
  freeDays: number;
  baseCents: number;
  siblingOrder: number;
  siblingDiscountPercent: number;
  siblingDiscountCents: number;
  discountPercent: number;
  discountCents: number;
  amountCents: number;
  status: FeePaymentStatus;
}

export type PricedActivity = Pick<
  ActivityItem,
  | 'pricing'
  | 'priceCents'
  | 'variableCents'
  | 'schedule'
  | 'fromDate'
  | 'toDate'
  | 'siblingSecondPercent'
  | 'siblingThirdFree'
>;

export interface FeeInputs {
  activity: PricedActivity;
  /** The periods as billed (`billedPeriods`). */
  periods: readonly EnrollmentPeriod[];
  /** The month's working dates of the child's group. */
  workingDates: readonly string[];
  /** The month priced (`YYYY-MM`): present marks outside the billed periods do not count. */
  month?: Month;
  /** Days of the month (1…31) the child was marked present at the activity. */
  presentDays: readonly number[];
  /** Days of the month (1…31) the kindergarten's attendance shows the child ill with a medical notice. */
  medicalDays?: readonly number[];
  discountPercent: number;
  /** The child's place among its siblings in the activity (1 or absent: the first). */
  siblingOrder?: number;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/** The month's base price of the child's enrolment, before any discount. Pure. */
export function basePrice({
  activity,
  periods,
  workingDates,
  presentDays,
  month,
  medicalDays = [],
}: Omit<FeeInputs, 'discountPercent' | 'siblingOrder'>) {
  const held = sessionDays(activity, workingDates);
  const enrolled = held.filter((d) => enrolledOn(periods, d));
  const attended = month
    ? presentDays.filter((d) => enrolledOn(periods, `${month}-${String(d).padStart(2, '0')}`)).length
    : presentDays.length;
  const proRata = (cents: number, n: number) =>
    held.length === 0 ? 0 : roundHalfUp((cents * n) / held.length);
  const none = { variableCents: 0, heldSessions: held.length, freeDays: 0 };
  switch (activity.pricing) {
    case 'session':
      return { ...none, sessions: attended, baseCents: activity.priceCents * attended };
    case 'mixed': {
      const variableCents = proRata(activity.variableCents ?? 0, Math.min(attended, held.length));
      const fixed = proRata(activity.priceCents, enrolled.length);
      return { ...none, sessions: attended, variableCents, baseCents: fixed + variableCents };
    }
    case 'day': {
      const ill = new Set(medicalDays);
      const charged = enrolled.filter((d) => !ill.has(dayOf(d))).length;
      return {
        ...none,
        sessions: charged,
        freeDays: enrolled.length - charged,
        baseCents: activity.priceCents * charged,
      };
    }
    default:
      return { ...none, sessions: enrolled.length, baseCents: proRata(activity.priceCents, enrolled.length) };
  }
}

/** The fee of a month: the base, the sibling discount, the child's or provider's discount. Pure. */
export function feeAmounts(inputs: FeeInputs): FeeAmounts {
  const base = basePrice(inputs);
  const siblingOrder = Math.max(1, inputs.siblingOrder ?? 1);
  const siblingDiscountPercent = siblingPercent(inputs.activity, siblingOrder);
  const siblingDiscountCents = roundHalfUp((base.baseCents * siblingDiscountPercent) / 100);
  const rest = base.baseCents - siblingDiscountCents;
  const percent = Math.min(100, Math.max(0, inputs.discountPercent));
  const percentCents = roundHalfUp((rest * percent) / 100);
  const amountCents = rest - percentCents;
  return {
    ...base,
    siblingOrder,
    siblingDiscountPercent,
    siblingDiscountCents,
    discountPercent: percent,
    discountCents: siblingDiscountCents + percentCents,
    amountCents,
    status: amountCents === 0 ? FeePaymentStatus.Paid : FeePaymentStatus.NotPaid,
  };
}

/**
 * Families among the children (connected through shared guardians: two children with a common parent are
 * siblings, and so are their siblings'). Answers each child's family key. Pure.
 */
export function familiesOf(links: readonly { childId: string; parentUserId: string }[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x);
  };
  for (const l of links) {
    const child = `c:${l.childId}`;
    const guardian = `g:${l.parentUserId}`;
    add(child);
    add(guardian);
    const [a, b] = [find(child), find(guardian)];
    if (a !== b) parent.set(a, b);
  }
  const out = new Map<string, string>();
  for (const key of parent.keys()) if (key.startsWith('c:')) out.set(key.slice(2), find(key));
  return out;
}

/**
 * Each billed child's place among its siblings in one activity and month: within a family, by birth date
 * (the eldest is the first and pays in full, the younger ones get the discount), then by id. Only children
 * with something to pay count (a sibling who owes 0,00 € makes no one the second). Pure.
 */
export function siblingOrders(
  billed: readonly { childId: string; birthDate: string }[],
  familyOf: ReadonlyMap<string, string>,
): Map<string, number> {
  const families = new Map<string, { childId: string; birthDate: string }[]>();
  for (const c of billed) {
    const family = familyOf.get(c.childId) ?? `alone:${c.childId}`;
    families.set(family, [...(families.get(family) ?? []), c]);
  }
  const out = new Map<string, number>();
  for (const members of families.values()) {
    members.sort((a, b) => a.birthDate.localeCompare(b.birthDate) || a.childId.localeCompare(b.childId));
    for (const [i, c] of members.entries()) out.set(c.childId, i + 1);
  }
  return out;
}

import { FeePaymentStatus, FeeScope, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { sofiaDay } from '@gradina/shared/format-dates';
import type { ActivityItem, EnrollmentItem, FeeItem, PaymentItem } from '../activities/items';
import type { Counters } from './index';

/**
 * The extra activities' kindergarten-month aggregate (kind `activities`): what the МОН and municipality
 * references of activities and fees read, written by the stream consumer (`streams/activity-aggregates.ts`)
 * as the difference of an item's old and new contribution, and whole by the demo. Pure functions only.
 *
 * Counters of a kindergarten-month:
 * - by the month a fee is for: `due` (cents), `paid` (cents paid of them), `fees`, `feesPaid` (fully paid);
 * - by the month a payment was paid (Sofia): `collected` (cents), `payments`, and `cash`, `bank`, `pos`,
 *   `online` (cents by method), and `tC<type>` (cents of the fees of an activity type);
 * - by the months an activity runs (its season): `activities`, `tA<type>` (activities of a type);
 * - by the months a child takes part (an enrolment period inside the season): `enrolled`, `tE<type>`.
 * A child in two activities of one type counts in each (enrolments, not persons). The kindergarten fees
 * (`FeeScope` 1) have the fee and payment counters of their own, `kg`-prefixed (`feeCounter`).
 */
export const activityAggregateKind = 'activities';

/** The counter-name part of an activity type's id (letters and digits only; a UUID loses its dashes). */
export const typeCounterId = (typeId: string) => typeId.replace(/[^A-Za-z0-9]/g, '');

export const typeCounter = {
  activities: (typeId: string) => `tA${typeCounterId(typeId)}`,
  enrolled: (typeId: string) => `tE${typeCounterId(typeId)}`,
  collected: (typeId: string) => `tC${typeCounterId(typeId)}`,
};

/** A per-type counter's figure and type part (`tE3f2a…` → enrolled of `3f2a…`), or null for a total. */
export function parseTypeCounter(name: string): { figure: 'A' | 'E' | 'C'; type: string } | null {
  const m = /^t([AEC])([A-Za-z0-9]+)$/.exec(name);
  return m ? { figure: m[1] as 'A' | 'E' | 'C', type: m[2]! } : null;
}

/** The `YYYY-MM` months from one date's month to another's, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = index(from); i <= index(to) && out.length < 120; i++)
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}

/** Contributions by month. */
export type MonthCounters = Map<string, Counters>;

/** Adds counters to a month; a malformed month or figure is left out (a stream record must never fail). */
function add(out: MonthCounters, month: string, counters: Counters) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return;
  const into = out.get(month) ?? {};
  for (const [name, v] of Object.entries(counters))
    if (Number.isFinite(v)) into[name] = (into[name] ?? 0) + v;
  out.set(month, into);
}

/** The month a payment counts in: the Sofia day it was paid (a date as staff enter it, or an instant). */
export function paidMonth(payment: Pick<PaymentItem, 'paidAt' | 'createdAt'>): string {
  const at = String(payment.paidAt ?? payment.createdAt ?? '');
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) return at.slice(0, 7);
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? '' : sofiaDay(instant).slice(0, 7);
}

/** A payment method's name in counters and report fields (`cash`, `bank`, `pos`, `online`). */
export const methodCounter = (method: number) =>
  method === PaymentMethod.Cash
    ? 'cash'
    : method === PaymentMethod.Bank
      ? 'bank'
      : method === PaymentMethod.POS
        ? 'pos'
        : 'online';

/**
 * The name a fee counter has for a fee of `scope`: a kindergarten fee's (issue #33, the private
 * kindergartens' monthly fee) counts apart under `kg` (`kgDue`, `kgCash`…), so the references show the two
 * kinds of fee side by side and never add one into the other's.
 */
export const feeCounter = (name: string, scope: FeeScope = FeeScope.Activities) =>
  scope === FeeScope.Kindergarten ? `kg${name[0]!.toUpperCase()}${name.slice(1)}` : name;

/** A fee's part: due and paid in the month it is for. */
export function feeContribution(fee: FeeItem | undefined): MonthCounters {
  const out: MonthCounters = new Map();
  if (fee) {
    const name = (n: string) => feeCounter(n, fee.scope);
    add(out, fee.month, {
      [name('due')]: fee.amountCents,
      [name('paid')]: fee.paidCents,
      [name('fees')]: 1,
      [name('feesPaid')]: fee.status === FeePaymentStatus.Paid ? 1 : 0,
    });
  }
  return out;
}

/**
 * A payment's part once it is Paid: in the month it was paid, its lines of each scope in total, by method
 * and (activity fees) by the type of each fee's activity (`typeOf`: activity id → type id; a fee of an
 * activity no longer found counts only in the totals). Anything not Paid (waiting, expired, annulled) counts
 * nothing.
 */
export function paymentContribution(
  payment: PaymentItem | undefined,
  typeOf: ReadonlyMap<string, string>,
): MonthCounters {
  const out: MonthCounters = new Map();
  if (!payment || payment.status !== OnlinePaymentStatus.Paid) return out;
  const lines = payment.fees ?? [];
  const kindergarten = lines
    .filter((f) => f.scope === FeeScope.Kindergarten)
    .reduce((s, f) => s + f.amountCents, 0);
  const counters: Counters = {};
  const count = (scope: FeeScope, cents: number) => {
    counters[feeCounter('collected', scope)] = cents;
    counters[feeCounter('payments', scope)] = 1;
    counters[feeCounter(methodCounter(payment.method), scope)] = cents;
  };
  // A payment of kindergarten fees only counts there; one of both scopes (rare: one provider) in each.
  if (kindergarten > 0) count(FeeScope.Kindergarten, kindergarten);
  if (kindergarten === 0 || payment.totalCents > kindergarten)
    count(FeeScope.Activities, payment.totalCents - kindergarten);
  for (const fee of lines) {
    const type = fee.scope === FeeScope.Kindergarten ? undefined : typeOf.get(fee.activityId);
    if (type)
      counters[typeCounter.collected(type)] = (counters[typeCounter.collected(type)] ?? 0) + fee.amountCents;
  }
  add(out, paidMonth(payment), counters);
  return out;
}

/** An activity's part: one activity of its type in every month of its season. */
export function activityContribution(
  activity: Pick<ActivityItem, 'typeId' | 'fromDate' | 'toDate'> | undefined,
): MonthCounters {
  const out: MonthCounters = new Map();
  if (!activity?.fromDate || !activity.toDate) return out;
  for (const month of monthsBetween(activity.fromDate, activity.toDate))
    add(out, month, { activities: 1, [typeCounter.activities(activity.typeId)]: 1 });
  return out;
}

/**
 * An enrolment's part: the child once in every month of the activity's season one of its periods touches
 * (a period still open runs to the season's end). Needs the activity's type and season.
 */
export function enrollmentContribution(
  enrollment: Pick<EnrollmentItem, 'periods'> | undefined,
  activity: Pick<ActivityItem, 'typeId' | 'fromDate' | 'toDate'> | undefined,
): MonthCounters {
  const out: MonthCounters = new Map();
  if (!enrollment || !activity?.fromDate || !activity.toDate) return out;
  const months = new Set<string>();
  for (const p of enrollment.periods ?? []) {
    const from = p.from > activity.fromDate ? p.from : activity.fromDate;
    const to = p.to === null || p.to > activity.toDate ? activity.toDate : p.to;
    if (from <= to) for (const m of monthsBetween(from, to)) months.add(m);
  }
  for (const month of months) add(out, month, { enrolled: 1, [typeCounter.enrolled(activity.typeId)]: 1 });
  return out;
}

/** The change from an old contribution to a new one, per month, leaving out what did not move. */
export function monthDeltas(before: MonthCounters, after: MonthCounters): MonthCounters {
  const out: MonthCounters = new Map();
  for (const month of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(month) ?? {};
    const next = after.get(month) ?? {};
    const deltas: Counters = {};
    for (const name of new Set([...Object.keys(old), ...Object.keys(next)])) {
      const d = (next[name] ?? 0) - (old[name] ?? 0);
      if (d !== 0) deltas[name] = d;
    }
    if (Object.keys(deltas).length > 0) out.set(month, deltas);
  }
  return out;
}

/** Contributions summed (the demo's absolute aggregates). */
export function sumContributions(parts: readonly MonthCounters[]): MonthCounters {
  const out: MonthCounters = new Map();
  for (const part of parts) for (const [month, counters] of part) add(out, month, counters);
  return out;
}

import { FeeScope } from '@gradina/shared';
import type {
  ActivityItem,
  DiscountsItem,
  EnrollmentItem,
  FeeItem,
} from '../../../platform/activities/items';
import { marksOf } from '../../../platform/activities/items';
import { feeIdOf, type Month } from '../../../platform/activities/keys';
import { monthWorkingDaysOf } from '../../../platform/calendar';
import { now } from '../../../platform/clock';
import { notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  activitiesOf,
  attendanceAndCalendar,
  createFeeWrite,
  discountsOf,
  enrollmentsOf,
  type FeeWrite,
  feeCounters,
  feesOfMonth,
  recomputeFeeWrite,
  untouched,
  writeInTransactions,
} from './items';
import { enrolledInMonth, feeAmounts, monthOf } from './pricing';

export const activityNotFound = 'Дейността не е намерена.';

/** What generation needs of the month, read in 5 + one Query per activity requests. */
export interface MonthWorld {
  kindergartenId: string;
  year: number;
  month: number;
  activities: ActivityItem[];
  enrollments: Map<string, EnrollmentItem[]>;
  attendance: Map<string, Record<string, unknown> | undefined>;
  calendarItems: readonly Record<string, unknown>[];
  discounts: DiscountsItem;
}

/** The fees the month should have (one per child enrolled on at least one day of it, per activity). Pure. */
export function feesDue(world: MonthWorld, createdAt: string): FeeItem[] {
  const month: Month = monthOf(world.year, world.month);
  const workingDates = new Map<string, string[]>();
  const workingOf = (groupId: string | null) => {
    const key = groupId ?? '';
    let dates = workingDates.get(key);
    if (!dates) {
      dates = monthWorkingDaysOf(
        world.kindergartenId,
        world.year,
        world.month,
        world.calendarItems,
        groupId ?? undefined,
      )
        .filter((d) => d.isWorkingDay)
        .map((d) => d.date);
      workingDates.set(key, dates);
    }
    return dates;
  };
  return world.activities.flatMap((activity) => {
    const marks = marksOf(world.attendance.get(activity.id));
    return (world.enrollments.get(activity.id) ?? [])
      .filter((e) => enrolledInMonth(e.periods, world.year, world.month))
      .map((e): FeeItem => {
        const discountPercent =
          world.discounts.byChild[e.childId] ?? world.discounts.byProvider[activity.providerId] ?? 0;
        const amounts = feeAmounts({
          activity,
          periods: e.periods,
          workingDates: workingOf(e.groupId),
          presentDays: marks.get(e.childId)?.present ?? [],
          discountPercent,
        });
        return {
          id: feeIdOf(e.childId, month, activity.id),
          kindergartenId: world.kindergartenId,
          scope: FeeScope.Activities,
          month,
          childId: e.childId,
          childName: e.childName,
          groupId: e.groupId,
          activityId: activity.id,
          activityName: activity.name,
          providerId: activity.providerId,
          providerName: activity.providerName,
          pricing: activity.pricing,
          priceCents: activity.priceCents,
          ...amounts,
          paidCents: 0,
          pendingPaymentId: null,
          notifiedAt: null,
          createdAt,
          version: 1,
        };
      });
  });
}

const sameAmounts = (a: FeeItem, b: FeeItem) =>
  a.sessions === b.sessions &&
  a.baseCents === b.baseCents &&
  a.discountPercent === b.discountPercent &&
  a.amountCents === b.amountCents &&
  a.status === b.status &&
  a.childName === b.childName &&
  a.groupId === b.groupId &&
  a.activityName === b.activityName &&
  a.priceCents === b.priceCents;

export interface GenerationPlan {
  writes: FeeWrite[];
  created: number;
  recomputed: number;
  kept: number;
  count: number;
}

/**
 * The writes that bring the month's fees to what is due: the missing are created, the untouched whose
 * amounts changed are recomputed (under the version read), paid, partly paid and pending ones are kept. Pure.
 */
export function planGeneration(due: readonly FeeItem[], existing: readonly FeeItem[]): GenerationPlan {
  const stored = new Map(existing.map((f) => [f.id, f]));
  const plan: GenerationPlan = { writes: [], created: 0, recomputed: 0, kept: 0, count: 0 };
  const ids = new Set(existing.map((f) => f.id));
  for (const fee of due) {
    ids.add(fee.id);
    const old = stored.get(fee.id);
    if (!old) {
      plan.writes.push(createFeeWrite(fee));
      plan.created++;
    } else if (!untouched(old)) plan.kept++;
    else if (!sameAmounts(old, fee)) {
      plan.writes.push(recomputeFeeWrite(fee, old.version));
      plan.recomputed++;
    }
  }
  plan.count = ids.size;
  return plan;
}

/** Reads what a month's fees depend on: activities, enrolments, attendance with the calendar, discounts. */
async function readMonth(kindergartenId: string, year: number, month: number, activityId?: string) {
  const all = await activitiesOf(kindergartenId);
  const activities = activityId ? all.filter((a) => a.id === activityId) : all;
  if (activityId && activities.length === 0) throw notFound(activityNotFound);
  const [enrollments, { attendance, calendarItems }, discounts] = await Promise.all([
    Promise.all(activities.map(async (a) => [a.id, await enrollmentsOf(kindergartenId, a.id)] as const)),
    attendanceAndCalendar(
      kindergartenId,
      activities.map((a) => a.id),
      monthOf(year, month),
    ),
    discountsOf(kindergartenId),
  ]);
  return {
    kindergartenId,
    year,
    month,
    activities,
    enrollments: new Map(enrollments),
    attendance,
    calendarItems,
    discounts,
  } satisfies MonthWorld;
}

/** `generate-proforma-invoices`: brings a month's fees (one activity's, or all) up to date. Idempotent. */
export async function generateFees(
  session: TenantRouteSession,
  body: { year: number; month: number; activityId?: string },
) {
  const kg = session.kindergartenId;
  const [world, existing] = await Promise.all([
    readMonth(kg, body.year, body.month, body.activityId),
    feesOfMonth(kg, monthOf(body.year, body.month), body.activityId),
  ]);
  const plan = planGeneration(feesDue(world, now().toISOString()), existing);
  const written = await writeInTransactions(plan.writes, (chunk) => feeCounters(kg, chunk));
  const created = written.filter((w) => w.creates).length;
  return {
    isSuccessful: true,
    entityId: null,
    errorMessage: null,
    count: plan.count,
    created,
    recomputed: written.length - created,
    // An op left out lost to a payment (or another run) meanwhile: that fee is kept as it is.
    kept: plan.kept + plan.writes.length - written.length,
  };
}

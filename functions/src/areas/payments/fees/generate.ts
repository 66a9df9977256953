import { FeeScope } from '@gradina/shared';
import type { ActivityItem, DiscountsItem, EnrollmentItem, FeeItem } from '../../../domain/activities/items';
import { marksOf } from '../../../domain/activities/items';
import { feeIdOf, type Month } from '../../../domain/activities/keys';
import { monthWorkingDaysOf } from '../../../domain/calendar';
import { now } from '../../../platform/clock';
import { notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { FeeChild, FeeWrite } from './items';
import {
  activitiesOf,
  attendanceAndCalendar,
  childrenOf,
  createFeeWrite,
  deleteFeeWrite,
  discountsOf,
  enrollmentsOf,
  feeCounters,
  feesOfMonth,
  guardianLinksOf,
  medicalDaysOf,
  recomputeFeeWrite,
  untouched,
  writeInTransactions,
} from './items';
import {
  billedPeriods,
  enrolledInMonth,
  familiesOf,
  feeAmounts,
  hasSiblingDiscount,
  monthOf,
  siblingOrders,
} from './pricing';

export const activityNotFound = 'Дейността не е намерена.';

/**
 * What generation needs of the month, read in 6 + one Query per activity requests (+1 Query of the guardian
 * links when an activity gives a sibling discount, +1 of the kindergarten's attendance with a day rate).
 */
export interface MonthWorld {
  kindergartenId: string;
  year: number;
  month: number;
  activities: ActivityItem[];
  enrollments: Map<string, EnrollmentItem[]>;
  attendance: Map<string, Record<string, unknown> | undefined>;
  calendarItems: readonly Record<string, unknown>[];
  discounts: DiscountsItem;
  /** The enrolled children's records: the leave date (nothing billed after it) and the birth date. */
  children: ReadonlyMap<string, FeeChild>;
  /** Each child's family (children sharing a guardian), when an activity gives a sibling discount. */
  families?: ReadonlyMap<string, string>;
  /** Days of the month with a medical notice in the kindergarten's attendance, by child (day rates). */
  medicalDays?: ReadonlyMap<string, number[]>;
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
    const priced = (world.enrollments.get(activity.id) ?? [])
      .map((e) => ({ e, periods: billedPeriods(e.periods, world.children.get(e.childId)?.leftOn) }))
      .filter(({ periods }) => enrolledInMonth(periods, world.year, world.month))
      .map(({ e, periods }) => {
        const discountPercent =
          world.discounts.byChild[e.childId] ?? world.discounts.byProvider[activity.providerId] ?? 0;
        const inputs = {
          activity,
          periods,
          month,
          workingDates: workingOf(e.groupId),
          presentDays: marks.get(e.childId)?.present ?? [],
          medicalDays: world.medicalDays?.get(e.childId) ?? [],
          discountPercent,
        };
        return { e, inputs, first: feeAmounts(inputs) };
      });
    // The sibling places count only the children who owe something before any discount.
    const orders = hasSiblingDiscount(activity)
      ? siblingOrders(
          priced
            .filter((p) => p.first.baseCents > 0)
            .map((p) => ({
              childId: p.e.childId,
              birthDate: world.children.get(p.e.childId)?.birthDate ?? '',
            })),
          world.families ?? new Map(),
        )
      : new Map<string, number>();
    return priced.map(({ e, inputs, first }): FeeItem => {
      const order = orders.get(e.childId) ?? 1;
      const amounts = order > 1 ? feeAmounts({ ...inputs, siblingOrder: order }) : first;
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
  a.priceCents === b.priceCents &&
  a.pricing === b.pricing &&
  (a.variableCents ?? 0) === (b.variableCents ?? 0) &&
  (a.freeDays ?? 0) === (b.freeDays ?? 0) &&
  (a.siblingDiscountCents ?? 0) === (b.siblingDiscountCents ?? 0) &&
  (a.siblingOrder ?? 1) === (b.siblingOrder ?? 1);

export interface GenerationPlan {
  writes: FeeWrite[];
  created: number;
  recomputed: number;
  kept: number;
  /** Untouched fees of a month that began after the child left the kindergarten: deleted. */
  removed: number;
  count: number;
}

/**
 * The writes that bring the month's fees to what is due: the missing are created, the untouched whose
 * amounts changed are recomputed (under the version read), paid, partly paid and pending ones are kept. An
 * untouched fee of a child who had left the kindergarten before the month began (`leftBefore`: generated
 * ahead, before the leave) is deleted: nothing is billed after a leave. Pure.
 */
export function planGeneration(
  due: readonly FeeItem[],
  existing: readonly FeeItem[],
  leftBefore: (childId: string) => boolean = () => false,
): GenerationPlan {
  const stored = new Map(existing.map((f) => [f.id, f]));
  const plan: GenerationPlan = { writes: [], created: 0, recomputed: 0, kept: 0, removed: 0, count: 0 };
  const dueIds = new Set(due.map((f) => f.id));
  const gone = existing.filter((f) => !dueIds.has(f.id) && untouched(f) && leftBefore(f.childId));
  for (const fee of gone) {
    plan.writes.push(deleteFeeWrite(fee));
    plan.removed++;
  }
  const goneIds = new Set(gone.map((f) => f.id));
  const ids = new Set(existing.filter((f) => !goneIds.has(f.id)).map((f) => f.id));
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

/**
 * Reads what a month's fees depend on: activities, enrolments, attendance with the calendar, discounts, then
 * the enrolled children's records (their leave), and only when needed the guardian links (siblings) and the
 * kindergarten's attendance (medical notices).
 */
async function readMonth(kindergartenId: string, year: number, month: number, activityId?: string) {
  const all = await activitiesOf(kindergartenId);
  const activities = activityId ? all.filter((a) => a.id === activityId) : all;
  if (activityId && activities.length === 0) throw notFound(activityNotFound);
  const siblings = activities.some(hasSiblingDiscount);
  const daily = activities.some((a) => a.pricing === 'day');
  const [enrollments, { attendance, calendarItems }, discounts, links, medicalDays] = await Promise.all([
    Promise.all(activities.map(async (a) => [a.id, await enrollmentsOf(kindergartenId, a.id)] as const)),
    attendanceAndCalendar(
      kindergartenId,
      activities.map((a) => a.id),
      monthOf(year, month),
    ),
    discountsOf(kindergartenId),
    siblings ? guardianLinksOf(kindergartenId) : Promise.resolve([]),
    daily ? medicalDaysOf(kindergartenId, monthOf(year, month)) : Promise.resolve(undefined),
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
    children: new Map(),
    ...(siblings ? { families: familiesOf(links) } : {}),
    ...(medicalDays ? { medicalDays } : {}),
  } satisfies MonthWorld;
}

/** `generate-proforma-invoices`: brings a month's fees (one activity's, or all) up to date. Idempotent. */
export async function generateFees(
  session: TenantRouteSession,
  body: { year: number; month: number; activityId?: string },
) {
  const kg = session.kindergartenId;
  const [read, existing] = await Promise.all([
    readMonth(kg, body.year, body.month, body.activityId),
    feesOfMonth(kg, monthOf(body.year, body.month), body.activityId),
  ]);
  // The records of the children enrolled in the month and of those the month's fees name: their leave.
  const childIds = new Set(existing.map((f) => f.childId));
  for (const list of read.enrollments.values())
    for (const e of list) if (enrolledInMonth(e.periods, body.year, body.month)) childIds.add(e.childId);
  const world: MonthWorld = { ...read, children: await childrenOf(kg, [...childIds]) };
  const firstDay = `${monthOf(body.year, body.month)}-01`;
  const leftBefore = (childId: string) => {
    const leftOn = world.children.get(childId)?.leftOn;
    return Boolean(leftOn && leftOn < firstDay);
  };
  const plan = planGeneration(feesDue(world, now().toISOString()), existing, leftBefore);
  return generationReply(plan, await writeInTransactions(plan.writes, (chunk) => feeCounters(kg, chunk)));
}

/** A generation's reply from its plan and the writes made (the kindergarten fees' generation answers it too). */
export function generationReply(plan: GenerationPlan, written: readonly FeeWrite[]) {
  const created = written.filter((w) => w.creates).length;
  const removed = written.filter((w) => w.deletes).length;
  return {
    isSuccessful: true,
    entityId: null,
    errorMessage: null,
    count: plan.count + plan.removed - removed,
    created,
    recomputed: written.length - created - removed,
    // An op left out lost to a payment (or another run) meanwhile: that fee is kept as it is.
    kept: plan.kept + plan.writes.length - written.length,
    removed,
  };
}

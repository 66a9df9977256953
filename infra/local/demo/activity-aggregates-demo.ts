/**
 * The extra activities' aggregates of the demo (kind `activities`, domain/aggregates/activities.ts): the
 * activities, enrolments, fees and payments the demos before it wrote never passed through the stream (the
 * seed runs before the stream poller), so each demo kindergarten's months are recomputed here whole from its
 * items, with the same pure contributions the stream consumer adds, and written with `putMonthAggregate`.
 * The МОН and municipality references of activities and fees then show the demo kindergarten's figures.
 *
 *   await seedActivityAggregatesDemo(demo);   // last: after the activities' and payments' demos
 */
import type {
  ActivityItem,
  EnrollmentItem,
  FeeItem,
  PaymentItem,
} from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { putMonthAggregate } from '../../../functions/src/domain/aggregates';
import {
  activityAggregateKind,
  activityContribution,
  enrollmentContribution,
  feeContribution,
  type MonthCounters,
  paymentContribution,
  sumContributions,
} from '../../../functions/src/domain/aggregates/activities';
import { queryAll } from '../../../functions/src/platform/db';
import type { DemoWorld } from './seed';

async function monthsOf(kindergartenId: string): Promise<MonthCounters> {
  const [activities, fees, payments] = await Promise.all([
    queryAll<ActivityItem>({
      partition: activityKeys.activity(kindergartenId, '').PK,
      beginsWith: 'ACTIVITY#',
    }),
    queryAll<FeeItem>({ partition: activityKeys.fee(kindergartenId, '').PK, beginsWith: 'FEE#' }),
    queryAll<PaymentItem>({ partition: activityKeys.payment(kindergartenId, '').PK, beginsWith: 'PAYMENT#' }),
  ]);
  const typeOf = new Map(activities.map((a) => [a.id, a.typeId]));
  const enrolments = await Promise.all(
    activities.map(async (a) => {
      const items = await queryAll<EnrollmentItem>({
        partition: activityKeys.enrollment(kindergartenId, a.id, '').PK,
        beginsWith: 'CHILD#',
      });
      return items.map((e) => enrollmentContribution(e, a));
    }),
  );
  return sumContributions([
    ...activities.map((a) => activityContribution(a)),
    ...enrolments.flat(),
    ...fees.map((f) => feeContribution(f)),
    ...payments.map((p) => paymentContribution(p, typeOf)),
  ]);
}

/** Writes every demo kindergarten's activity months; returns how many kindergarten-months were written. */
export async function seedActivityAggregatesDemo(demo: DemoWorld): Promise<number> {
  let written = 0;
  for (const kg of Object.values(demo.kindergartens)) {
    const months = await monthsOf(kg.id);
    for (const [month, counters] of months) {
      await putMonthAggregate({ kind: activityAggregateKind, kindergartenId: kg.id, month, counters });
      written += 1;
    }
  }
  return written;
}

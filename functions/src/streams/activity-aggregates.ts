import { OnlinePaymentStatus } from '@gradina/shared';
import type { ActivityItem, EnrollmentItem, FeeItem, PaymentItem } from '../domain/activities/items';
import { activityKeys } from '../domain/activities/keys';
import { addToMonthAggregates } from '../domain/aggregates';
import type { MonthCounters } from '../domain/aggregates/activities';
import {
  activityAggregateKind,
  activityContribution,
  enrollmentContribution,
  feeContribution,
  monthDeltas,
  paymentContribution,
} from '../domain/aggregates/activities';
import { batchGet, getItem } from '../platform/db';
import type { StreamConsumer, TableChange } from './change';

/**
 * Keeps the extra activities' aggregates (kind `activities`, domain/aggregates/activities.ts) per
 * kindergarten-month from the old and new images of four items, once per stream record and month:
 * a fee (due and paid in its month), a payment (its total in the month it became Paid), an activity (its
 * season's months) and an enrolment (the months the child takes part). Items are known by their keys, as
 * written by the activities and payments areas (an online payment carries no `type`).
 */

type Image = Record<string, unknown> | undefined;
export type ActivityRecordKind = 'fee' | 'payment' | 'activity' | 'enrollment';

/** Which of the four items a record is about, from its keys; null for every other item. */
export function recordKind(keys: Record<string, unknown>): ActivityRecordKind | null {
  const pk = String(keys.PK ?? '');
  const sk = String(keys.SK ?? '');
  if (!pk.startsWith('KG#')) return null;
  if (pk.endsWith('#FEES') && sk.startsWith('FEE#')) return 'fee';
  if (pk.endsWith('#PAYMENTS') && sk.startsWith('PAYMENT#')) return 'payment';
  if (pk.endsWith('#ACTIVITIES') && sk.startsWith('ACTIVITY#')) return 'activity';
  if (/#ACTIVITY#[^#]+$/.test(pk) && sk.startsWith('CHILD#')) return 'enrollment';
  return null;
}

type Season = Pick<ActivityItem, 'typeId' | 'fromDate' | 'toDate'>;

/**
 * The month deltas of a record (pure): `activityOf` gives an enrolment's activity, `typeOf` the type of the
 * activities a payment's fees belong to (both read by the consumer beforehand).
 */
export function activityDeltas(
  kind: ActivityRecordKind,
  change: Pick<TableChange, 'oldImage' | 'newImage'>,
  context: { activity?: Season | undefined; typeOf?: ReadonlyMap<string, string> } = {},
): MonthCounters {
  const { oldImage: before, newImage: after } = change;
  switch (kind) {
    case 'fee':
      return monthDeltas(
        feeContribution(before as FeeItem | undefined),
        feeContribution(after as FeeItem | undefined),
      );
    case 'payment': {
      const typeOf = context.typeOf ?? new Map();
      return monthDeltas(
        paymentContribution(before as PaymentItem | undefined, typeOf),
        paymentContribution(after as PaymentItem | undefined, typeOf),
      );
    }
    case 'activity':
      return monthDeltas(
        activityContribution(before as ActivityItem | undefined),
        activityContribution(after as ActivityItem | undefined),
      );
    case 'enrollment':
      return monthDeltas(
        enrollmentContribution(before as EnrollmentItem | undefined, context.activity),
        enrollmentContribution(after as EnrollmentItem | undefined, context.activity),
      );
  }
}

const paid = (image: Image) => (image as PaymentItem | undefined)?.status === OnlinePaymentStatus.Paid;

/** What a record needs besides its images: an enrolment's activity, a paid payment's activities' types. */
async function contextOf(kind: ActivityRecordKind, kindergartenId: string, before: Image, after: Image) {
  if (kind === 'enrollment') {
    const activityId = String((after ?? before)?.activityId ?? '');
    const activity = await getItem<ActivityItem>(activityKeys.activity(kindergartenId, activityId), {
      attributes: ['typeId', 'fromDate', 'toDate'],
    });
    return { activity };
  }
  if (kind === 'payment' && (paid(before) || paid(after))) {
    const fees = [
      ...((before as PaymentItem | undefined)?.fees ?? []),
      ...((after as PaymentItem | undefined)?.fees ?? []),
    ];
    const ids = [...new Set(fees.map((f) => f.activityId).filter(Boolean))];
    if (ids.length === 0) return {};
    const activities = await batchGet<ActivityItem>(
      ids.map((id) => activityKeys.activity(kindergartenId, id)),
    );
    return { typeOf: new Map(activities.map((a) => [a.id, a.typeId])) };
  }
  return {};
}

export const activityAggregates: StreamConsumer = {
  name: 'activity-aggregates',
  async consume(change) {
    const kind = recordKind(change.keys);
    if (!kind || change.expired) return;
    const kindergartenId = String((change.newImage ?? change.oldImage)?.kindergartenId ?? '');
    if (!kindergartenId) return;
    const context = await contextOf(kind, kindergartenId, change.oldImage, change.newImage);
    const deltas = activityDeltas(kind, change, context);
    // The months are independent items, each applied once by its own key: written together, so an
    // activity's season (up to 12 months) does not hold up every record behind it in the stream.
    await Promise.all(
      [...deltas].map(([month, counters]) =>
        addToMonthAggregates({
          kind: activityAggregateKind,
          kindergartenId,
          month,
          deltas: counters,
          onceKey: `${change.sequenceNumber}#${month}`,
        }),
      ),
    );
  },
};

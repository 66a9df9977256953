import { FeeScope, StudentAttendanceStatus } from '@gradina/shared';
import type { ActivityItem, DiscountsItem, EnrollmentItem, FeeItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { childMonthsOf } from '../../../domain/attendance';
import { monthCalendarKeys } from '../../../domain/calendar';
import { guardianIndex } from '../../../domain/children/guardians';
import { batchGet, getItem, keys, queryAll, type TransactOp, tryTransact } from '../../../platform/db';

/**
 * Every DynamoDB request of the fees feature (docs/areas/activity-fees.md). The keys are the activities kit's
 * (`domain/activities/keys.ts`); a kindergarten's keys come from the session's kindergarten only.
 */

/** The stored fee with its keys: the table's, a child's fees by month (GSI1), a month's by activity (GSI2). */
export const storedFee = (fee: FeeItem) => ({
  type: fee.scope === FeeScope.Kindergarten ? 'KindergartenFee' : 'ActivityFee',
  ...fee,
  ...activityKeys.fee(fee.kindergartenId, fee.id),
  ...activityKeys.feesOfChild(fee.kindergartenId, fee.childId, fee.month, fee.activityId),
  // A kindergarten fee (issue #33) has a month index of its own: the activities' lists never see it.
  ...(fee.scope === FeeScope.Kindergarten
    ? activityKeys.kindergartenFeesOfMonth(fee.kindergartenId, fee.month, fee.activityId, fee.childId)
    : activityKeys.feesOfMonth(fee.kindergartenId, fee.month, fee.activityId, fee.childId)),
});

export const readFee = (kindergartenId: string, feeId: string) =>
  getItem<FeeItem>(activityKeys.fee(kindergartenId, feeId), { consistent: true });

/** The kindergarten's activities: one Query. */
export const activitiesOf = (kindergartenId: string) =>
  queryAll<ActivityItem>({
    partition: activityKeys.activity(kindergartenId, '').PK,
    beginsWith: 'ACTIVITY#',
  });

/** An activity's enrolments (every child that ever took part): one Query of its partition. */
export const enrollmentsOf = (kindergartenId: string, activityId: string) =>
  queryAll<EnrollmentItem>({
    partition: activityKeys.enrollment(kindergartenId, activityId, '').PK,
    beginsWith: 'CHILD#',
  });

/** The kindergarten's discounts (one item): one GetItem. */
export const discountsOf = async (kindergartenId: string): Promise<DiscountsItem> =>
  (await getItem<DiscountsItem>(activityKeys.discounts(kindergartenId))) ?? {
    byProvider: {},
    byChild: {},
    version: 0,
  };

/**
 * The activities' attendance items of a month and the month's calendar items (the kindergarten's and the
 * national), in one BatchGet (chunks of 100 keys: one request up to 98 activities).
 */
export async function attendanceAndCalendar(
  kindergartenId: string,
  activityIds: readonly string[],
  month: Month,
) {
  const attendanceKeys = activityIds.map((a) => activityKeys.attendanceMonth(kindergartenId, a, month));
  const items = await batchGet([...attendanceKeys, ...monthCalendarKeys(kindergartenId, month)]);
  const byKey = new Map(items.map((i) => [`${i.PK}|${i.SK}`, i]));
  const attendance = new Map(
    activityIds.map((a, i) => [a, byKey.get(`${attendanceKeys[i]!.PK}|${attendanceKeys[i]!.SK}`)]),
  );
  return { attendance, calendarItems: items };
}

/** What the fees read of a child's record: its leave of the kindergarten and its birth date (siblings). */
export interface FeeChild {
  id: string;
  birthDate: string;
  leftOn: string | null;
}

/** The children's records (one BatchGet per 100 children). */
export async function childrenOf(kindergartenId: string, childIds: readonly string[]) {
  const items = childIds.length
    ? await batchGet<{ id: string; birthDate?: string; leftOn?: string | null }>(
        childIds.map((id) => keys.child(kindergartenId, id)),
      )
    : [];
  return new Map<string, FeeChild>(
    items.map((c) => [c.id, { id: c.id, birthDate: c.birthDate ?? '', leftOn: c.leftOn ?? null }]),
  );
}

/** Attendance statuses 5 and 6 („МБ“, „МБП“): a sickness absence with a medical notice. */
const medicalStatuses = new Set<number>([
  StudentAttendanceStatus.SicknessAbsence5,
  StudentAttendanceStatus.SicknessAbsence6,
]);

/**
 * The days of a month the kindergarten's attendance shows each child ill with a medical notice (one Query of
 * the month's child-months, `domain/attendance`, as the activities' autofill reads them).
 */
export async function medicalDaysOf(kindergartenId: string, month: Month) {
  const out = new Map<string, number[]>();
  for (const c of await childMonthsOf(kindergartenId, month)) {
    const ill = Object.entries(c.days)
      .filter(([, status]) => medicalStatuses.has(status))
      .map(([day]) => Number(day));
    // A child moved to another group within the month has two child-months: their days add up.
    out.set(c.childId, [...(out.get(c.childId) ?? []), ...ill]);
  }
  return out;
}

/** A month's fees of the kindergarten (one activity's with `activityId`): one Query of GSI2. */
export const feesOfMonth = (kindergartenId: string, month: Month, activityId?: string) =>
  queryAll<FeeItem>({
    index: 'GSI2',
    partition: activityKeys.feesOfMonth(kindergartenId, month).GSI2PK,
    ...(activityId ? { beginsWith: `${activityId}#` } : {}),
  });

/** A child's fees of a month: one Query of GSI1. */
export const childFeesOfMonth = (kindergartenId: string, childId: string, month: Month) =>
  queryAll<FeeItem>({
    index: 'GSI1',
    partition: activityKeys.feesOfChild(kindergartenId, childId).GSI1PK,
    beginsWith: `${month}#`,
  });

/** Every guardian link of the kindergarten (child → parent user): one Query of GSI2. */
export const guardianLinksOf = (kindergartenId: string) =>
  queryAll<{ childId: string; parentUserId: string }>({
    index: 'GSI2',
    partition: guardianIndex(kindergartenId, '', '').GSI2PK,
    beginsWith: 'USER#',
    attributes: ['childId', 'parentUserId'],
  });

/** A fee nobody has paid or started paying: generation may recompute it, a delete may remove it. */
export const untouched = (fee: Pick<FeeItem, 'paidCents' | 'pendingPaymentId'>) =>
  fee.paidCents === 0 && !fee.pendingPaymentId;

/** The condition that keeps a fee untouched between the read and the write. */
const untouchedAt = (version: number) => ({
  exists: true,
  equals: { version, paidCents: 0 },
  expression: 'attribute_not_exists(#pending) OR #pending = :none',
  names: { '#pending': 'pendingPaymentId' },
  values: { ':none': null },
});

/** A fee's price and how its amount was reached (counters a fee written before them lacks read 0). */
export const feeAmounts = (f: FeeItem) => ({
  pricing: f.pricing,
  priceCents: f.priceCents,
  sessions: f.sessions,
  variableCents: f.variableCents ?? 0,
  heldSessions: f.heldSessions ?? 0,
  freeDays: f.freeDays ?? 0,
  baseCents: f.baseCents,
  siblingOrder: f.siblingOrder ?? 1,
  siblingDiscountPercent: f.siblingDiscountPercent ?? 0,
  siblingDiscountCents: f.siblingDiscountCents ?? 0,
  discountPercent: f.discountPercent,
  discountCents: f.discountCents,
  amountCents: f.amountCents,
});

export const createFeeWrite = (fee: FeeItem): FeeWrite => ({
  op: { put: storedFee(fee), condition: { absent: true } },
  activityId: fee.activityId,
  creates: true,
});

/** A recomputation of an untouched fee: its amounts, under the version it was read at. */
export const recomputeFeeWrite = (fee: FeeItem, expected: number): FeeWrite => ({
  op: {
    update: activityKeys.fee(fee.kindergartenId, fee.id),
    changes: {
      set: {
        childName: fee.childName,
        groupId: fee.groupId,
        activityName: fee.activityName,
        providerName: fee.providerName,
        ...feeAmounts(fee),
        status: fee.status,
        version: expected + 1,
      },
    },
    condition: untouchedAt(expected),
  },
});

/** The deletion of an untouched fee no longer due (the child left before its month), counter down. */
export const deleteFeeWrite = (fee: FeeItem): FeeWrite => ({
  op: { delete: activityKeys.fee(fee.kindergartenId, fee.id), condition: untouchedAt(fee.version) },
  activityId: fee.activityId,
  deletes: true,
});

export const markNotifiedWrite = (kindergartenId: string, feeId: string, at: string): FeeWrite => ({
  op: {
    update: activityKeys.fee(kindergartenId, feeId),
    changes: { set: { notifiedAt: at } },
    condition: { exists: true },
  },
});

/**
 * Deletes an unpaid fee without payments, as read at `version`, and moves its activity's `feesCount` back;
 * false when the fee changed meanwhile.
 */
export async function deleteUntouchedFee(fee: FeeItem) {
  const outcome = await tryTransact([
    { delete: activityKeys.fee(fee.kindergartenId, fee.id), condition: untouchedAt(fee.version) },
    {
      update: activityKeys.activity(fee.kindergartenId, fee.activityId),
      changes: { add: { feesCount: -1 } },
      condition: { exists: true },
    },
  ]);
  return outcome.committed;
}

/**
 * A write of the fees' transactions; `activityId` with `creates` or `deletes` tell which activity's
 * `feesCount` it moves (+1, -1).
 */
export interface FeeWrite {
  op: TransactOp;
  activityId?: string;
  creates?: boolean;
  deletes?: boolean;
}

/**
 * The activities' `feesCount` moves of a chunk (ADD, the activity must exist): an activity with fees is not
 * deleted (the activities area reads it).
 */
export function feeCounters(kindergartenId: string, chunk: readonly FeeWrite[]) {
  const created = new Map<string, number>();
  for (const w of chunk) {
    const n = w.creates ? 1 : w.deletes ? -1 : 0;
    if (n !== 0 && w.activityId) created.set(w.activityId, (created.get(w.activityId) ?? 0) + n);
  }
  return [...created]
    .filter(([, n]) => n !== 0)
    .map(([activityId, n]) => ({
      activityId,
      op: {
        update: activityKeys.activity(kindergartenId, activityId),
        changes: { add: { feesCount: n } },
        condition: { exists: true },
      } satisfies TransactOp,
    }));
}

/**
 * Writes in transactions of up to 100 (with the activities' counters beside them); a write whose condition
 * failed (a fee paid or changed meanwhile, an activity deleted) is left out and the rest written again.
 * Answers the writes made.
 */
export async function writeInTransactions<W extends FeeWrite>(
  writes: readonly W[],
  counters: (chunk: readonly W[]) => { activityId: string; op: TransactOp }[] = () => [],
): Promise<W[]> {
  const written: W[] = [];
  for (let i = 0; i < writes.length; ) {
    let n = Math.min(100, writes.length - i);
    while (n > 1 && n + counters(writes.slice(i, i + n)).length > 100) n--;
    let chunk = writes.slice(i, i + n);
    i += n;
    for (let attempt = 0; chunk.length > 0 && attempt < 3; attempt++) {
      const extra = counters(chunk);
      const outcome = await tryTransact([...chunk.map((w) => w.op), ...extra.map((c) => c.op)]);
      if (outcome.committed) {
        written.push(...chunk);
        break;
      }
      const failed = new Set(outcome.failed);
      const goneActivities = new Set(
        extra.filter((_, n) => failed.has(chunk.length + n)).map((c) => c.activityId),
      );
      chunk = chunk.filter((w, n) => !failed.has(n) && !(w.activityId && goneActivities.has(w.activityId)));
    }
  }
  return written;
}

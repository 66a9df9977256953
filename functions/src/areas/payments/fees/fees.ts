import { type FeePaymentStatus, Role } from '@gradina/shared';
import type { ChildMonthFees, FeeRow } from '@gradina/shared/manifest/routes/payments/fees';
import { unpaidStatuses } from '@gradina/shared/manifest/routes/payments/fees';
import { childPaymentsOfMonth } from '../../../domain/activities/child-payments';
import type { FeeItem, PaymentItem } from '../../../domain/activities/items';
import type { Month } from '../../../domain/activities/keys';
import { monthsOfRange } from '../../../domain/calendar';
import type { ListScope } from '../../../domain/children/access';
import {
  checkMayRead,
  childName,
  childNotFound,
  inScope,
  listScope,
  readChild,
} from '../../../domain/children/access';
import { now, sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { childFeesOfMonth, deleteUntouchedFee, feeAmounts, feesOfMonth, untouched } from './items';
import { monthOf } from './pricing';

export const feeNotFound = 'Таксата не е намерена.';
export const feeHasPayment =
  'Таксата не може да бъде изтрита: по нея има плащане или започнато онлайн плащане.';

/** The reply's row of a stored fee. */
export const feeRowOf = (f: FeeItem): FeeRow => ({
  id: f.id,
  month: f.month,
  childId: f.childId,
  childName: f.childName,
  groupId: f.groupId,
  activityId: f.activityId,
  activityName: f.activityName,
  providerId: f.providerId,
  providerName: f.providerName,
  ...feeAmounts(f),
  paidCents: f.paidCents,
  status: f.status,
  hasPendingPayment: Boolean(f.pendingPaymentId),
  notifiedAt: f.notifiedAt ?? null,
  createdAt: f.createdAt,
  version: f.version,
});

/**
 * Whose fees a list shows: everyone's to the staff holding the right, a parent only their own children's
 * (`domain/children/access`: one Query of their guardian links).
 */
export const feeScope = async (session: TenantRouteSession): Promise<ListScope> =>
  session.role === Role.Parent ? listScope(session) : { all: true };

export const ofScope = (scope: ListScope) => (f: FeeItem) =>
  inScope(scope, { childId: f.childId, groupId: f.groupId ?? '' });

const sortFees = (a: FeeItem, b: FeeItem) =>
  byBulgarianName({ name: a.childName }, { name: b.childName }) ||
  byBulgarianName({ name: a.activityName }, { name: b.activityName });

export interface FeesQuery {
  year: number;
  month: number;
  activityId?: string;
  groupId?: string;
  statuses?: FeePaymentStatus[];
  PageNumber?: number;
  PageSize?: number;
}

/** A month's fees (a parent: their children's), filtered, by child then activity; totals over the filtered. */
export async function listFees(session: TenantRouteSession, q: FeesQuery) {
  const statuses = new Set(q.statuses?.length ? q.statuses : unpaidStatuses);
  const [stored, scope] = await Promise.all([
    feesOfMonth(session.kindergartenId, monthOf(q.year, q.month), q.activityId),
    feeScope(session),
  ]);
  const fees = stored
    .filter(ofScope(scope))
    .filter((f) => (!q.groupId || f.groupId === q.groupId) && statuses.has(f.status))
    .sort(sortFees);
  return {
    ...pageOf(fees.map(feeRowOf), q.PageNumber ?? 1, q.PageSize ?? 50),
    dueCents: fees.reduce((s, f) => s + f.amountCents, 0),
    paidCents: fees.reduce((s, f) => s + f.paidCents, 0),
  };
}

/**
 * The months whose payments may pay these fees: from the fees' month (or their creation, if earlier: fees
 * generated ahead) to today, at most a year.
 */
function paymentMonths(fees: readonly FeeItem[]): Month[] {
  const first = fees.flatMap((f) => [f.month, f.createdAt.slice(0, 7)]).sort()[0]!;
  const today = sofiaToday(now());
  if (first > today.slice(0, 7)) return [first];
  return monthsOfRange(`${first}-01`, today).slice(-12);
}

const paymentsOfFee = (fee: FeeItem, payments: readonly PaymentItem[]) =>
  payments.flatMap((p) =>
    p.fees
      .filter((paid) => paid.feeId === fee.id)
      .map((paid) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amountCents: paid.amountCents,
        totalCents: p.totalCents,
        batch: p.batch,
        paidAt: p.paidAt,
        createdAt: p.createdAt,
        receiptNumber: p.receiptNumber,
        cashierName: p.cashierName,
        payerName: p.payerName,
      })),
  );

/** A child's fees of a month with the payments against them (staff, or the child's parent). */
export async function childFees(
  session: TenantRouteSession,
  path: { year: number; month: number; studentId: string },
): Promise<ChildMonthFees> {
  const kg = session.kindergartenId;
  const child = await readChild(kg, path.studentId);
  if (!child) throw notFound(childNotFound);
  if (session.role === Role.Parent) await checkMayRead(session, child);
  const month = monthOf(path.year, path.month);
  const fees = (await childFeesOfMonth(kg, path.studentId, month)).sort(sortFees);
  const payments = fees.length
    ? (await Promise.all(paymentMonths(fees).map((m) => childPaymentsOfMonth(kg, m, path.studentId)))).flat()
    : [];
  return {
    studentId: path.studentId,
    studentName: childName(child),
    month,
    fees: fees.map((f) => ({ ...feeRowOf(f), payments: paymentsOfFee(f, payments) })),
    amountCents: fees.reduce((s, f) => s + f.amountCents, 0),
    paidCents: fees.reduce((s, f) => s + f.paidCents, 0),
  };
}

/** Deletes an unpaid fee without payments (409 otherwise); generating the month again brings it back. */
export async function deleteFee(fee: FeeItem | undefined) {
  if (!fee) throw notFound(feeNotFound);
  if (!untouched(fee)) throw conflict(feeHasPayment);
  if (!(await deleteUntouchedFee(fee))) throw conflict(feeHasPayment);
  return saved(fee.id);
}

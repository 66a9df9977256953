import { FeePaymentStatus, OnlinePaymentStatus, PaymentMethod, Role } from '@gradina/shared';
import type { ParentFee, PaymentState } from '@gradina/shared/manifest/routes/payments/online';
import type { FeeItem, PaymentItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { checkMayRead, childNotFound, readChild } from '../../../domain/children/access';
import { type Key, pageOf } from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { childKey, feesOfChild, guardianKey, readMany } from './items';
import { isPayable, takesOnlinePayments, takesTransferPayments } from './start';

/**
 * A child's fees for the parent's page, in two requests: one Query of the child's fees (GSI1), then one
 * BatchGet of the caller's link to the child (a parent's guardian link, a manager's child item), the
 * providers of the fees listed and the online payments pending on them. Nothing is answered before the
 * link is found: a child that is not the caller's is 404.
 */

const unpaid = new Set<number>([
  FeePaymentStatus.NotPaid,
  FeePaymentStatus.PartiallyPaid,
  FeePaymentStatus.WaitingExternal,
]);

const sameKey = (item: Record<string, unknown>, key: Key) => item.PK === key.PK && item.SK === key.SK;

/** Newest month first, then by activity. */
const byMonthDesc = (a: FeeItem, b: FeeItem) =>
  b.month.localeCompare(a.month) || a.activityName.localeCompare(b.activityName, 'bg');

async function loadChildFees(session: TenantRouteSession, childId: string, paid: boolean) {
  const kg = session.kindergartenId;
  const all = await feesOfChild(kg, childId);
  const rows = all
    .filter((f) => (paid ? f.status === FeePaymentStatus.Paid : unpaid.has(f.status)))
    .sort(byMonthDesc);
  const isParent = session.role === Role.Parent;
  const link = isParent ? guardianKey(kg, childId, session.userId) : childKey(kg, childId);
  const providerKeys = [...new Set(rows.map((f) => f.providerId))].map((p) => activityKeys.provider(p));
  const paymentKeys = [...new Set(rows.map((f) => f.pendingPaymentId).filter((p): p is string => !!p))].map(
    (p) => activityKeys.payment(kg, p),
  );
  const items = await readMany([link, ...providerKeys, ...paymentKeys].slice(0, 100));
  const linked = items.find((i) => sameKey(i, link));
  if (!linked) throw notFound(childNotFound);
  // Staff other than the managers (a right given by hand) are held to the child-access rule.
  if (!isParent && !isKindergartenManager(session)) {
    const child = await readChild(kg, childId);
    if (!child) throw notFound(childNotFound);
    await checkMayRead(session, child);
  }
  const providers = new Map(
    items
      .filter((i) => String(i.PK).startsWith('PROVIDER#'))
      .map((i) => [String(i.id), i as unknown as ProviderItem]),
  );
  const payments = new Map(
    items
      .filter((i) => String(i.SK).startsWith('PAYMENT#'))
      .map((i) => [String(i.id), i as unknown as PaymentItem]),
  );
  return { rows, providers, payments };
}

function rowOf(
  fee: FeeItem,
  providers: Map<string, ProviderItem>,
  payments: Map<string, PaymentItem>,
): ParentFee {
  const provider = providers.get(fee.providerId);
  const pending = fee.pendingPaymentId ? payments.get(fee.pendingPaymentId) : undefined;
  return {
    id: fee.id,
    month: fee.month,
    childId: fee.childId,
    childName: fee.childName,
    activityId: fee.activityId,
    activityName: fee.activityName,
    providerId: fee.providerId,
    providerName: fee.providerName,
    sessions: fee.sessions,
    baseCents: fee.baseCents,
    discountCents: fee.discountCents,
    amountCents: fee.amountCents,
    paidCents: fee.paidCents,
    dueCents: Math.max(0, fee.amountCents - fee.paidCents),
    status: fee.status,
    isOnlinePaymentPossible: Boolean(provider && takesOnlinePayments(provider) && isPayable(fee)),
    isTransferPaymentPossible: Boolean(provider && takesTransferPayments(provider)),
    pendingPayment: pending
      ? {
          id: pending.id,
          method: pending.method,
          status: pending.status,
          idn: pending.idn,
          expiresAt: pending.expiresAt,
        }
      : null,
    lastPaymentId: fee.lastPaymentId ?? null,
    version: fee.version,
  };
}

export async function parentFees(
  session: TenantRouteSession,
  query: { studentId: string; isPaid?: boolean; PageNumber?: number; PageSize?: number },
) {
  const { rows, providers, payments } = await loadChildFees(session, query.studentId, query.isPaid === true);
  return pageOf(
    rows.map((f) => rowOf(f, providers, payments)),
    query.PageNumber,
    query.PageSize,
  );
}

/**
 * The unpaid fees with the spec's "parent fees reply": the EasyPay code of a batch payment still waiting
 * (the newest), and whether several fees can be paid at once (two or more payable fees of one provider that
 * takes transfer payments).
 */
export async function parentUnpaidFees(
  session: TenantRouteSession,
  query: { studentId: string; PageNumber?: number; PageSize?: number },
) {
  const { rows, providers, payments } = await loadChildFees(session, query.studentId, false);
  const list = rows.map((f) => rowOf(f, providers, payments));
  const code = [...payments.values()]
    .filter(
      (p) =>
        p.batch && p.method === PaymentMethod.EasyPay && p.status === OnlinePaymentStatus.Waiting && p.idn,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const payableByProvider = new Map<string, number>();
  for (const row of list)
    if (row.isOnlinePaymentPossible && row.isTransferPaymentPossible)
      payableByProvider.set(row.providerId, (payableByProvider.get(row.providerId) ?? 0) + 1);
  return {
    ...pageOf(list, query.PageNumber, query.PageSize),
    transferPaymentEasyPayIdn: code?.idn ?? null,
    transferPaymentEasyPayIdnExpirationDate: code?.expiresAt ?? null,
    isTransferPaymentPossible: [...payableByProvider.values()].some((n) => n >= 2),
  };
}

/** The state of a payment for the page the parent returns to from ePay (a parent only their children's). */
export async function paymentStateOf(
  session: TenantRouteSession,
  payment: PaymentItem,
): Promise<PaymentState> {
  if (session.role === Role.Parent || !isKindergartenManager(session)) {
    for (const childId of payment.childIds) {
      const child = await readChild(session.kindergartenId, childId);
      if (!child) throw notFound();
      await checkMayRead(session, child);
    }
  }
  return {
    id: payment.id,
    method: payment.method,
    status: payment.status,
    totalCents: payment.totalCents,
    providerName: payment.providerName,
    invoice: payment.invoice,
    idn: payment.idn,
    expiresAt: payment.expiresAt,
    paidAt: payment.paidAt,
    receiptNumber: payment.receiptNumber,
    fees: payment.fees.map((f) => ({
      feeId: f.feeId,
      month: f.month,
      activityName: f.activityName,
      amountCents: f.amountCents,
    })),
  };
}

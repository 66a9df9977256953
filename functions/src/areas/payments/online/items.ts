import { FeePaymentStatus, OnlinePaymentStatus } from '@gradina/shared';
import type { FeeItem, PaymentItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { Key, TransactOp } from '../../../platform/db';
import { batchGet, getItem, keys, queryAll, transact, tryTransact, updateItem } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';

/**
 * Every DynamoDB request of online payments (docs/areas/online-payments.md lists them per route). Items and
 * keys are the activities kit's (`domain/activities`); the fees belong to the fees feature, this one moves
 * their payment state only, always conditioned on what it read.
 */

/**
 * The provider's INVOICE marker: which payment of which kindergarten a number was given to, with a copy of
 * the payment's status and fee parts, moved in every transaction that moves the payment's status, so the
 * webhook answers a line from the marker alone (one read) and conditions its writes on that status.
 */
export interface InvoiceMarker {
  providerId: string;
  invoice: string;
  kindergartenId: string;
  paymentId: string;
  status: OnlinePaymentStatus;
  /** Each fee's part, and whether the fee had a part paid before (so a release restores PartiallyPaid). */
  fees: { feeId: string; amountCents: number; partlyPaid: boolean }[];
  totalCents: number;
}

export const markerOf = (payment: PaymentItem, fees: readonly FeeItem[]): InvoiceMarker => ({
  providerId: payment.providerId,
  invoice: payment.invoice!,
  kindergartenId: payment.kindergartenId,
  paymentId: payment.id,
  status: payment.status,
  fees: payment.fees.map((f) => ({
    feeId: f.feeId,
    amountCents: f.amountCents,
    partlyPaid: fees.some((fee) => fee.id === f.feeId && fee.paidCents > 0),
  })),
  totalCents: payment.totalCents,
});

/**
 * GSI2 on a Waiting online payment: the payments whose deadline falls on a day (UTC), by deadline, for the
 * expiry job (`jobs/expire-online-payments.ts`): one Query per day, never a Scan. Sparse: removed when the
 * payment leaves Waiting.
 */
export const waitingIndex = (p: Pick<PaymentItem, 'kindergartenId' | 'id'>, expiresAt: string) => ({
  GSI2PK: `ONLINE_PAYMENTS_WAITING#${expiresAt.slice(0, 10)}`,
  GSI2SK: `${expiresAt}#${p.kindergartenId}#${p.id}`,
});

/** Moves a payment and its marker from `from` to `status` (with `set` on the payment): both or neither. */
export function statusOps(
  marker: Pick<InvoiceMarker, 'providerId' | 'invoice' | 'kindergartenId' | 'paymentId'>,
  from: OnlinePaymentStatus,
  status: OnlinePaymentStatus,
  set: Record<string, unknown> = {},
): TransactOp[] {
  return [
    {
      update: activityKeys.payment(marker.kindergartenId, marker.paymentId),
      changes: {
        set: { ...set, status },
        add: { version: 1 },
        // Leaving Waiting: out of the expiry job's index.
        ...(from === OnlinePaymentStatus.Waiting ? { remove: ['GSI2PK', 'GSI2SK'] } : {}),
      },
      condition: { equals: { status: from } },
    },
    {
      update: activityKeys.providerInvoice(marker.providerId, marker.invoice),
      changes: { set: { status } },
      condition: { equals: { status: from } },
    },
  ];
}

export const paymentIndex = (p: Pick<PaymentItem, 'kindergartenId' | 'createdAt' | 'id'>) =>
  activityKeys.paymentsOfMonth(p.kindergartenId, p.createdAt.slice(0, 7), p.createdAt, p.id);

/** A child's fees, all months (one Query of GSI1). */
export const feesOfChild = (kindergartenId: string, childId: string) =>
  queryAll<FeeItem>({ index: 'GSI1', partition: activityKeys.feesOfChild(kindergartenId, childId).GSI1PK });

export const readFee = (kindergartenId: string, feeId: string) =>
  getItem<FeeItem>(activityKeys.fee(kindergartenId, feeId), { consistent: true });

export const readFees = (kindergartenId: string, feeIds: readonly string[]) =>
  batchGet<FeeItem>(feeIds.map((id) => activityKeys.fee(kindergartenId, id)));

export const readProvider = (providerId: string) => getItem<ProviderItem>(activityKeys.provider(providerId));

export const readPayment = (kindergartenId: string, paymentId: string) =>
  getItem<PaymentItem>(activityKeys.payment(kindergartenId, paymentId), { consistent: true });

export const readMarker = (providerId: string, invoice: string) =>
  getItem<InvoiceMarker>(activityKeys.providerInvoice(providerId, invoice), { consistent: true });

/** The markers of a notification's invoices: BatchGets of 100 (run together), keyed by INVOICE. */
export async function readMarkers(providerId: string, invoices: readonly string[]) {
  const found = await batchGet<InvoiceMarker>(
    invoices.map((i) => activityKeys.providerInvoice(providerId, i)),
    { consistent: true },
  );
  return new Map(found.map((m) => [m.invoice, m]));
}

/** The Waiting payments whose deadline falls on `day` and is before `before` (one Query of GSI2). */
export const waitingDue = (day: string, before: string) =>
  queryAll<PaymentItem>({
    index: 'GSI2',
    partition: `ONLINE_PAYMENTS_WAITING#${day}`,
    between: ['0', before],
  });

/** Several items of any kind in one BatchGet (the fee lists' guardian link, providers and payments). */
export const readMany = (itemKeys: Key[]) => batchGet<Record<string, unknown>>(itemKeys);

/** The parent who started a payment, by name (an overpayment names whom to refund). */
export async function payerName(userId: string): Promise<string> {
  const user = await getItem<{ firstName?: string; lastName?: string }>(keys.user(userId), {
    attributes: ['firstName', 'lastName'],
  });
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

export const guardianKey = keys.guardianOfChild;
export const childKey = keys.child;

/** The provider's next INVOICE: ADD 1, never given again (a number spent on a refused attempt stays spent). */
export async function nextInvoice(providerId: string): Promise<string> {
  const after = await updateItem<ProviderItem>(
    activityKeys.provider(providerId),
    { add: { lastInvoice: 1 } },
    { exists: true },
  );
  return String(after.lastInvoice);
}

const payable = [FeePaymentStatus.NotPaid, FeePaymentStatus.PartiallyPaid];

/**
 * One transaction: the payment (Waiting), the INVOICE marker (a number is given once) and each fee held by
 * the payment (WaitingExternal), each fee only while it is as read: payable, nothing pending, its version.
 */
export async function openPayment(payment: PaymentItem, fees: readonly FeeItem[]) {
  const ops: TransactOp[] = [
    {
      put: {
        ...activityKeys.payment(payment.kindergartenId, payment.id),
        ...paymentIndex(payment),
        ...(payment.expiresAt ? waitingIndex(payment, payment.expiresAt) : {}),
        ...payment,
      },
      condition: { absent: true },
    },
    {
      put: {
        ...activityKeys.providerInvoice(payment.providerId, payment.invoice!),
        ...markerOf(payment, fees),
      },
      condition: { absent: true },
    },
    ...fees.map(
      (fee): TransactOp => ({
        update: activityKeys.fee(fee.kindergartenId, fee.id),
        changes: {
          set: { status: FeePaymentStatus.WaitingExternal, pendingPaymentId: payment.id },
          add: { version: 1 },
        },
        condition: {
          equals: { version: fee.version },
          expression: '(attribute_not_exists(#p) OR #p = :none) AND #s IN (:s1, :s2)',
          names: { '#p': 'pendingPaymentId', '#s': 'status' },
          values: { ':none': null, ':s1': payable[0], ':s2': payable[1] },
        },
      }),
    ),
  ];
  await transact(ops, 'Таксата вече се плаща или е платена. Заредете таксите отново.');
}

/**
 * Ends a Waiting payment without money (`status`: Denied, Expired, Error) and frees the fees it holds. The
 * fees' `paidCents` is not known here: a fee with a part paid before goes back to PartiallyPaid because
 * `partlyPaid` lists it (the payment's part is less than the fee's amount).
 */
export function releaseOps(
  marker: Pick<InvoiceMarker, 'providerId' | 'invoice' | 'kindergartenId' | 'paymentId'>,
  fees: readonly Pick<InvoiceMarker['fees'][number], 'feeId' | 'partlyPaid'>[],
  status: OnlinePaymentStatus,
  set: Record<string, unknown> = {},
): TransactOp[] {
  return [
    ...statusOps(marker, OnlinePaymentStatus.Waiting, status, set),
    ...fees.map(
      (fee): TransactOp => ({
        update: activityKeys.fee(marker.kindergartenId, fee.feeId),
        changes: {
          set: {
            status: fee.partlyPaid ? FeePaymentStatus.PartiallyPaid : FeePaymentStatus.NotPaid,
            pendingPaymentId: null,
          },
          add: { version: 1 },
        },
        condition: { equals: { pendingPaymentId: marker.paymentId } },
      }),
    ),
  ];
}

/** Ends a payment ePay refused (Error) and frees its fees, as they were before. */
export async function failPayment(payment: PaymentItem, fees: readonly FeeItem[]) {
  await tryTransact(
    releaseOps(markerOf(payment, fees), markerOf(payment, fees).fees, OnlinePaymentStatus.Error),
  );
}

/** Runs a transaction; false when a condition failed (the caller answers what that means). */
export async function tryWrite(ops: readonly TransactOp[]): Promise<boolean> {
  return (await tryTransact(ops)).committed;
}

/** Keeps the EasyPay code and its deadline on the payment. */
export const keepEasyPayCode = (payment: PaymentItem, idn: string, expiresAt: string) =>
  updateItem(
    activityKeys.payment(payment.kindergartenId, payment.id),
    { set: { idn, expiresAt, ...waitingIndex(payment, expiresAt) }, add: { version: 1 } },
    { equals: { status: OnlinePaymentStatus.Waiting } },
  ).catch(() => {
    throw conflict('Плащането вече не чака. Заредете таксите отново.');
  });

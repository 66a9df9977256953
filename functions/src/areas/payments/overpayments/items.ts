import { OverpaymentStatus, type PaymentMethod } from '@gradina/shared';
import { nextNumberOps, readCounter } from '../../../domain/payments/document-numbers';
import { getItem, keys, queryAll, type TransactOp, tenantPrefix, tryTransact } from '../../../platform/db';
import { settlementKeys } from '../provider-invoices/items';

/**
 * Every DynamoDB request of the overpayments (docs/areas/overpayments.md): money ePay took for fees that were
 * already paid another way (a PAID after the payment ended), kept apart from revenue until it is refunded.
 * One item per payment, written by the webhook in the transaction that records the late PAID.
 */

const tp = tenantPrefix;

export const overpaymentKeys = {
  /** The kindergarten's overpayments: one partition, so the staff screen is one Query. */
  overpayment: (kindergartenId: string, paymentId: string) => ({
    PK: `${tp(kindergartenId)}#OVERPAYMENTS`,
    SK: `OVERPAYMENT#${paymentId}`,
  }),
  /** GSI1 on an overpayment: a child's overpayments (the parent's fees page, one Query). */
  ofChild: (kindergartenId: string, childId: string, paymentId?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#CHILD#${childId}#OVERPAYMENTS`,
    GSI1SK: paymentId !== undefined ? `OVERPAYMENT#${paymentId}` : 'OVERPAYMENT#',
  }),
};

/** How the money went back: cash with a РКО, a bank transfer, or ePay's own refund. */
export type RefundMethod = typeof PaymentMethod.Cash | typeof PaymentMethod.Bank | typeof PaymentMethod.EPay;

export interface RefundFacts {
  method: RefundMethod;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The РКО's number (cash, given from the kindergarten's voucher series), the bank's or ePay's reference. */
  documentNumber: string;
  recipientName: string;
  /** The recipient's identity document as printed on the РКО (cash only). */
  recipientDocument: string | null;
  note: string | null;
  recordedBy: string;
  recordedByName: string;
  recordedAt: string;
}

export interface OverpaymentItem {
  id: string;
  kindergartenId: string;
  paymentId: string;
  providerId: string;
  providerName: string;
  invoice: string | null;
  method: PaymentMethod;
  childId: string;
  childName: string;
  payerUserId: string;
  payerName: string;
  /** The fees the money was meant for, with the part of each that was overpaid. */
  fees: { feeId: string; month: string; activityName: string; amountCents: number }[];
  amountCents: number;
  /** ePay's PAY_TIME (else when the notification came). */
  paidAt: string;
  status: OverpaymentStatus;
  refund: RefundFacts | null;
  createdAt: string;
  version: number;
}

/** The put of a new overpayment (once per payment). */
export const overpaymentPut = (item: OverpaymentItem): TransactOp => ({
  put: {
    ...item,
    ...overpaymentKeys.overpayment(item.kindergartenId, item.paymentId),
    ...overpaymentKeys.ofChild(item.kindergartenId, item.childId, item.paymentId),
    type: 'Overpayment',
  },
  condition: { absent: true },
});

/** Every overpayment of the kindergarten (one Query; a kindergarten has few). */
export const overpaymentsOf = (kindergartenId: string) =>
  queryAll<OverpaymentItem>({ partition: overpaymentKeys.overpayment(kindergartenId, '').PK });

/** A child's overpayments (one Query of GSI1). */
export const overpaymentsOfChild = (kindergartenId: string, childId: string) =>
  queryAll<OverpaymentItem>({
    index: 'GSI1',
    partition: overpaymentKeys.ofChild(kindergartenId, childId).GSI1PK,
  });

export const readOverpayment = (kindergartenId: string, id: string) =>
  getItem<OverpaymentItem>(overpaymentKeys.overpayment(kindergartenId, id), { consistent: true });

export const readStaffName = async (userId: string) => {
  const user = await getItem<{ firstName?: string; lastName?: string }>(keys.user(userId), {
    attributes: ['firstName', 'lastName'],
  });
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
};

/** The refund kept on the overpayment, conditioned on the version read (one refund, never two). */
const refundOp = (item: OverpaymentItem, refund: RefundFacts): TransactOp => ({
  update: overpaymentKeys.overpayment(item.kindergartenId, item.id),
  changes: { set: { status: OverpaymentStatus.Refunded, refund }, add: { version: 1 } },
  condition: { equals: { version: item.version, status: OverpaymentStatus.ToRefund } },
});

/** A bank or ePay refund: the overpayment only. False when it changed meanwhile. */
export async function recordRefund(item: OverpaymentItem, refund: RefundFacts): Promise<boolean> {
  return (await tryTransact([refundOp(item, refund)])).committed;
}

/**
 * A cash refund: the РКО takes the next number of the kindergarten's voucher series (the cash book's one
 * series of expense vouchers, shared with the providers' vouchers), with the counter moved from the value
 * read and the number's marker put once, in the transaction that records the refund: no gaps, no repeats.
 * A race on the counter is tried again; a changed overpayment answers `changed`.
 */
export async function recordCashRefund(
  item: OverpaymentItem,
  refund: Omit<RefundFacts, 'documentNumber'>,
): Promise<{ number: string } | 'changed'> {
  const counterKey = settlementKeys.counter(item.kindergartenId, 'voucher');
  for (let attempt = 0; attempt < 6; attempt++) {
    const { last } = await readCounter(counterKey);
    const n = last + 1;
    const outcome = await tryTransact([
      refundOp(item, { ...refund, documentNumber: String(n) }),
      ...nextNumberOps(counterKey, last, {
        ...settlementKeys.number(item.kindergartenId, 'voucher', n),
        type: 'SettlementNumber',
        documentId: `refund#${item.id}`,
      }),
    ]);
    if (outcome.committed) return { number: String(n) };
    if (outcome.failed.includes(0)) return 'changed';
  }
  return 'changed';
}

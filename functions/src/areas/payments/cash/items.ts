import { FeePaymentStatus } from '@gradina/shared';
import type { DocumentTypeCode } from '@gradina/shared/manifest/routes/payments/cash';
import type { FeeItem, PaymentItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { receiptCounterKey, transactWithReceipt } from '../../../domain/payments/receipt-numbers';
import type { Key, TransactOp } from '../../../platform/db';
import { batchGet, getItem, keys, queryAll, tenantPrefix, tryTransact } from '../../../platform/db';

/**
 * Every DynamoDB request of the staff's payments, receipts and invoicing settings (docs/areas/cash-payments.md
 * lists them per route). Payments and fees are the activities kit's items and keys; this feature moves a
 * fee's paid amount only, always conditioned on what it read.
 */

export const cashKeys = {
  /** The kindergarten's issuer data on receipts: one item, `version`. */
  settings: (kindergartenId: string) => ({ PK: tenantPrefix(kindergartenId), SK: 'PAYMENT_SETTINGS' }),
  /** A document type's name and prefix (its number series is a counter). */
  documentType: (kindergartenId: string, code: DocumentTypeCode) => ({
    PK: tenantPrefix(kindergartenId),
    SK: `DOCUMENT_TYPE#${code}`,
  }),
  /** The number series of a document type: receipts use the payments kit's (online payments too). */
  counter: (kindergartenId: string, code: DocumentTypeCode): Key =>
    code === 'receipt'
      ? receiptCounterKey(kindergartenId)
      : { PK: tenantPrefix(kindergartenId), SK: `COUNTER#DOCUMENT#${code}` },
  /** A payment form's request key: the payment it recorded (a retry answers that one). */
  request: (kindergartenId: string, userId: string, key: string) =>
    keys.idempotency(`cash-payment#${kindergartenId}#${userId}`, key),
};

export interface SettingsItem {
  legalName: string;
  eik: string;
  address: string;
  accountablePerson: string;
  /** ИН по ЗДДС, '' when not registered (absent on settings saved before issue #25). */
  vatNumber?: string;
  iban: string;
  bankName: string;
  version: number;
}

export interface DocumentTypeItem {
  code: DocumentTypeCode;
  name: string;
  prefix: string;
  version: number;
}

export const readFee = (kindergartenId: string, feeId: string) =>
  getItem<FeeItem>(activityKeys.fee(kindergartenId, feeId), { consistent: true });

export const readFees = (kindergartenId: string, feeIds: readonly string[]) =>
  batchGet<FeeItem>(feeIds.map((id) => activityKeys.fee(kindergartenId, id)));

export const readPayment = (kindergartenId: string, paymentId: string) =>
  getItem<PaymentItem>(activityKeys.payment(kindergartenId, paymentId), { consistent: true });

export const readProvider = (providerId: string) =>
  getItem<ProviderItem>(activityKeys.provider(providerId), { attributes: ['id', 'name', 'eik'] });

export const readStaffMember = (kindergartenId: string, userId: string) =>
  getItem<{ firstName: string; lastName: string }>(keys.staffMember(kindergartenId, userId), {
    attributes: ['firstName', 'lastName'],
  });

/** The kindergarten's staff members (one Query of its staff partition), for the cashier's choice. */
export const staffMembersOf = (kindergartenId: string) =>
  queryAll<{ userId: string; firstName: string; lastName: string }>({
    partition: keys.staffMember(kindergartenId, '').PK,
    beginsWith: 'USER#',
    attributes: ['userId', 'firstName', 'lastName'],
  });

export const readKindergartenName = async (kindergartenId: string) =>
  (await getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }))?.name ?? '';

/** A child's fees of every month (one Query of GSI1). */
export const feesOfChild = (kindergartenId: string, childId: string) =>
  queryAll<FeeItem>({ index: 'GSI1', partition: activityKeys.feesOfChild(kindergartenId, childId).GSI1PK });

/** The parents of a child (one Query of the child's partition), to tell one family's fees. */
export const guardiansOf = async (kindergartenId: string, childId: string) =>
  (
    await queryAll<{ SK: string }>({
      partition: keys.child(kindergartenId, childId).PK,
      beginsWith: 'GUARDIAN#',
      attributes: ['SK'],
    })
  ).map((g) => g.SK.slice('GUARDIAN#'.length));

/** The payments made in one month (one Query of GSI1 each). */
export const paymentsOfMonth = (kindergartenId: string, month: Month) =>
  queryAll<PaymentItem>({
    index: 'GSI1',
    partition: activityKeys.paymentsOfMonth(kindergartenId, month).GSI1PK,
  });

export const readSettings = (kindergartenId: string) =>
  getItem<SettingsItem>(cashKeys.settings(kindergartenId), { consistent: true });

/** Every document type item and number series of the kindergarten: one BatchGet. */
export async function readDocumentTypes(kindergartenId: string, codes: readonly DocumentTypeCode[]) {
  const wanted = codes.flatMap((code) => [
    cashKeys.documentType(kindergartenId, code),
    cashKeys.counter(kindergartenId, code),
  ]);
  const items = await batchGet<Record<string, unknown> & Key>(wanted);
  const bySk = new Map(items.map((i) => [i.SK, i]));
  return codes.map((code) => ({
    code,
    item: bySk.get(cashKeys.documentType(kindergartenId, code).SK) as DocumentTypeItem | undefined,
    last: Number(bySk.get(cashKeys.counter(kindergartenId, code).SK)?.last ?? 0),
  }));
}

/** What a form's request key recorded: the payment and the request's fingerprint (older items have none). */
export const recordedBy = (kindergartenId: string, userId: string, key: string) =>
  getItem<{ paymentId: string; fingerprint?: string }>(cashKeys.request(kindergartenId, userId, key), {
    consistent: true,
  });

const requestKeepDays = 2;

export type RecordOutcome =
  | { recorded: true; receiptNumber: number }
  | { recorded: false; why: 'duplicate' | 'changed' };

/**
 * One transaction: the request key (once, with the request's fingerprint), the payment with the next receipt
 * number (taken in this transaction: a lost race retries, never burns a number), and each fee credited while
 * it is as read: its version, no online payment pending, the paid amount read (so paid + amount ≤ due as
 * checked). Answers `duplicate` when the request key was used already, `changed` when a fee moved meanwhile.
 */
export async function recordPaymentItems(
  payment: PaymentItem,
  fees: readonly { fee: FeeItem; amountCents: number }[],
  requestKey: string,
  fingerprint: string,
): Promise<RecordOutcome> {
  const kg = payment.kindergartenId;
  const ops = (receiptNumber: number): TransactOp[] => [
    {
      put: {
        ...cashKeys.request(kg, payment.createdBy, requestKey),
        type: 'Idempotency',
        paymentId: payment.id,
        fingerprint,
        ttl: Math.floor(Date.parse(payment.createdAt) / 1000) + requestKeepDays * 86400,
      },
      condition: { absent: true },
    },
    {
      put: {
        type: 'ActivityPayment',
        ...payment,
        ...activityKeys.payment(kg, payment.id),
        ...activityKeys.paymentsOfMonth(kg, payment.createdAt.slice(0, 7), payment.createdAt, payment.id),
        receiptNumber,
      },
      condition: { absent: true },
    },
    ...fees.map(({ fee, amountCents }): TransactOp => {
      const paid = fee.paidCents + amountCents;
      return {
        update: activityKeys.fee(kg, fee.id),
        changes: {
          set: {
            paidCents: paid,
            status: paid >= fee.amountCents ? FeePaymentStatus.Paid : FeePaymentStatus.PartiallyPaid,
            lastPaymentId: payment.id,
          },
          add: { version: 1 },
        },
        condition: {
          equals: { version: fee.version, paidCents: fee.paidCents, amountCents: fee.amountCents },
          expression: '(attribute_not_exists(#p) OR #p = :none) AND #s IN (:s1, :s2)',
          names: { '#p': 'pendingPaymentId', '#s': 'status' },
          values: { ':none': null, ':s1': FeePaymentStatus.NotPaid, ':s2': FeePaymentStatus.PartiallyPaid },
        },
      };
    }),
  ];
  const outcome = await transactWithReceipt(kg, payment.id, ops);
  if (outcome.committed) return { recorded: true, receiptNumber: outcome.receiptNumber };
  return { recorded: false, why: outcome.failed.includes(0) ? 'duplicate' : 'changed' };
}

export function saveSettingsItem(kindergartenId: string, item: SettingsItem, expected: number) {
  return tryTransact([
    {
      put: { ...cashKeys.settings(kindergartenId), type: 'PaymentSettings', ...item, version: expected + 1 },
      condition: expected === 0 ? { absent: true } : { equals: { version: expected } },
    },
  ]);
}

/**
 * The type's name and prefix while it has the version read, and its series moved to `nextNumber` only
 * while no number at or past it was given (a number is never given twice). Answers the failed op indexes.
 */
export function saveDocumentTypeItems(
  kindergartenId: string,
  item: DocumentTypeItem,
  expected: number,
  nextNumber: number,
) {
  return tryTransact([
    {
      put: {
        type: 'DocumentType',
        ...item,
        ...cashKeys.documentType(kindergartenId, item.code),
        version: expected + 1,
      },
      condition: expected === 0 ? { absent: true } : { equals: { version: expected } },
    },
    {
      update: cashKeys.counter(kindergartenId, item.code),
      changes: { set: { last: nextNumber - 1 } },
      condition: {
        expression: 'attribute_not_exists(#last) OR #last < :next',
        names: { '#last': 'last' },
        values: { ':next': nextNumber },
      },
    },
  ]);
}

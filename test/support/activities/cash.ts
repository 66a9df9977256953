import { randomInt, randomUUID } from 'node:crypto';
import {
  FeePaymentStatus,
  FeeScope,
  PaymentProviderConfigurationFlags as Flags,
  PaymentMethod,
} from '@gradina/shared';
import type { FeeItem, PaymentItem, ProviderItem } from '../../../functions/src/platform/activities/items';
import { activityKeys, feeIdOf } from '../../../functions/src/platform/activities/keys';
import { keys, putItem, updateItem } from '../../../functions/src/platform/db';
import { guardianIndex } from '../../../functions/src/platform/guardians';
import { api, fixedToday, type Principal } from '../api';

/**
 * The staff payments suites' world, written with the activities kit's keys and shapes (providers and fees
 * are other features'): a provider with its ЕИК, and a child's fees of its activities, some waiting for an
 * online payment.
 */

export interface CashProvider {
  id: string;
  name: string;
  eik: string;
}

export async function aCashProvider(name: string): Promise<CashProvider> {
  const id = randomUUID();
  const item: ProviderItem = {
    id,
    name,
    eik: String(randomInt(100_000_000, 999_999_999)),
    address: 'гр. Пловдив, ул. Капитан Райчо 10',
    contactName: null,
    phone: null,
    email: null,
    min: null,
    sealedSecret: null,
    configuration: Flags.NotConfigured,
    configurationError: null,
    lastInvoice: 0,
    defaultDiscountPercent: 0,
    acceptsTransferPayments: false,
    usedBy: 0,
    version: 1,
    createdAt: '2026-09-01T08:00:00.000Z',
  };
  await putItem({ ...activityKeys.provider(id), type: 'ActivityProvider', ...item });
  return { id, name, eik: item.eik };
}

export interface FeeChild {
  id: string;
  firstName: string;
  lastName: string;
  groupId?: string | null;
}

/** A child's unpaid fee of an activity in a month (`o` overrides any field: paid, pending…). */
export async function aFee(
  kindergartenId: string,
  provider: CashProvider,
  child: FeeChild,
  month: string,
  amountCents: number,
  o: Partial<FeeItem> = {},
): Promise<FeeItem> {
  const activityId = o.activityId ?? `${provider.id}-act`;
  const item: FeeItem = {
    id: feeIdOf(child.id, month, activityId),
    kindergartenId,
    scope: FeeScope.Activities,
    month,
    childId: child.id,
    childName: `${child.firstName} ${child.lastName}`,
    groupId: child.groupId ?? null,
    activityId,
    activityName: 'Народни танци',
    providerId: provider.id,
    providerName: provider.name,
    pricing: 'month',
    priceCents: amountCents,
    sessions: 8,
    baseCents: amountCents,
    discountPercent: 0,
    discountCents: 0,
    amountCents,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    pendingPaymentId: null,
    notifiedAt: null,
    createdAt: `${month}-28T08:00:00.000Z`,
    version: 1,
    ...o,
  };
  await putItem({
    ...activityKeys.fee(kindergartenId, item.id),
    ...activityKeys.feesOfChild(kindergartenId, item.childId, item.month, item.activityId),
    ...activityKeys.feesOfMonth(kindergartenId, item.month, item.activityId, item.childId),
    type: 'ActivityFee',
    ...item,
  });
  return item;
}

/** What PAY does when a parent starts paying a fee online: the fee waits for that payment. */
export const holdForOnlinePayment = (fee: FeeItem, paymentId = randomUUID()) =>
  updateItem(activityKeys.fee(fee.kindergartenId, fee.id), {
    set: { status: FeePaymentStatus.WaitingExternal, pendingPaymentId: paymentId },
    add: { version: 1 },
  });

/** A parent's online payment ePay reported paid (what PAY's webhook leaves), for its receipt. */
export async function anOnlinePayment(fee: FeeItem, o: Partial<PaymentItem>): Promise<PaymentItem> {
  const item: PaymentItem = {
    id: randomUUID(),
    kindergartenId: fee.kindergartenId,
    method: 4,
    status: 1,
    providerId: fee.providerId,
    providerName: fee.providerName,
    fees: [
      {
        feeId: fee.id,
        childId: fee.childId,
        childName: fee.childName,
        month: fee.month,
        activityId: fee.activityId,
        activityName: fee.activityName,
        amountCents: fee.amountCents,
      },
    ],
    totalCents: fee.amountCents,
    childIds: [fee.childId],
    batch: false,
    invoice: String(randomInt(1, 1_000_000)),
    idn: null,
    expiresAt: null,
    paidAt: '2026-11-20T10:15:00.000Z',
    stan: '004321',
    bcode: 'X9Y8Z7',
    receiptNumber: null,
    cashierId: null,
    cashierName: null,
    payerName: null,
    note: null,
    createdBy: 'parent',
    createdAt: '2026-11-20T10:10:00.000Z',
    version: 1,
    ...o,
  };
  await putItem({
    ...activityKeys.payment(item.kindergartenId, item.id),
    ...activityKeys.paymentsOfMonth(item.kindergartenId, item.createdAt.slice(0, 7), item.createdAt, item.id),
    type: 'ActivityPayment',
    ...item,
  });
  return item;
}

/** Makes a parent the guardian of one more child (a sibling), as the children area links them. */
export async function alsoGuardianOf(kindergartenId: string, child: FeeChild, parentUserId: string) {
  await putItem({
    ...keys.guardianOfChild(kindergartenId, child.id, parentUserId),
    ...keys.childrenOfParent(parentUserId, kindergartenId, child.id),
    ...guardianIndex(kindergartenId, parentUserId, child.id),
    type: 'Guardian',
    kindergartenId,
    childId: child.id,
    parentUserId,
    relation: 1,
    childName: `${child.firstName} ${child.lastName}`,
    groupId: child.groupId ?? null,
    version: 1,
  });
}

/** A cash payment of a fee at the desk on the kits' fixed day, by Иван Иванов unless `o` says otherwise. */
export const deskPayment = (
  user: Principal,
  kindergartenId: string,
  feeId: string,
  amountCents: number,
  o: Record<string, unknown> = {},
) =>
  api(user, 'payments.recordPayment', {
    body: {
      kindergartenId,
      feeId,
      amountCents,
      method: PaymentMethod.Cash,
      date: fixedToday,
      payerName: 'Иван Иванов',
      idempotencyKey: randomUUID(),
      ...o,
    },
  });

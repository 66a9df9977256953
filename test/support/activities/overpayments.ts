import { randomUUID } from 'node:crypto';
import { OverpaymentStatus, PaymentMethod } from '@gradina/shared';
import {
  type OverpaymentItem,
  overpaymentKeys,
} from '../../../functions/src/areas/payments/overpayments/items';
import { putItem } from '../../../functions/src/platform/db';

/**
 * An overpayment waiting for its refund, written with the feature's keys (the suites that do not replay a
 * late ePay notification to get one: the route examples, the access matrix).
 */
export async function anOverpayment(
  kindergartenId: string,
  child: { id: string; name: string },
  fields: Partial<OverpaymentItem> = {},
): Promise<OverpaymentItem> {
  const id = fields.id ?? randomUUID();
  const item: OverpaymentItem = {
    id,
    kindergartenId,
    paymentId: id,
    providerId: 'example-provider',
    providerName: 'Пример Плащания ООД',
    invoice: '900001',
    method: PaymentMethod.EPayBankCard,
    childId: child.id,
    childName: child.name,
    payerUserId: 'example-parent',
    payerName: 'Мария Примерова',
    fees: [{ feeId: 'example-fee', month: '2031-05', activityName: 'Пример', amountCents: 2550 }],
    amountCents: 2550,
    paidAt: '2031-05-10T08:15:00.000Z',
    status: OverpaymentStatus.ToRefund,
    refund: null,
    createdAt: '2031-05-10T08:15:01.000Z',
    version: 1,
    ...fields,
  };
  await putItem({
    ...overpaymentKeys.overpayment(kindergartenId, id),
    ...overpaymentKeys.ofChild(kindergartenId, child.id, id),
    type: 'Overpayment',
    ...item,
  });
  return item;
}

import { queryAll } from '../../platform/db';
import type { PaymentItem } from './items';
import { activityKeys, type Month } from './keys';

/**
 * The payments of the kindergarten made in one month that pay a fee of the child: one Query of GSI1 (the
 * month's payments, filtered by the child; a payment cannot be made before the fee it pays was created).
 * The fees' statements and the activities' reports both read a child's payments this way.
 */
export const childPaymentsOfMonth = (kindergartenId: string, month: Month, childId: string) =>
  queryAll<PaymentItem>({
    index: 'GSI1',
    partition: activityKeys.paymentsOfMonth(kindergartenId, month).GSI1PK,
    filter: {
      expression: 'contains(#children, :child)',
      names: { '#children': 'childIds' },
      values: { ':child': childId },
    },
  });

import { Badge, Text } from '@mantine/core';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { cents, feeStatusColors, feeStatusLabel } from './fee-labels';

/**
 * What every month's fee list shows alike, whichever its scope (the activities' `/activities/fees`, the
 * kindergarten's `/fees_depricated/management`): the due, paid and status columns, the month's totals, and
 * which fees may still be changed.
 */

interface FeeAmounts {
  amountCents: number;
  paidCents: number;
  status: number;
}

/** The last three columns: due (bold), paid and the status badge (`statusTestId` on the badge). */
export const feeAmountColumns = <F extends FeeAmounts>(statusTestId: string): EntityColumn<F>[] => [
  { id: 'due', header: 'Дължимо', cell: (f) => cents(f.amountCents), td: { fw: 600 } },
  { id: 'paid', header: 'Платено', cell: (f) => cents(f.paidCents) },
  {
    id: 'status',
    header: 'Статус',
    cell: (f) => (
      <Badge color={feeStatusColors[f.status] ?? 'gray'} variant="light" data-testid={statusTestId}>
        {feeStatusLabel(f.status)}
      </Badge>
    ),
  },
];

/** A fee nothing was paid of and no online payment waits on: it may be corrected or deleted. */
export const untouchedFee = (f: { paidCents: number; hasPendingPayment: boolean }) =>
  f.paidCents === 0 && !f.hasPendingPayment;

/** The month's totals under the list. */
export function FeeTotals({
  totals,
  testId,
}: {
  totals: { dueCents: number; paidCents: number } | undefined;
  testId: string;
}) {
  if (!totals) return null;
  return (
    <Text size="sm" data-testid={testId}>
      Дължимо: <b>{cents(totals.dueCents)}</b> · Платено: <b>{cents(totals.paidCents)}</b>
    </Text>
  );
}

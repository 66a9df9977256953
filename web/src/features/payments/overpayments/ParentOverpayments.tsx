import { OverpaymentStatus } from '@gradina/shared';
import { formatCents } from '@gradina/shared/money-words';
import { Alert, Stack, Text } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { feesLabel, refundLabel } from './labels';

/**
 * The parent's block on the fees page: money paid twice for a fee (ePay confirmed a payment late) and
 * whether the kindergarten has given it back. Nothing shows when there is none.
 */
export function ParentOverpayments({
  kindergartenId,
  studentId,
}: {
  kindergartenId: string;
  studentId: string;
}) {
  const list = useRouteQuery(
    'payments.parentOverpayments',
    { query: { kindergartenId, studentId } },
    { enabled: Boolean(studentId) },
  );
  const rows = list.data?.result ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert color="orange" title="Надплатени суми" data-testid="parent-overpayments">
      <Stack gap={6}>
        {rows.map((o) => (
          <Text key={o.id} size="sm" data-testid="parent-overpayment">
            <b>{formatCents(o.amountCents)}</b> за {feesLabel(o)} ({o.providerName}):{' '}
            {o.status === OverpaymentStatus.ToRefund
              ? 'платени повторно, детската градина ще ви ги върне.'
              : `${refundLabel(o)}.`}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

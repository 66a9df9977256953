import { Table, Text } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { TableCard } from '../../../ui/table/TableCard';
import { useReceipt } from '../cash/PaymentsList';
import { money, monthLabel } from './pay';

/** The child's paid fees, each with its receipt (the payment's PDF). */
export function PaidFees({ kindergartenId, studentId }: { kindergartenId: string; studentId: string }) {
  const fees = useRouteQuery('payments.parentFees', {
    query: { kindergartenId, studentId, isPaid: 'true', PageSize: 100 },
  });
  const receipt = useReceipt();
  if (fees.isError) return <QueryError error={fees.error} onRetry={() => fees.refetch()} />;
  if (!fees.data) return <Loading />;
  return (
    <TableCard
      testId="paid-fees"
      title="Платени такси"
      rows={fees.data.result}
      empty="Няма платени такси."
      head={['Месец', 'Дейност', { right: 'Платено' }, 'Разписка']}
      rowTestId="paid-fee"
      cells={(f) => (
        <>
          <Table.Td>{monthLabel(f.month)}</Table.Td>
          <Table.Td>{f.activityName}</Table.Td>
          <Table.Td ta="right">{money(f.paidCents)}</Table.Td>
          <Table.Td>
            {f.lastPaymentId &&
              receipt.button(f.lastPaymentId, 'Разписка', {
                testId: 'paid-fee-receipt',
                size: 'compact-sm',
                variant: 'subtle',
                ariaLabel: `Разписка за ${f.activityName} за ${monthLabel(f.month)}`,
              })}
          </Table.Td>
        </>
      )}
      footer={receipt.failure && <Text c="red">Разписката не можа да бъде отворена.</Text>}
    />
  );
}

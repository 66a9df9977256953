import { Button, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { TableCard } from '../../../ui/table/TableCard';
import { money, monthLabel } from './pay';

/** The child's paid fees, each with its receipt (the payment's PDF). */
export function PaidFees({ kindergartenId, studentId }: { kindergartenId: string; studentId: string }) {
  const fees = useRouteQuery('payments.parentFees', {
    query: { kindergartenId, studentId, isPaid: 'true', PageSize: 100 },
  });
  const receipt = useMutation({
    mutationFn: (paymentId: string) => callApi('payments.paymentReceipt', { path: { paymentId } }),
  });
  if (fees.isError) return <QueryError error={fees.error} onRetry={() => fees.refetch()} />;
  if (!fees.data) return <Loading />;
  return (
    <TableCard
      testId="paid-fees"
      title="Платени такси"
      rows={fees.data.result}
      empty="Няма платени такси."
      head={
        <>
          <Table.Th>Месец</Table.Th>
          <Table.Th>Дейност</Table.Th>
          <Table.Th ta="right">Платено</Table.Th>
          <Table.Th>
            <span>Разписка</span>
          </Table.Th>
        </>
      }
      row={(f) => (
        <Table.Tr key={f.id} data-testid="paid-fee">
          <Table.Td>{monthLabel(f.month)}</Table.Td>
          <Table.Td>{f.activityName}</Table.Td>
          <Table.Td ta="right">{money(f.paidCents)}</Table.Td>
          <Table.Td>
            {f.lastPaymentId && (
              <Button
                size="compact-sm"
                variant="subtle"
                loading={receipt.isPending && receipt.variables === f.lastPaymentId}
                onClick={() => receipt.mutate(f.lastPaymentId!)}
                aria-label={`Разписка за ${f.activityName} за ${monthLabel(f.month)}`}
                data-testid="paid-fee-receipt"
              >
                Разписка
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      )}
      footer={receipt.isError && <Text c="red">Разписката не можа да бъде отворена.</Text>}
    />
  );
}

import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { money, monthLabel } from './pay';
import { paidFeesQuery } from './queries';

/** The child's paid fees, each with its receipt (the payment's PDF). */
export function PaidFees({ kindergartenId, studentId }: { kindergartenId: string; studentId: string }) {
  const fees = useQuery(paidFeesQuery(kindergartenId, studentId));
  const receipt = useMutation({
    mutationFn: (paymentId: string) => callApi('payments.paymentReceipt', { path: { paymentId } }),
  });
  if (fees.isError) return <QueryError error={fees.error} onRetry={() => fees.refetch()} />;
  if (!fees.data) return <Loading />;
  return (
    <Card withBorder radius="md" data-testid="paid-fees">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Платени такси
        </Title>
        {fees.data.result.length === 0 ? (
          <Text c="dimmed">Няма платени такси.</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table striped verticalSpacing="xs" data-testid="paid-fees-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Месец</Table.Th>
                  <Table.Th>Дейност</Table.Th>
                  <Table.Th ta="right">Платено</Table.Th>
                  <Table.Th>
                    <span>Разписка</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fees.data.result.map((f) => (
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {receipt.isError && <Text c="red">Разписката не можа да бъде отворена.</Text>}
      </Stack>
    </Card>
  );
}

import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { FailureAlert } from '../../../ui/result-message';
import { PlainTable } from '../../../ui/table/PlainTable';
import { euros, receiptFailure, useReceipt } from './PaymentsList';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** /activities/accounting/order/{id}: one payment, the fees it pays, and its receipt. */
export function OrderPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Плащане | Градина');
  const payment = useRouteQuery('payments.paymentDetails', { path: { id } });
  const receipt = useReceipt();
  if (payment.isPending) return <Loading />;
  if (payment.isError) return <QueryError error={payment.error} />;
  const p = payment.data;
  return (
    <Stack gap="lg" maw={900} data-testid="order-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Плащане{p.receiptLabel ? ` – разписка № ${p.receiptLabel}` : ''}</Title>
        {receipt.button(p.id, 'Разписка (PDF)', { testId: 'order-receipt', size: 'sm', variant: 'filled' })}
      </Group>
      <FailureAlert text={receiptFailure(receipt.failure)} />
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label="Дата" value={formatDate(p.paidOn)} testId="order-date" />
          <Fact label="Сума" value={euros(p.totalCents)} testId="order-total" />
          <Fact label="Начин на плащане" value={paymentMethodLabels[p.method]} testId="order-method" />
          <Fact label="Доставчик" value={p.providerName} />
          <Fact label="Платец" value={p.payerName ?? ''} testId="order-payer" />
          <Fact label="Касиер" value={p.cashierName ?? 'онлайн плащане'} testId="order-cashier" />
          {p.note && <Fact label="Бележка" value={p.note} />}
        </SimpleGrid>
      </Paper>
      <PlainTable
        head={['Дете', 'Дейност', 'Месец', { right: 'Сума' }]}
        withBorder
        minWidth={480}
        testId="order-fees"
      >
        {p.fees.map((f) => (
          <Table.Tr key={f.feeId} data-testid="order-fee">
            <Table.Td>{f.childName}</Table.Td>
            <Table.Td>{f.activityName}</Table.Td>
            <Table.Td>{formatMonth(`${f.month}-01`)}</Table.Td>
            <Table.Td ta="right">{euros(f.amountCents)}</Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
      <Group>
        <Button variant="default" component={Link} to="/activities/accounting/order">
          Към касовите ордери
        </Button>
      </Group>
    </Stack>
  );
}

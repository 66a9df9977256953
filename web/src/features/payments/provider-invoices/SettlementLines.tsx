import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type { SettlementLine } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { euros } from '../cash/PaymentsList';

/** A figure with its label (the totals of a protocol, an invoice, a voucher). */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export interface Totals {
  paymentsCount?: number;
  collectedCents: number;
  kindergartenShareCents: number;
  providerDueCents: number;
}

/** The collected total, the kindergarten's share and what is due to the provider. */
export function SettlementTotals({ t, testId }: { t: Totals; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {t.paymentsCount !== undefined && <Figure label="Плащания" value={String(t.paymentsCount)} />}
        <Figure label="Събрано" value={euros(t.collectedCents)} testId={`${testId}-collected`} />
        <Figure
          label="Дял на детската градина"
          value={euros(t.kindergartenShareCents)}
          testId={`${testId}-share`}
        />
        <Figure label="Дължимо на доставчика" value={euros(t.providerDueCents)} testId={`${testId}-due`} />
      </SimpleGrid>
    </Paper>
  );
}

/** A line per fee paid: child, activity, month, day paid, method, amount, share and what is due. */
export function SettlementLines({ lines, testId }: { lines: SettlementLine[]; testId: string }) {
  if (lines.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        Няма неотчетени плащания за избрания доставчик и период.
      </Text>
    );
  return (
    <Table.ScrollContainer
      minWidth={820}
      // Wider than a phone: the scrolled region takes the focus, so a keyboard user scrolls it with the arrow
      // keys (axe: scrollable-region-focusable).
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Плащания' },
      }}
    >
      <Table withTableBorder striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Дете</Table.Th>
            <Table.Th>Дейност</Table.Th>
            <Table.Th>Месец</Table.Th>
            <Table.Th>Платено на</Table.Th>
            <Table.Th>Начин</Table.Th>
            <Table.Th ta="right">Сума</Table.Th>
            <Table.Th ta="right">Дял на ДГ</Table.Th>
            <Table.Th ta="right">За доставчика</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr
              key={`${l.paymentId}-${l.activityId}-${l.month}-${l.childId}`}
              data-testid={`${testId}-row`}
            >
              <Table.Td>{l.childName}</Table.Td>
              <Table.Td>{l.activityName}</Table.Td>
              <Table.Td>{formatMonth(`${l.month}-01`)}</Table.Td>
              <Table.Td>{formatDate(l.paidOn)}</Table.Td>
              <Table.Td>{paymentMethodLabels[l.method]}</Table.Td>
              <Table.Td ta="right">{euros(l.amountCents)}</Table.Td>
              <Table.Td ta="right">{euros(l.shareCents)}</Table.Td>
              <Table.Td ta="right">{euros(l.dueCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { PlainTable } from '../../../ui/table/PlainTable';
import { invalidateStock } from '../stock-lines/queries';
import { statusColor, statusLabel } from '../stock-lines/status';

/** /storage/references/stock-inventory-register/{id}: an inventory with book, counted and difference per product. */
export function InventoryPage() {
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const client = useQueryClient();
  const inventory = useRouteQuery('storage.inventory', { path: { id } });
  const msg = useMessage();
  const annul = useConfirmDelete<{ id: string; number: number }>({
    remove: (r) => callApi('storage.deleteInventory', { query: { id: r.id } }),
    onDeleted: async (r) => {
      msg.ok(`Инвентаризация № ${r.number} е анулирана; месецът отново е отворен.`);
      await invalidateStock(client);
    },
    onRefused: (message) => msg.fail(new Error(message), message),
    refusedText: 'Инвентаризацията не беше анулирана.',
    title: 'Анулиране на инвентаризация',
    confirmLabel: 'Анулирай',
    question: (r) => `Да бъде ли анулирана инвентаризация № ${r.number}? Разликите ѝ се сторнират.`,
    testId: 'inventory-annul',
  });
  if (inventory.isPending) return <Loading />;
  if (inventory.isError) return <QueryError error={inventory.error} onRetry={() => inventory.refetch()} />;
  const d = inventory.data;
  return (
    <Stack gap="lg" maw={1100} data-testid="inventory-view-page">
      <PageHeader
        title={`Инвентаризационен опис № ${d.number} от ${formatDateDigits(d.date)} г.`}
        actions={
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() => callApi('storage.inventoryPrint', { path: { id } }).catch((e) => msg.fail(e))}
              data-testid="inventory-print"
            >
              PDF
            </Button>
            {can('InventoryDeclarations', 'delete') && d.status === StockDocumentStatus.Completed && (
              <Button color="red" variant="light" onClick={() => annul.ask(d)} data-testid="inventory-annul">
                Анулирай
              </Button>
            )}
          </Group>
        }
      />
      <MessageAlert msg={msg} testId="inventory-view-message" errorTestId="inventory-view-error" />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group>
            <Badge color={statusColor(d.status)} variant="light" data-testid="inventory-view-status">
              {statusLabel(d.status)}
            </Badge>
            <Text size="sm">Склад: {d.warehouseName}</Text>
            <Text size="sm">Комисия: {d.commission.join(', ')}</Text>
          </Group>
          <PlainTable
            head={[
              'Продукт',
              { right: 'По книга' },
              { right: 'Преброено' },
              { right: 'Разлика' },
              { right: 'Стойност' },
            ]}
            minWidth={620}
            testId="inventory-view-lines"
          >
            {d.lines.map((l) => (
              <Table.Tr key={l.productId} data-testid="inventory-view-line">
                <Table.Td>{l.productName}</Table.Td>
                <Table.Td ta="right">
                  {formatCount(l.bookQuantity)} {unitLabels[l.baseUnit as Unit]}
                </Table.Td>
                <Table.Td ta="right">
                  {formatCount(l.countedQuantity)} {unitLabels[l.baseUnit as Unit]}
                </Table.Td>
                <Table.Td ta="right">{formatCount(l.difference)}</Table.Td>
                <Table.Td ta="right">{formatCents(l.differenceValue)}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          <Text size="sm" data-testid="inventory-view-totals">
            Излишък: {formatCents(d.surplusValue)} · Липса: {formatCents(d.shortageValue)}
          </Text>
        </Stack>
      </Paper>
      {annul.modal}
    </Stack>
  );
}

import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Stack, Table } from '@mantine/core';
import { useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { formatCents, formatCount } from '../../../ui/format/numbers';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { PlainTable } from '../../../ui/table/PlainTable';

/** /storage/stock-availability/{id}: one product in every warehouse (quantity, value, average, nearest expiry). */
export function ProductStockPage() {
  const { id = '' } = useParams();
  const kindergartenId = useKindergartenId();
  const rows = useRouteQuery('storage.warehousesAvailability', {
    path: { productId: id },
    query: { kindergartenId },
  });
  if (rows.isPending) return <Loading />;
  if (rows.isError) return <QueryError error={rows.error} onRetry={() => rows.refetch()} />;
  const name = rows.data[0]?.productName ?? 'Продукт';
  return (
    <Stack gap="lg" maw={900} data-testid="product-stock-page">
      <PageHeader title={`Наличност: ${name}`} />
      <PlainTable
        head={['Склад', { right: 'Количество' }, { right: 'Стойност' }, 'Най-близък срок']}
        minWidth={520}
        testId="product-stock-table"
      >
        {rows.data.map((r) => (
          <Table.Tr key={r.warehouseId}>
            <Table.Td>{r.warehouseName}</Table.Td>
            <Table.Td ta="right">
              {formatCount(r.quantity)} {unitLabels[r.baseUnit as Unit] ?? ''}
            </Table.Td>
            <Table.Td ta="right">{formatCents(r.value)}</Table.Td>
            <Table.Td>{r.nearestExpiry ? formatDateDigits(r.nearestExpiry) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </Stack>
  );
}

import type { InventoryItem } from '@gradina/shared/manifest/routes/books/inventory';
import { Badge } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateInventory } from './queries';

const columns: EntityColumn<InventoryItem>[] = [
  { id: 'number', header: 'Инв. №', cell: (a) => a.inventoryNumber, td: { fw: 600 } },
  { id: 'name', header: 'Наименование', cell: (a) => a.name },
  { id: 'kind', header: 'Вид', cell: (a) => a.kindName },
  { id: 'quantity', header: 'Количество', cell: (a) => a.quantity },
  { id: 'value', header: 'Стойност', cell: (a) => formatCents(a.unitValueCents * a.quantity) },
  { id: 'acquired', header: 'Придобит', cell: (a) => formatDate(a.acquiredOn) },
  { id: 'location', header: 'Местонахождение', cell: (a) => a.location },
  {
    id: 'state',
    header: 'Състояние',
    cell: (a) =>
      a.writtenOffOn ? (
        <Badge variant="light" color="gray">
          Отписан {formatDate(a.writtenOffOn)}
        </Badge>
      ) : (
        <Badge variant="light">В употреба</Badge>
      ),
  },
];

const stateOptions = [
  { value: 'false', label: 'В употреба' },
  { value: 'true', label: 'Отписани' },
];

/** /administration/inventory: the inventory book by inventory number, searched and filtered by state. */
export function InventoryPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const paging = usePaging('inventory', 50);
  const search = useFilter(paging, '');
  const writtenOff = useFilter<string | null>(paging, 'false');
  const list = useRouteQuery(
    'books.inventory',
    {
      query: {
        kindergartenId,
        ...(search.value ? { search: search.value } : {}),
        ...(writtenOff.value ? { writtenOff: writtenOff.value as 'true' | 'false' } : {}),
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<InventoryItem>('Inventory', {
    create: { label: 'Нов актив', to: '/administration/inventory/create' },
    edit: (a) => `/administration/inventory/${a.id}`,
    remove: (a) => callApi('books.deleteInventoryItem', { path: { id: a.id } }),
    refresh: invalidateInventory,
    deletedText: (a) => `Активът № ${a.inventoryNumber} „${a.name}“ е изтрит.`,
    refusedText: 'Активът не беше изтрит.',
    title: 'Изтриване на актив',
    question: (a) =>
      `Да бъде ли изтрит активът № ${a.inventoryNumber} „${a.name}“? Изтрийте само погрешно въведен актив; бракуваният се отписва.`,
    testId: 'asset',
    rowData: (a) => ({ 'data-number': a.inventoryNumber }),
  });
  return (
    <ListPage
      title="Инвентар"
      intro="Инвентарната книга на детската градина: всеки актив с инвентарен номер, стойност, местонахождение и отговорно лице."
      {...actions.page}
      testId="inventory"
    >
      <EntityTable<InventoryItem>
        filters={
          <Filters>
            <SearchFilter {...search} testId="inventory-search" />
            <SelectFilter label="Състояние" data={stateOptions} {...writtenOff} testId="inventory-state" />
          </Filters>
        }
        paging={paging}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма активи в инвентарната книга."
        minWidth={760}
      />
    </ListPage>
  );
}

import type { Warehouse } from '@gradina/shared/manifest/routes/storage/warehouses';
import { Alert, Anchor, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { ListPage, RowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateWarehouses } from './queries';

const columns: EntityColumn<Warehouse>[] = [
  {
    id: 'name',
    header: 'Склад',
    cell: (w) => (
      <Anchor component={Link} to={`/storage/warehouses/${w.id}`} fw={600}>
        {w.name}
      </Anchor>
    ),
    sortText: (w) => w.name,
  },
  { id: 'location', header: 'Местоположение', cell: (w) => w.location || '—' },
  { id: 'keeper', header: 'Материално отговорно лице', cell: (w) => w.keeperName || '—' },
  {
    id: 'active',
    header: 'Състояние',
    cell: (w) =>
      w.isActive ? (
        <Badge variant="light" color="garden">
          Активен
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Неактивен
        </Badge>
      ),
  },
];

/** /storage/warehouses: the kindergarten's warehouses; one with movements is made inactive, not deleted. */
export function WarehousesPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const list = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useListDelete<Warehouse>({
    remove: (w) => callApi('storage.deleteWarehouse', { path: { id: w.id } }),
    msg,
    refresh: () => invalidateWarehouses(client),
    deletedText: (w) => `Складът „${w.name}“ е изтрит.`,
    refusedText: 'Складът не беше изтрит.',
    title: 'Изтриване на склад',
    question: (w) => `Да бъде ли изтрит складът „${w.name}“?`,
    testId: 'warehouses-delete',
  });
  return (
    <ListPage
      title="Складове"
      action={{ resource: 'Warehouses', label: 'Нов склад', to: '/storage/warehouses/create' }}
      msg={msg}
      remove={remove}
      maw={1000}
      testId="warehouses"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Складовете се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<Warehouse>
          columns={columns}
          query={list}
          rows={list.data}
          getRowId={(w) => w.id}
          rowProps={(w) => ({ 'data-testid': 'warehouses-row', 'data-name': w.name })}
          rowActions={(w) => (
            <RowActions
              item={w}
              edit={can('Warehouses', 'update') && `/storage/warehouses/${w.id}`}
              remove={can('Warehouses', 'delete') && remove}
              testId="warehouses-row"
            />
          )}
          empty={{ text: 'Все още няма складове.', testId: 'warehouses-empty' }}
          minWidth={640}
          testId="warehouses-table"
        />
      )}
    </ListPage>
  );
}

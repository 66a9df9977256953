import type { Supplier } from '@gradina/shared/manifest/routes/storage/suppliers';
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
import { invalidateSuppliers } from './queries';

const columns: EntityColumn<Supplier>[] = [
  {
    id: 'name',
    header: 'Доставчик',
    cell: (s) => (
      <Anchor component={Link} to={`/storage/suppliers/${s.id}`} fw={600}>
        {s.name}
      </Anchor>
    ),
    sortText: (s) => s.name,
  },
  { id: 'eik', header: 'ЕИК', cell: (s) => s.eik },
  {
    id: 'contact',
    header: 'Лице за контакт',
    cell: (s) => [s.contactPerson, s.phone].filter(Boolean).join(', ') || '—',
  },
  {
    id: 'active',
    header: 'Състояние',
    cell: (s) =>
      s.isActive ? null : (
        <Badge variant="light" color="gray">
          Неактивен
        </Badge>
      ),
  },
];

/** /storage/suppliers: the kindergarten's suppliers; one named in documents is made inactive, not deleted. */
export function SuppliersPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const list = useRouteQuery(
    'storage.suppliers',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const remove = useListDelete<Supplier>({
    remove: (s) => callApi('storage.deleteSupplier', { path: { id: s.id } }),
    msg,
    refresh: () => invalidateSuppliers(client),
    deletedText: (s) => `Доставчикът „${s.name}“ е изтрит.`,
    refusedText: 'Доставчикът не беше изтрит.',
    title: 'Изтриване на доставчик',
    question: (s) => `Да бъде ли изтрит доставчикът „${s.name}“?`,
    testId: 'suppliers-delete',
  });
  return (
    <ListPage
      title="Доставчици"
      action={{ resource: 'Suppliers', label: 'Нов доставчик', to: '/storage/suppliers/create' }}
      msg={msg}
      remove={remove}
      maw={1000}
      testId="suppliers"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Доставчиците се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<Supplier>
          columns={columns}
          query={list}
          rows={list.data}
          getRowId={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': 'suppliers-row', 'data-name': s.name })}
          rowActions={(s) => (
            <RowActions
              item={s}
              edit={can('Suppliers', 'update') && `/storage/suppliers/${s.id}`}
              remove={can('Suppliers', 'delete') && remove}
              testId="suppliers-row"
            />
          )}
          empty={{ text: 'Все още няма доставчици.', testId: 'suppliers-empty' }}
          minWidth={640}
          testId="suppliers-table"
        />
      )}
    </ListPage>
  );
}

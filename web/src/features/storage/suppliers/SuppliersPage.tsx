import type { Supplier } from '@gradina/shared/manifest/routes/storage/suppliers';
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { RegisterListPage } from '../register-list';
import { invalidateSuppliers } from './queries';

const columns: EntityColumn<Supplier>[] = [
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
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const list = useRouteQuery(
    'storage.suppliers',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <RegisterListPage<Supplier>
      title="Доставчици"
      resource="Suppliers"
      path="/storage/suppliers"
      newLabel="Нов доставчик"
      nameHeader="Доставчик"
      kindergartenId={kindergartenId}
      list={list}
      columns={columns}
      remove={{
        remove: (s) => callApi('storage.deleteSupplier', { path: { id: s.id } }),
        refresh: () => invalidateSuppliers(client),
      }}
      noun={{ one: 'доставчик', the: 'доставчикът' }}
      outside="Доставчиците се управляват в детска градина."
      empty="Все още няма доставчици."
      minWidth={640}
      testId="suppliers"
    />
  );
}

import type { Warehouse } from '@gradina/shared/manifest/routes/storage/warehouses';
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { RegisterListPage } from '../register-list';
import { invalidateWarehouses } from './queries';

const columns: EntityColumn<Warehouse>[] = [
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
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const list = useRouteQuery(
    'storage.warehouses',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <RegisterListPage<Warehouse>
      title="Складове"
      resource="Warehouses"
      path="/storage/warehouses"
      newLabel="Нов склад"
      nameHeader="Склад"
      kindergartenId={kindergartenId}
      list={list}
      columns={columns}
      remove={{
        remove: (w) => callApi('storage.deleteWarehouse', { path: { id: w.id } }),
        refresh: () => invalidateWarehouses(client),
      }}
      noun={{ one: 'склад', the: 'складът' }}
      outside="Складовете се управляват в детска градина."
      empty="Все още няма складове."
      minWidth={640}
      testId="warehouses"
    />
  );
}

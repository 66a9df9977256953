import { Alert } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

type Manufacturer = { id: string; name: string };
const columns: EntityColumn<Manufacturer>[] = [
  { id: 'name', header: 'Производител', cell: (m) => m.name, sortText: (m) => m.name },
];

/** /storage/manufacturers: the manufacturers the kindergarten names on its own products (add only). */
export function ManufacturersPage() {
  const kindergartenId = useKindergartenId();
  const list = useRouteQuery(
    'storage.manufacturers',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<Manufacturer>('Products', {
    create: { label: 'Нов производител', to: '/storage/manufacturers/create' },
    testId: 'manufacturers',
  });
  return (
    <ListPage
      title="Производители"
      intro="Производителите, които се посочват при собствените продукти."
      {...actions.page}
      maw={720}
      testId="manufacturers"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Производителите се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<Manufacturer>
          query={list}
          rows={list.data}
          columns={columns}
          {...actions.table}
          empty="Все още няма производители."
          minWidth={320}
        />
      )}
    </ListPage>
  );
}

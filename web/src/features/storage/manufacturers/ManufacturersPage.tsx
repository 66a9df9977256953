import { Alert } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
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
  return (
    <ListPage
      title="Производители"
      intro="Производителите, които се посочват при собствените продукти."
      action={{ resource: 'Products', label: 'Нов производител', to: '/storage/manufacturers/create' }}
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
          rowProps={() => ({ 'data-testid': 'manufacturers-row' })}
          empty="Все още няма производители."
          minWidth={320}
        />
      )}
    </ListPage>
  );
}

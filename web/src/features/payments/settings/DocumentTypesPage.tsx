import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

type DocumentTypeRow = ApiReply<'payments.documentTypes'>[number];

const columns: EntityColumn<DocumentTypeRow>[] = [
  { id: 'name', header: 'Вид документ', cell: (t) => t.name, td: { fw: 600 } },
  { id: 'prefix', header: 'Префикс', cell: (t) => t.prefix || '—' },
  { id: 'next', header: 'Следващ номер', cell: (t) => `${t.prefix}${t.nextNumber}` },
];

/** /platform/settings/invoices/invoice-types: the documents the kindergarten issues and their numbering. */
export function DocumentTypesPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const types = useRouteQuery(
    'payments.documentTypes',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<DocumentTypeRow>('Payments', {
    edit: (t) => `/platform/settings/invoices/${t.id}`,
    testId: 'document-type',
    rowData: (t) => ({ 'data-id': t.id }),
  });
  if (!kindergartenId) return <Alert color="yellow">Видовете документи са на детска градина.</Alert>;
  return (
    <ListPage
      title="Видове документи"
      intro="Всеки вид има своя номерация. Издаден номер не се използва повторно, затова следващият номер може само да расте."
      maw={900}
      testId="document-types"
    >
      <EntityTable<DocumentTypeRow>
        query={types}
        rows={types.data}
        columns={columns}
        {...actions.table}
        empty="Няма видове документи."
        minWidth={520}
      />
      <Button variant="default" component={Link} to="/platform/settings/invoices" w="fit-content">
        Към данните на издателя
      </Button>
    </ListPage>
  );
}

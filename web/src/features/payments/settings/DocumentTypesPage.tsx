import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { documentTypesQuery } from './queries';

type DocumentTypeRow = ApiReply<'payments.documentTypes'>[number];

const columns: EntityColumn<DocumentTypeRow>[] = [
  { id: 'name', header: 'Вид документ', cell: (t) => t.name, td: { fw: 600 } },
  { id: 'prefix', header: 'Префикс', cell: (t) => t.prefix || '—' },
  { id: 'next', header: 'Следващ номер', cell: (t) => `${t.prefix}${t.nextNumber}` },
];

/** /platform/settings/invoices/invoice-types: the documents the kindergarten issues and their numbering. */
export function DocumentTypesPage() {
  useDocumentTitle('Видове документи | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const types = useQuery({ ...documentTypesQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  if (!kindergartenId) return <Alert color="yellow">Видовете документи са на детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={900} data-testid="document-types-page">
      <Stack gap={4}>
        <Title order={1}>Видове документи</Title>
        <Text c="dimmed">
          Всеки вид има своя номерация. Издаден номер не се използва повторно, затова следващият номер може
          само да расте.
        </Text>
      </Stack>
      <EntityTable<DocumentTypeRow>
        columns={columns}
        rows={types.data}
        query={types}
        getRowId={(t) => t.id}
        rowProps={(t) => ({ 'data-testid': 'document-type-row', 'data-id': t.id })}
        rowActions={
          can('Payments', 'update')
            ? (t) => (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/platform/settings/invoices/${t.id}`}
                  data-testid="document-type-edit"
                >
                  Редактирай
                </Button>
              )
            : undefined
        }
        empty={{ text: 'Няма видове документи.', testId: 'document-types-empty' }}
        minWidth={520}
        testId="document-types-table"
      />
      <Button variant="default" component={Link} to="/platform/settings/invoices" w="fit-content">
        Към данните на издателя
      </Button>
    </Stack>
  );
}

import { Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateTime } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { ExportButton, PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { ExportState, periodText } from './ClassBookExportsPage';
import { invalidateClassBookExports } from './queries';

/**
 * /administration/export-classbook/{id}: one diary made for signing: its PDF downloaded (the first download
 * keeps it), or its deletion, which the server refuses with its words once it was downloaded.
 */
export function ClassBookExportPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { can } = usePermissions();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const item = useRouteQuery(
    'planning.classBookExport',
    { query: { kindergartenId, id } },
    { enabled: Boolean(kindergartenId && id) },
  );
  const remove = useConfirmDelete<string>({
    remove: (exportId) => callApi('planning.deleteClassBookExport', { path: { id: exportId } }),
    onDeleted: async () => {
      await invalidateClassBookExports(client);
      navigate('/administration/export-classbook');
    },
    refusedText: 'Дневникът не беше изтрит.',
    title: 'Изтриване на дневник',
    question: () => 'Да бъде ли изтрит дневникът?',
    testId: 'classbook-export-delete',
  });
  if (item.isError) return <QueryError error={item.error} onRetry={() => void item.refetch()} />;
  if (!item.data) return <Loading />;
  const e = item.data;
  const download = async () => {
    await callApi('planning.classBookExportReceipt', { query: { kindergartenId, classBookExportId: e.id } });
    await invalidateClassBookExports(client);
  };
  return (
    <Stack data-testid="classbook-export-page">
      <PageHeader title={`Дневник на ${e.groupName}`} />
      <Card withBorder>
        <Stack gap="xs">
          <Text>Период: {periodText(e)}</Text>
          <Text>
            Изготвен: {formatDateTime(e.createdAt)}, {e.createdByName}
          </Text>
          <Group>
            <ExportState item={e} />
          </Group>
          <Group>
            <ExportButton label="Изтегли PDF за подпис" run={download} testId="classbook-export-download" />
            {can('ClassBooks', 'delete') && remove.button(e.id, 'classbook-export-remove')}
          </Group>
        </Stack>
      </Card>
      {remove.modal}
    </Stack>
  );
}

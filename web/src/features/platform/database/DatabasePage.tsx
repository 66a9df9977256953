import { Badge, Button, List, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateTime } from '../../../ui/format/dates';
import { ExportButton, ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateDatabaseExports } from './queries';

type DatabaseExport = NonNullable<ReturnType<typeof useExports>['data']>[number];

const states = {
  queued: { label: 'Изготвя се', color: 'yellow' },
  ready: { label: 'Готов', color: 'garden' },
  failed: { label: 'Неуспешен', color: 'red' },
  expired: { label: 'Изтрит след 7 дни', color: 'gray' },
} as const;

const size = (bytes: number | null) =>
  bytes === null
    ? '—'
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** The kindergarten's archives, read again every few seconds while one is being made. */
function useExports(kindergartenId: string) {
  return useRouteQuery(
    'kindergartens.databaseExports',
    { query: { kindergartenId } },
    {
      enabled: Boolean(kindergartenId),
      refetchInterval: (q) => (q.state.data?.some((e) => e.state === 'queued') ? 3000 : false),
    },
  );
}

/**
 * /platform/settings/database: the director downloads the kindergarten's whole data: an archive (zip) of Excel
 * workbooks (the kindergarten, its school years, groups and partners; the children, their parents and the
 * staff) and the kindergarten's files, made in the background and announced by e-mail.
 */
export function DatabasePage() {
  const kindergartenId = useKindergartenId() ?? '';
  const { can } = usePermissions();
  const msg = useMessage();
  const list = useExports(kindergartenId);
  const request = useRouteMutation('kindergartens.requestDatabaseExport', {
    refresh: invalidateDatabaseExports,
    onSuccess: () =>
      msg.ok(
        'Архивът се изготвя. Ще получите имейл, когато е готов; може да го изтеглите и от тази страница.',
      ),
    onError: (e) => msg.fail(e),
  });
  const columns: EntityColumn<DatabaseExport>[] = [
    { id: 'requestedAt', header: 'Поискан на', cell: (e) => formatDateTime(e.requestedAt) },
    { id: 'requestedBy', header: 'Поискан от', cell: (e) => e.requestedByName || '—' },
    {
      id: 'state',
      header: 'Състояние',
      cell: (e) => (
        <Badge color={states[e.state].color} variant="light" data-testid="database-export-state">
          {states[e.state].label}
        </Badge>
      ),
    },
    { id: 'size', header: 'Размер', cell: (e) => size(e.sizeBytes) },
    { id: 'files', header: 'Файлове', cell: (e) => e.filesCount ?? '—' },
  ];
  return (
    <ListPage
      title="База данни"
      intro={
        <>
          <Text span>
            Архив с всички данни на детската градина за съхранение или за преминаване към друга система:
          </Text>
          <List size="sm" mt={4}>
            <List.Item>„Детска градина.xlsx“: данните, учебните години, групите и партньорите;</List.Item>
            <List.Item>
              „Деца, родители и персонал.xlsx“: децата по групи, родителите им и служителите;
            </List.Item>
            <List.Item>
              папка „Файлове“: прикачените файлове, сканираните бележки и документи, снимките.
            </List.Item>
          </List>
        </>
      }
      actions={
        can('PlatformSettings', 'create') && (
          <Button
            onClick={() => request.mutate({ body: { kindergartenId } })}
            loading={request.isPending}
            data-testid="database-export-request"
          >
            Поискай архив
          </Button>
        )
      }
      msg={msg}
      testId="database"
    >
      <EntityTable<DatabaseExport>
        query={list}
        rows={list.data}
        columns={columns}
        rowProps={(e) => ({ 'data-testid': 'database-export-row', 'data-state': e.state })}
        rowActions={(e) =>
          e.state === 'ready' && (
            <ExportButton
              label="Изтегли"
              run={() => callApi('kindergartens.downloadDatabaseExport', { path: { id: e.id } })}
              testId="database-export-download"
            />
          )
        }
        empty="Все още няма поискани архиви."
        minWidth={640}
      />
    </ListPage>
  );
}

import { ParentAccountState } from '@gradina/shared/manifest/routes/children/parents';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { relationLabel } from '../../../ui/format/labels';
import { ExportButton, ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { ChildApplicationsPanel } from './ChildApplicationsPanel';

type ParentRow = ApiReply<'children.parents'>['result'][number];

const pageSize = 20;

export const accountStateLabels: Record<number, string> = {
  [ParentAccountState.Invited]: 'Поканен',
  [ParentAccountState.Active]: 'Активен',
};

export function AccountStateBadge({ state }: { state: number }) {
  return (
    // Colours the theme keeps readable on their light background (axe's contrast check).
    state === ParentAccountState.Active ? (
      <Badge color="garden" variant="light" data-testid="parent-state">
        {accountStateLabels[state]}
      </Badge>
    ) : (
      <Badge color="gray" c="dark.6" variant="light" data-testid="parent-state">
        {accountStateLabels[state]}
      </Badge>
    )
  );
}

const columns: EntityColumn<ParentRow>[] = [
  {
    id: 'name',
    header: 'Родител',
    sortText: (p) => `${p.firstName} ${p.lastName}`,
    cell: (p) => (
      <Link to={`/parents/management/${p.id}`} data-testid="parent-link">
        {p.firstName} {p.lastName}
      </Link>
    ),
    td: { fw: 600 },
  },
  { id: 'email', header: 'Имейл', cell: (p) => p.email ?? '—' },
  { id: 'phone', header: 'Телефон', cell: (p) => p.phone ?? '—' },
  {
    id: 'children',
    header: 'Деца',
    cell: (p) =>
      p.children.length === 0 ? (
        '—'
      ) : (
        <Stack gap={2}>
          {p.children.map((c) => (
            <Text key={c.childId} size="sm">
              {c.childName} ({relationLabel(c.relation).toLowerCase()})
              {c.groupName ? ` – ${c.groupName}` : ''}
            </Text>
          ))}
        </Stack>
      ),
  },
  { id: 'state', header: 'Профил', cell: (p) => <AccountStateBadge state={p.accountState} /> },
];

const stateOptions = Object.entries(accountStateLabels).map(([value, label]) => ({ value, label }));

/**
 * /parents/management: the kindergarten's parents with their children and groups, invited or active; the
 * Excel export of what the filters show; a new parent for a child; the parents' "add child" applications.
 */
export function ParentsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const pages = usePaging('parents', pageSize);
  const search = useFilter(pages, '');
  const [debounced] = useDebouncedValue(search.value, 300);
  const accountState = useFilter<string | null>(pages, null);
  const filters = {
    kindergartenId,
    search: debounced.trim() || undefined,
    accountState: (accountState.value ? Number(accountState.value) : undefined) as 1 | 2 | undefined,
  };
  const list = useRouteQuery(
    'children.parents',
    { query: { ...filters, ...pages.query } },
    { enabled: Boolean(kindergartenId) },
  );

  const actions = useListActions<ParentRow>('Parents', {
    create: { label: 'Нов родител', to: '/parents/management/create' },
    testId: 'parent',
    rowData: (p) => ({ 'data-email': p.email ?? '' }),
  });
  if (!kindergartenId) return <Alert color="yellow">Родителите се управляват в детска градина.</Alert>;

  return (
    <ListPage
      title="Родители"
      intro="Родителите на децата с профил в „Градина“ и поканените, които още не са приели поканата."
      {...actions.page}
      actions={
        <ExportButton
          label="Експорт в Excel"
          run={() => callApi('children.exportParents', { query: filters })}
          testId="parents-export"
        />
      }
      testId="parents"
    >
      <EntityTable<ParentRow>
        filters={
          <Filters>
            <SearchFilter
              placeholder="Име, имейл, телефон или дете"
              {...search}
              maw={320}
              testId="parents-search"
            />
            <SelectFilter
              label="Профил"
              data={stateOptions}
              {...accountState}
              maw={180}
              testId="parents-state"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма родители, които да отговарят на търсенето."
        minWidth={860}
      />
      {can('Parents', 'create') && <ChildApplicationsPanel kindergartenId={kindergartenId} />}
    </ListPage>
  );
}

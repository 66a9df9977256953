import { groupAgeKindNames } from '@gradina/shared/manifest/routes/kindergartens/groups';
import { Alert, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useYearPages, YearFilter } from '../../../ui/table/year-filter';
import { invalidateGroups } from './queries';

type GroupRow = ApiReply<'kindergartens.groupOverview'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<GroupRow>[] = [
  {
    id: 'name',
    header: 'Група',
    cell: (g) => (g.closedOn ? `${g.name} (закрита от ${formatDate(g.closedOn)})` : g.name),
    td: { fw: 600 },
  },
  { id: 'age', header: 'Възрастова група', cell: (g) => groupAgeKindNames[g.ageKind] },
  {
    id: 'teachers',
    header: 'Учители',
    cell: (g) => (g.teachers.length > 0 ? g.teachers.map((t) => t.name).join(', ') : '—'),
  },
  {
    id: 'children',
    header: 'Деца / места',
    cell: (g) => <span data-testid="group-children">{`${g.childrenCount} / ${g.capacity}`}</span>,
  },
  { id: 'neispuo', header: 'Код в НЕИСПУО', cell: (g) => g.neispuoCode ?? '—' },
];

/**
 * /groups/management: the groups of a school year (the session's by default) with their age group, teachers,
 * children and places and НЕИСПУО code; add one, edit or delete one (a group with children is refused), or
 * copy last year's groups into the year shown.
 */
export function GroupsPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const pages = useYearPages('groups', pageSize);
  const { kindergartenId, periodId } = pages;
  const list = useRouteQuery('kindergartens.groupOverview', pages.input, { enabled: pages.enabled });
  const actions = useListActions<GroupRow>('Classes', {
    create: { label: 'Нова група', to: '/groups/management/create' },
    edit: (g) => `/groups/management/${g.id}`,
    remove: (g) => callApi('kindergartens.deleteGroup', { path: { id: g.id } }),
    refresh: invalidateGroups,
    ...deleteWords({ the: 'групата', a: 'група', deleted: 'изтрита' }, (g) => g.name),
    testId: 'group',
    rowData: (g) => ({ 'data-name': g.name }),
  });
  const { msg } = actions;
  const copy = useMutation({
    mutationFn: () =>
      callApi('kindergartens.copyGroups', { body: { kindergartenId, periodId: periodId ?? '' } }),
    onMutate: () => msg.clear(),
    onSuccess: async (r) => {
      msg.ok(
        r.copiedCount > 0
          ? `Копирани са ${r.copiedCount} групи от миналата учебна година.`
          : 'Няма нови групи за копиране: групите от миналата учебна година вече са тук.',
      );
      await invalidateGroups(client);
    },
    onError: (error) => msg.fail(error, 'Групите не бяха копирани.'),
  });

  if (!kindergartenId) return <Alert color="yellow">Групите се управляват в детска градина.</Alert>;

  return (
    <ListPage
      title="Групи"
      intro="Групите на учебната година с учителите, децата и свободните места."
      {...actions.page}
      actions={
        can('Classes', 'create') && (
          <Button
            variant="default"
            loading={copy.isPending}
            disabled={!periodId}
            onClick={() => copy.mutate()}
            data-testid="groups-copy"
          >
            Копирай групите от миналата година
          </Button>
        )
      }
      testId="groups"
    >
      <EntityTable<GroupRow>
        filters={
          <YearFilter
            value={periodId}
            onChange={(v) => {
              pages.choose(v);
              msg.clear();
            }}
            testId="groups-year"
          />
        }
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма групи в тази учебна година."
        minWidth={760}
      />
    </ListPage>
  );
}

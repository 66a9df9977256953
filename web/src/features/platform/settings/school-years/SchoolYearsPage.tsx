import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../../api/client';
import { useRouteMutation, useRouteQuery } from '../../../../api/query';
import type { ApiReply } from '../../../../api/routes';
import { usePermissions } from '../../../../app/auth/permissions';
import { useKindergartenId } from '../../../../app/auth/user-data';
import { useListDelete } from '../../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../../ui/format/dates';
import { ListPage, RowActions } from '../../../../ui/page';
import { useMessage } from '../../../../ui/result-message';
import { useStaleEdit } from '../../../../ui/StaleEditModal';
import { type EntityColumn, EntityTable } from '../../../../ui/table/EntityTable';
import { CreateYearForm } from './CreateYearForm';
import { invalidateSchoolYears } from './queries';

type SchoolYear = ApiReply<'kindergartens.schoolYearOverview'>['result'][number];

const yearName = (y: SchoolYear) => `${y.yearFrom}/${y.yearTo}`;

const columns: EntityColumn<SchoolYear>[] = [
  { id: 'name', header: 'Учебна година', cell: yearName, td: { fw: 600 } },
  { id: 'from', header: 'От', cell: (y) => formatDate(y.fromDate) },
  { id: 'to', header: 'До', cell: (y) => formatDate(y.toDate) },
  { id: 'groups', header: 'Групи', cell: (y) => y.groupsCount },
  {
    id: 'state',
    header: 'Състояние',
    cell: (y) =>
      y.active ? (
        <Badge color="garden" data-testid="school-year-active-badge">
          Активна
        </Badge>
      ) : (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/**
 * /platform/settings/school-years: the kindergarten's school years with their groups; create one, make one
 * active, delete one. The server refuses to delete the active year or one with groups, and its message shows.
 */
export function SchoolYearsPage() {
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const kindergartenId = useKindergartenId();
  const years = useRouteQuery(
    'kindergartens.schoolYearOverview',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const [creating, setCreating] = useState(false);
  const msg = useMessage();
  // Someone changed the year since the list was loaded: reloading shows it as it is now.
  const stale = useStaleEdit(() => invalidateSchoolYears(queryClient));
  const activate = useRouteMutation('kindergartens.saveSchoolYear', {
    refresh: invalidateSchoolYears,
    onSuccess: (reply, { body: y }) =>
      msg.reply(
        reply,
        `${y.yearFrom}/${y.yearTo} е активната учебна година.`,
        'Учебната година не беше променена.',
      ),
    onError: (error) => stale.caught(error) || msg.fail(error),
  });
  const remove = useListDelete<SchoolYear>({
    remove: (y) => callApi('kindergartens.deleteSchoolYear', { path: { id: y.id } }),
    msg,
    refresh: () => invalidateSchoolYears(queryClient),
    deletedText: () => 'Учебната година е изтрита.',
    refusedText: 'Учебната година не беше изтрита.',
    title: 'Изтриване на учебна година',
    question: (y) => `Да бъде ли изтрита учебната година ${yearName(y)}?`,
    testId: 'school-year-delete',
  });

  if (!kindergartenId) return <Alert color="yellow">Учебните години се управляват в детска градина.</Alert>;
  const list = years.data?.result ?? [];
  const canSave = can('KindergartenPeriods', 'update');
  const canDelete = can('KindergartenPeriods', 'delete');
  const nextYear = list.length > 0 ? Math.max(...list.map((y) => y.yearFrom)) + 1 : new Date().getFullYear();
  const makeActive = (y: SchoolYear) => {
    msg.clear();
    const { id, kindergartenId: of, yearFrom, yearTo, fromDate, toDate, version } = y;
    activate.mutate({
      body: { id, kindergartenId: of, yearFrom, yearTo, fromDate, toDate, active: true, version },
    });
  };

  return (
    <ListPage
      title="Учебни години"
      intro="Активната учебна година се сменя сама на 15 септември, когато следващата е създадена."
      action={
        canSave &&
        !creating && {
          label: 'Нова учебна година',
          testId: 'school-year-create',
          onClick: () => {
            msg.clear();
            setCreating(true);
          },
        }
      }
      remove={remove}
      maw={1000}
      testId="school-years"
    >
      {creating && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} fz="h4">
              Нова учебна година
            </Title>
            <CreateYearForm
              kindergartenId={kindergartenId}
              nextYear={nextYear}
              onDone={() => setCreating(false)}
            />
          </Stack>
        </Paper>
      )}
      <EntityTable<SchoolYear>
        query={years}
        columns={columns}
        rowProps={(y) => ({ 'data-testid': `school-year-row-${yearName(y)}` })}
        rowActions={
          canSave || canDelete
            ? (y) => (
                <RowActions item={y} remove={canDelete && remove} testId={`school-year-${yearName(y)}`}>
                  {canSave && !y.active && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={activate.isPending && activate.variables?.body.id === y.id}
                      onClick={() => makeActive(y)}
                      data-testid={`school-year-activate-${yearName(y)}`}
                    >
                      Направи активна
                    </Button>
                  )}
                </RowActions>
              )
            : undefined
        }
        empty="Все още няма учебни години."
        minWidth={640}
      />
      {stale.modal}
    </ListPage>
  );
}

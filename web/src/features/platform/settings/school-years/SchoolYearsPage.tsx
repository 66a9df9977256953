import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../../api/client';
import type { ApiReply } from '../../../../api/routes';
import { usePermissions } from '../../../../app/auth/permissions';
import { useUserData } from '../../../../app/auth/user-data';
import { useListDelete } from '../../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../../ui/format/dates';
import { MessageAlert, useMessage } from '../../../../ui/result-message';
import { isStaleEdit, StaleEditModal } from '../../../../ui/StaleEditModal';
import { type EntityColumn, EntityTable } from '../../../../ui/table/EntityTable';
import { CreateYearForm } from './CreateYearForm';
import { invalidateSchoolYears, schoolYearsQuery } from './queries';

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
  useDocumentTitle('Учебни години | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const years = useQuery({
    ...schoolYearsQuery(kindergartenId),
    enabled: Boolean(kindergartenId),
  });
  const [creating, setCreating] = useState(false);
  const msg = useMessage();

  const activate = useMutation({
    mutationFn: (y: SchoolYear) =>
      callApi('kindergartens.saveSchoolYear', {
        body: {
          id: y.id,
          kindergartenId: y.kindergartenId,
          yearFrom: y.yearFrom,
          yearTo: y.yearTo,
          fromDate: y.fromDate,
          toDate: y.toDate,
          active: true,
          version: y.version,
        },
      }),
    onSuccess: async (reply, y) => {
      msg.reply(
        reply,
        `${y.yearFrom}/${y.yearTo} е активната учебна година.`,
        'Учебната година не беше променена.',
      );
      await invalidateSchoolYears(queryClient);
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : msg.fail(error)),
  });
  // Someone changed the year since the list was loaded: reloading shows it as it is now.
  const [stale, setStale] = useState(false);
  const reload = useMutation({
    mutationFn: () => invalidateSchoolYears(queryClient),
    onSuccess: () => setStale(false),
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

  return (
    <Stack gap="lg" maw={1000} data-testid="school-years-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Учебни години</Title>
          <Text c="dimmed">
            Активната учебна година се сменя сама на 15 септември, когато следващата е създадена.
          </Text>
        </Stack>
        {canSave && !creating && (
          <Button
            onClick={() => {
              msg.clear();
              setCreating(true);
            }}
            data-testid="school-year-create"
          >
            Нова учебна година
          </Button>
        )}
      </Group>
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
      <MessageAlert msg={msg} testId="school-years-message" errorTestId="school-years-error" />
      <EntityTable<SchoolYear>
        columns={columns}
        query={years}
        getRowId={(y) => y.id}
        rowProps={(y) => ({ 'data-testid': `school-year-row-${yearName(y)}` })}
        rowActions={
          canSave || canDelete
            ? (y) => (
                <>
                  {canSave && !y.active && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={activate.isPending && activate.variables?.id === y.id}
                      onClick={() => {
                        msg.clear();
                        activate.mutate(y);
                      }}
                      data-testid={`school-year-activate-${yearName(y)}`}
                    >
                      Направи активна
                    </Button>
                  )}
                  {canDelete && remove.button(y, `school-year-delete-${yearName(y)}`)}
                </>
              )
            : undefined
        }
        empty={{ text: 'Все още няма учебни години.', testId: 'school-years-empty' }}
        minWidth={640}
        testId="school-years-table"
      />
      {remove.modal}
      <StaleEditModal
        opened={stale}
        message={activate.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}

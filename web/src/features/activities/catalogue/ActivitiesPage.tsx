import { Alert, Group, Select, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { useProviderOptions } from '../../../ui/fields';
import { ListPage, RowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { priceLabel, scheduleSummary } from './labels';
import {
  type ActivityFilters,
  invalidateActivities,
  useActivities,
  useClassOptions,
  useTypeOptions,
} from './queries';

type Activity = ApiReply<'activities.activitiesOverview'>['result'][number];

const pageSize = 20;
const columns: EntityColumn<Activity>[] = [
  { id: 'name', header: 'Наименование', cell: (a) => a.name, td: { fw: 600 } },
  { id: 'type', header: 'Вид', cell: (a) => a.typeName },
  { id: 'provider', header: 'Доставчик', cell: (a) => a.providerName },
  { id: 'teacher', header: 'Преподавател', cell: (a) => a.teacherName ?? '—' },
  { id: 'groups', header: 'Групи', cell: (a) => a.groupNames.join(', ') },
  { id: 'schedule', header: 'График', cell: (a) => scheduleSummary(a.schedule) },
  { id: 'price', header: 'Цена', cell: (a) => priceLabel(a) },
  { id: 'enrolled', header: 'Записани', cell: (a) => a.enrolledCount },
];

/**
 * /activities/management: the kindergarten's extra activities by name, with filters by name, type,
 * provider and group; add one, edit or delete one (refused while children are enrolled or fees exist).
 */
export function ActivitiesPage() {
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [filters, setFilters] = useState<ActivityFilters>({});
  const pages = usePaging('activities', pageSize);
  const list = useActivities(kindergartenId, filters, pages.page, pageSize);
  const types = useTypeOptions(kindergartenId);
  const providers = useProviderOptions();
  const groups = useClassOptions(kindergartenId);
  const msg = useMessage();
  const remove = useListDelete<Activity>({
    remove: (a) => callApi('activities.deleteActivity', { path: { id: a.id } }),
    msg,
    refresh: () => invalidateActivities(client),
    deletedText: () => 'Дейността е изтрита.',
    refusedText: 'Дейността не беше изтрита.',
    title: 'Изтриване на дейност',
    question: (a) => `Да бъде ли изтрита дейността „${a.name}“?`,
    testId: 'activity-delete',
  });

  if (!kindergartenId) return <Alert color="yellow">Дейностите се управляват в детска градина.</Alert>;
  const canEdit = can('Activities', 'update');
  const canDelete = can('Activities', 'delete');
  const filter = (name: keyof typeof filters) => (value: string | null) => {
    setFilters((f) => ({ ...f, [name]: value || undefined }));
    pages.first();
  };

  return (
    <ListPage
      title="Дейности"
      intro="Допълнителните дейности на детската градина, техните доставчици, графици и цени."
      action={{
        resource: 'Activities',
        label: 'Нова дейност',
        to: '/activities/management/create',
        testId: 'activity-create',
      }}
      remove={remove}
      maw={1200}
      testId="activities"
    >
      <EntityTable<Activity>
        columns={columns}
        query={list}
        rowProps={(a) => ({ 'data-testid': 'activity-row', 'data-name': a.name })}
        filters={
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Наименование"
              value={filters.name ?? ''}
              onChange={(e) => filter('name')(e.currentTarget.value)}
              maw={220}
              data-testid="activities-filter-name"
            />
            <Select
              label="Вид"
              data={types.data ?? []}
              value={filters.typeId ?? null}
              onChange={filter('typeId')}
              clearable
              maw={200}
              data-testid="activities-filter-type"
            />
            <Select
              label="Доставчик"
              data={providers.options}
              value={filters.providerId ?? null}
              onChange={filter('providerId')}
              clearable
              maw={240}
              data-testid="activities-filter-provider"
            />
            <Select
              label="Група"
              data={groups.data ?? []}
              value={filters.groupId ?? null}
              onChange={filter('groupId')}
              clearable
              maw={200}
              data-testid="activities-filter-group"
            />
          </Group>
        }
        paging={pages.paging(list.data?.rowsCount)}
        rowActions={
          canEdit || canDelete
            ? (a) => (
                <RowActions
                  item={a}
                  edit={canEdit && `/activities/management/${a.id}`}
                  remove={canDelete && remove}
                  testId="activity"
                />
              )
            : undefined
        }
        empty="Няма дейности, отговарящи на филтрите."
        minWidth={1000}
      />
    </ListPage>
  );
}

import { Alert } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useProviderOptions } from '../../../ui/fields';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, usePaging } from '../../../ui/table/list-controls';
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
  const kindergartenId = useKindergartenId() ?? '';
  const [filters, setFilters] = useState<ActivityFilters>({});
  const pages = usePaging('activities', pageSize);
  const list = useActivities(kindergartenId, filters, pages.page, pageSize);
  const types = useTypeOptions(kindergartenId);
  const providers = useProviderOptions();
  const groups = useClassOptions(kindergartenId);
  const actions = useListActions<Activity>('Activities', {
    create: { label: 'Нова дейност', to: '/activities/management/create' },
    edit: (a) => `/activities/management/${a.id}`,
    remove: (a) => callApi('activities.deleteActivity', { path: { id: a.id } }),
    refresh: invalidateActivities,
    deletedText: () => 'Дейността е изтрита.',
    refusedText: 'Дейността не беше изтрита.',
    title: 'Изтриване на дейност',
    question: (a) => `Да бъде ли изтрита дейността „${a.name}“?`,
    testId: 'activity',
    rowData: (a) => ({ 'data-name': a.name }),
  });

  if (!kindergartenId) return <Alert color="yellow">Дейностите се управляват в детска градина.</Alert>;
  const filter = (name: keyof typeof filters) => (value: string | null) => {
    setFilters((f) => ({ ...f, [name]: value || undefined }));
    pages.first();
  };

  return (
    <ListPage
      title="Дейности"
      intro="Допълнителните дейности на детската градина, техните доставчици, графици и цени."
      {...actions.page}
      maw={1200}
      testId="activities"
    >
      <EntityTable<Activity>
        filters={
          <Filters>
            <SearchFilter
              label="Наименование"
              value={filters.name ?? ''}
              onChange={filter('name')}
              maw={220}
              testId="activities-filter-name"
            />
            <SelectFilter
              label="Вид"
              data={types.data ?? []}
              value={filters.typeId ?? null}
              onChange={filter('typeId')}
              maw={200}
              testId="activities-filter-type"
            />
            <SelectFilter
              label="Доставчик"
              data={providers.options}
              value={filters.providerId ?? null}
              onChange={filter('providerId')}
              maw={240}
              testId="activities-filter-provider"
            />
            <SelectFilter
              label="Група"
              data={groups.data ?? []}
              value={filters.groupId ?? null}
              onChange={filter('groupId')}
              maw={200}
              testId="activities-filter-group"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма дейности, отговарящи на филтрите."
        minWidth={1000}
      />
    </ListPage>
  );
}

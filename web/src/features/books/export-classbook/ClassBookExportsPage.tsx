import type { ClassBookExport } from '@gradina/shared/manifest/routes/planning/class-book-export';
import { Badge } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId, useUserData } from '../../../app/auth/user-data';
import { useGroupOptions } from '../../../ui/fields';
import { formatDate, formatDateTime } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateClassBookExports } from './queries';

/** The export's period and state as one line, shared by the list and the export's page. */
export const periodText = (e: ClassBookExport) => `${formatDate(e.fromDate)} – ${formatDate(e.toDate)}`;

export function ExportState({ item }: { item: ClassBookExport }) {
  return item.downloadedAt ? (
    <Badge variant="light" color="blue">
      Изтеглен за подпис {formatDateTime(item.downloadedAt)}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Неизтеглен
    </Badge>
  );
}

const columns: EntityColumn<ClassBookExport>[] = [
  { id: 'group', header: 'Група', cell: (e) => e.groupName, td: { fw: 600 } },
  { id: 'period', header: 'Период', cell: periodText },
  { id: 'created', header: 'Изготвен', cell: (e) => `${formatDateTime(e.createdAt)}, ${e.createdByName}` },
  { id: 'state', header: 'Състояние', cell: (e) => <ExportState item={e} /> },
];

/**
 * /administration/export-classbook: the groups' diaries made for signing, by group; one downloaded for
 * signing is kept (its deletion is refused with the server's words).
 */
export function ClassBookExportsPage() {
  const user = useUserData();
  const kindergartenId = useKindergartenId() ?? '';
  const groups = useGroupOptions(user.periodId ?? undefined);
  const paging = usePaging('classbook-exports', 50);
  const groupId = useFilter<string | null>(paging, null);
  const list = useRouteQuery(
    'planning.classBookExports',
    {
      query: {
        kindergartenId,
        ...(groupId.value ? { ClassIds: groupId.value } : {}),
        OrderByColumn: 'createdAt',
        OrderByDescending: 'true',
        ...paging.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<ClassBookExport>('ClassBooks', {
    create: { label: 'Нов дневник', to: '/administration/export-classbook/create' },
    open: (e) => `/administration/export-classbook/${e.id}`,
    remove: (e) => callApi('planning.deleteClassBookExport', { path: { id: e.id } }),
    refresh: invalidateClassBookExports,
    deletedText: (e) => `Дневникът на ${e.groupName} за ${periodText(e)} е изтрит.`,
    refusedText: 'Дневникът не беше изтрит.',
    title: 'Изтриване на дневник',
    question: (e) => `Да бъде ли изтрит дневникът на ${e.groupName} за ${periodText(e)}?`,
    testId: 'classbook-export',
    rowData: (e) => ({ 'data-group': e.groupName }),
  });
  return (
    <ListPage
      title="Експорт на дневник"
      intro="Дневникът на група за период (присъствия и седмично разписание) като PDF за подпис. Изтегленият за подпис дневник се пази."
      {...actions.page}
      testId="classbook-exports"
    >
      <EntityTable<ClassBookExport>
        filters={
          <Filters>
            <SelectFilter label="Група" data={groups.options} {...groupId} testId="classbook-exports-group" />
          </Filters>
        }
        paging={paging}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Все още няма изготвени дневници."
        minWidth={640}
      />
    </ListPage>
  );
}

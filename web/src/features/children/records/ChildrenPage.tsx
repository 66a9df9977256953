import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useGroupOptions } from '../../../ui/fields';
import { ExportButton, ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { childStatusLabels, options } from './labels';
import { type ChildListFilters, useChildrenOverview } from './queries';

type ChildRow = ApiReply<'children.childrenOverview'>['result'][number];

const pageSize = 30;
const columns: EntityColumn<ChildRow>[] = [
  {
    id: 'name',
    header: 'Име',
    cell: (c) => (
      <Link to={`/kids/records/${c.id}`} data-testid="child-link">
        {c.name}
      </Link>
    ),
    td: { fw: 600 },
  },
  { id: 'identifier', header: 'ЕГН/ЛНЧ', cell: (c) => c.maskedIdentifier },
  { id: 'group', header: 'Група', cell: (c) => c.groupName },
  { id: 'age', header: 'Възраст', cell: (c) => `${c.age} г.` },
  { id: 'status', header: 'Статус', cell: (c) => childStatusLabels[c.status] },
];

/**
 * /kids/records: the kindergarten's children (a teacher's: those of their groups), by name, with the
 * identifier masked; filters by group, name and status; the Excel export of what the filters show.
 */
export function ChildrenPage() {
  const kindergartenId = useKindergartenId();
  const pages = usePaging('children', pageSize);
  const groupId = useFilter<string | null>(pages, null);
  const status = useFilter<string | null>(pages, '1');
  const name = useFilter(pages, '');
  const [typedName] = useDebouncedValue(name.value, 300);
  const filters: ChildListFilters = {
    groupId: groupId.value ?? undefined,
    name: typedName,
    status: (status.value ? Number(status.value) : undefined) as ChildListFilters['status'],
  };
  const groups = useGroupOptions();
  const list = useChildrenOverview(kindergartenId ?? '', filters, pages.page, pageSize);

  const actions = useListActions<ChildRow>('Students', {
    create: { label: 'Ново дете', to: '/kids/records/create' },
    testId: 'child',
    rowData: (c) => ({ 'data-name': c.name }),
  });
  if (!kindergartenId) return <Alert color="yellow">Децата се управляват в детска градина.</Alert>;

  return (
    <ListPage
      title="Деца"
      intro="Записите на децата, групите им и историята на преместванията."
      {...actions.page}
      actions={
        <ExportButton
          label="Експорт в Excel"
          run={() =>
            callApi('children.exportChildren', {
              query: {
                kindergartenId,
                groupId: filters.groupId,
                name: filters.name || undefined,
                status: filters.status,
              },
            })
          }
          testId="children-export"
        />
      }
      testId="children"
    >
      <EntityTable<ChildRow>
        filters={
          <Filters>
            <SearchFilter label="Име" {...name} maw={220} testId="children-name" />
            <SelectFilter
              label="Група"
              placeholder="Всички групи"
              data={groups.options}
              {...groupId}
              maw={260}
              testId="children-group"
            />
            <SelectFilter
              label="Статус"
              data={options(childStatusLabels)}
              {...status}
              testId="children-status"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма деца, които отговарят на филтрите."
        minWidth={640}
      />
    </ListPage>
  );
}

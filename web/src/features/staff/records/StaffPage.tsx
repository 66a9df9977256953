import { Alert, Badge, Checkbox, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { ExportButton, ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { type StaffListFilters, staffFilterQuery } from './queries';
import { workingTimeLabels } from './staff-form';

type StaffRow = ApiReply<'staff.staffOverview'>['result'][number];

const pageSize = 30;
const kindOptions = [
  { value: '1', label: 'Педагогически' },
  { value: '2', label: 'Непедагогически' },
];

const columns = (kindergartenId: string): EntityColumn<StaffRow>[] => [
  {
    id: 'name',
    header: 'Име',
    cell: (s) => (
      <Link to={`/staff/pedagogical/${s.id}/${kindergartenId}`} data-testid="staff-link">
        {s.name}
      </Link>
    ),
    td: { fw: 600 },
  },
  {
    id: 'position',
    header: 'Длъжност',
    cell: (s) => (
      <Group gap={6} wrap="wrap">
        <span>{s.position}</span>
        {s.isDirector && s.occupationId !== 1 && <Badge size="sm">директор</Badge>}
        {s.leftOn && (
          <Badge size="sm" color="gray">
            напуснал на {formatDate(s.leftOn)}
          </Badge>
        )}
      </Group>
    ),
  },
  { id: 'workingTime', header: 'Работно време', cell: (s) => workingTimeLabels[s.workingTime] },
  { id: 'groups', header: 'Групи', cell: (s) => s.groupNames.join(', ') },
  { id: 'identifier', header: 'ЕГН/ЛНЧ', cell: (s) => s.maskedIdentifier },
];

/**
 * /staff/pedagogical: the kindergarten's staff, pedagogical and not, by name; filters by kind, position,
 * group and name (leavers on request); the Excel export of what the filters show; a new record.
 */
export function StaffPage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const pages = usePaging('staff', pageSize);
  const kind = useFilter<string | null>(pages, null);
  const occupationId = useFilter<string | null>(pages, null);
  const groupId = useFilter<string | null>(pages, null);
  const includeLeft = useFilter(pages, false);
  const name = useFilter(pages, '');
  const [typedName] = useDebouncedValue(name.value, 300);
  const filters: StaffListFilters = {
    kind: (kind.value ? Number(kind.value) : undefined) as StaffListFilters['kind'],
    occupationId: occupationId.value ? Number(occupationId.value) : undefined,
    groupId: groupId.value ?? undefined,
    name: typedName,
    includeLeft: includeLeft.value,
  };
  const enabled = { enabled: Boolean(kindergartenId) };
  const kindergarten = { query: { kindergartenId: kindergartenId ?? '' } };
  const occupations = useRouteQuery('staff.occupations', kindergarten, enabled);
  const groups = useRouteQuery('kindergartens.groupList', kindergarten, enabled);
  const shown = staffFilterQuery(kindergartenId ?? '', filters);
  const list = useRouteQuery('staff.staffOverview', { query: { ...shown, ...pages.query } }, enabled);

  const actions = useListActions<StaffRow>('Teachers', {
    create: { label: 'Нов служител', to: '/staff/pedagogical/create' },
    testId: 'staff',
    rowData: (s) => ({ 'data-name': s.name }),
  });
  if (!kindergartenId) return <Alert color="yellow">Персоналът се управлява в детска градина.</Alert>;
  return (
    <ListPage
      title="Персонал"
      intro="Педагогическият и непедагогическият персонал: длъжности, работно време и групи."
      {...actions.page}
      actions={
        <ExportButton
          label="Експорт в Excel"
          run={() => callApi('staff.exportStaff', { query: shown })}
          testId="staff-export"
        />
      }
      testId="staff"
    >
      <EntityTable<StaffRow>
        filters={
          <Filters>
            <SearchFilter label="Име" {...name} testId="staff-name" />
            <SelectFilter
              label="Вид персонал"
              placeholder="Целият персонал"
              data={kindOptions}
              {...kind}
              maw={200}
              testId="staff-kind"
            />
            <SelectFilter
              label="Длъжност"
              placeholder="Всички длъжности"
              data={(occupations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              {...occupationId}
              searchable
              maw={280}
              testId="staff-occupation"
            />
            <SelectFilter
              label="Група"
              placeholder="Всички групи"
              data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              {...groupId}
              maw={260}
              testId="staff-group"
            />
            <Checkbox
              label="С напусналите"
              checked={includeLeft.value}
              onChange={(e) => includeLeft.onChange(e.currentTarget.checked)}
              mb={8}
              data-testid="staff-include-left"
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns(kindergartenId)}
        {...actions.table}
        empty="Няма служители, които отговарят на филтрите."
        minWidth={760}
      />
    </ListPage>
  );
}

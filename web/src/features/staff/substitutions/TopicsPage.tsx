import { Alert } from '@mantine/core';
import { MonthFilter } from '../../../ui/forms/MonthFilter';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useMonthSubstitutions } from './queries';
import { ReferencesNav } from './ReferencesNav';
import { datesText, hoursText, type SubstitutionRow } from './SubstitutionsPage';

const columns: EntityColumn<SubstitutionRow>[] = [
  { id: 'dates', header: 'Дати', cell: datesText },
  { id: 'time', header: 'Часове', cell: hoursText },
  { id: 'group', header: 'Група', cell: (s) => s.groupName },
  { id: 'substitute', header: 'Заместник', cell: (s) => s.substituteName },
  { id: 'topic', header: 'Тема', cell: (s) => s.topic || '—', td: { fw: 600 } },
];

/**
 * /staff/references/topics: the topics taught in a month's substitution hours, as the substitutes recorded
 * them (the lessons' own topics belong to planning, which is not built yet: docs/areas/staff-substitutions.md).
 */
export function TopicsPage() {
  const { kindergartenId, month, setMonth, list } = useMonthSubstitutions();
  if (!kindergartenId) return <Alert color="yellow">Справките се виждат в детска градина.</Alert>;

  return (
    <ListPage
      title="Справка теми"
      intro="Темите, преподадени в часовете на заместванията през месеца."
      testId="topics"
    >
      <ReferencesNav />
      <EntityTable<SubstitutionRow>
        filters={<MonthFilter value={month} onChange={setMonth} testId="topics" />}
        paging={{ clientPageSize: 50 }}
        query={list}
        columns={columns}
        rowProps={(s) => ({ 'data-testid': 'topic-row', 'data-group': s.groupName })}
        empty="Няма замествания през този месец."
        minWidth={760}
      />
    </ListPage>
  );
}

import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useUserData } from '../../../app/auth/user-data';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { useSubstitutions } from './queries';
import { ReferencesNav } from './ReferencesNav';
import { datesText, hoursText, type SubstitutionRow } from './SubstitutionsPage';
import { monthPageSize } from './SubstitutionsReferencePage';

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
  useDocumentTitle('Справка теми | Градина');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [month, setMonth] = useMonthChoice();
  const list = useSubstitutions(kindergartenId, month, 1, monthPageSize);
  if (!kindergartenId) return <Alert color="yellow">Справките се виждат в детска градина.</Alert>;

  return (
    <Stack gap="lg" maw={1100} data-testid="topics-page">
      <Stack gap={4}>
        <Title order={1}>Справка теми</Title>
        <Text c="dimmed">Темите, преподадени в часовете на заместванията през месеца.</Text>
      </Stack>
      <ReferencesNav />
      <EntityTable<SubstitutionRow>
        columns={columns}
        rows={list.data?.result}
        query={list}
        getRowId={(s) => s.id}
        rowProps={(s) => ({ 'data-testid': 'topic-row', 'data-group': s.groupName })}
        filters={<MonthFilter value={month} onChange={setMonth} testId="topics" />}
        paging={{ clientPageSize: 50 }}
        empty={{ text: 'Няма замествания през този месец.', testId: 'topics-empty' }}
        minWidth={760}
        testId="topics-table"
      />
    </Stack>
  );
}

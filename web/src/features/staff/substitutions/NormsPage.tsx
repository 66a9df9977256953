import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { ReferencesNav } from './ReferencesNav';

type NormRow = ApiReply<'staff.substitutionNorms'>['rows'][number];

const hours = (n: number) => n.toLocaleString('bg-BG', { maximumFractionDigits: 1 });

const columns: EntityColumn<NormRow>[] = [
  { id: 'name', header: 'Служител', cell: (r) => r.name, td: { fw: 600 } },
  { id: 'position', header: 'Длъжност', cell: (r) => r.position },
  { id: 'weekly', header: 'Норма (седм.)', cell: (r) => hours(r.weeklyNorm) },
  { id: 'month', header: 'Норма (месец)', cell: (r) => hours(r.monthNorm) },
  { id: 'away', header: 'Отсъствал (дни)', cell: (r) => r.awayDays },
  { id: 'own', header: 'В своите групи', cell: (r) => hours(r.ownHours) },
  { id: 'substituting', header: 'Замествал', cell: (r) => hours(r.substitutionHours) },
  { id: 'replaced', header: 'Заместван', cell: (r) => hours(r.replacedHours) },
  { id: 'taught', header: 'Преподадени', cell: (r) => hours(r.taught) },
  {
    id: 'difference',
    header: 'Разлика',
    cell: (r) => (
      <Text span c={r.difference < 0 ? 'red.8' : undefined} fw={600} data-testid="norm-difference">
        {r.difference > 0 ? '+' : ''}
        {hours(r.difference)}
      </Text>
    ),
  },
];

/**
 * /staff/references/mandatory: each pedagogical staff member's hours taught in a month (own groups and
 * substitutions) against the norm of their position, the director's by the number of groups; both exports.
 */
export function NormsPage() {
  useDocumentTitle('Задължителни часове | Градина');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [month, setMonth] = useMonthChoice();
  const report = useRouteQuery(
    'staff.substitutionNorms',
    { query: { kindergartenId: kindergartenId ?? '', ...month } },
    { enabled: Boolean(kindergartenId) },
  );
  const download = useMutation({
    mutationFn: (which: 'all' | 'director') =>
      which === 'all'
        ? callApi('staff.substitutionNormsExport', { query: { kindergartenId, ...month } })
        : callApi('staff.directorNormsExport', { query: { kindergartenId, ...month } }),
  });

  if (!kindergartenId) return <Alert color="yellow">Нормите се виждат в детска градина.</Alert>;
  const data = report.data;

  return (
    <Stack gap="lg" maw={1200} data-testid="norms-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Задължителни часове</Title>
          <Text c="dimmed">
            Преподадените часове срещу нормата: учител – 30 часа седмично (6 на работен ден), директор –
            според броя на групите. Часовете в своите групи се броят за дните на работа по присъствията на
            персонала, без часовете, в които е заместван.
          </Text>
        </Stack>
        <Group>
          <Button
            variant="light"
            loading={download.isPending && download.variables === 'all'}
            onClick={() => download.mutate('all')}
            data-testid="norms-export"
          >
            Изтегли нормите (xlsx)
          </Button>
          <Button
            variant="light"
            loading={download.isPending && download.variables === 'director'}
            onClick={() => download.mutate('director')}
            data-testid="norms-director-export"
          >
            Норма на директора (xlsx)
          </Button>
        </Group>
      </Group>
      <ReferencesNav />
      {download.isError && (
        <Alert color="red" role="alert" data-testid="norms-export-error">
          {saveErrorText(download.error)}
        </Alert>
      )}
      <EntityTable<NormRow>
        filters={
          <Stack gap="xs">
            <MonthFilter value={month} onChange={setMonth} testId="norms" />
            {data && (
              <Text size="sm" data-testid="norms-summary">
                Работни дни: {data.workingDays} · Групи: {data.groupsCount}
              </Text>
            )}
          </Stack>
        }
        paging={{ clientPageSize: 50 }}
        query={report}
        rows={data?.rows}
        getRowId={(r) => r.teacherId}
        columns={columns}
        rowProps={(r) => ({ 'data-testid': 'norm-row', 'data-name': r.name })}
        empty={{ text: 'Няма педагогически персонал за този месец.', testId: 'norms-empty' }}
        minWidth={860}
        testId="norms-table"
      />
    </Stack>
  );
}

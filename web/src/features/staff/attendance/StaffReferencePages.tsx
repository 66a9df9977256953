import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { ReferencesNav } from '../substitutions/ReferencesNav';
import { kindLabel, markableKinds } from './kinds';
import { staffReferenceQuery } from './queries';

type Reference = ApiReply<'staff.staffAttendanceReference'>;
type Row = Reference['rows'][number];
type Day = Reference['days'][number];

const rowColumns: EntityColumn<Row>[] = [
  {
    id: 'name',
    header: 'Служител',
    cell: (r) => r.teacherName,
    sortText: (r) => r.teacherName,
    td: { fw: 600 },
  },
  { id: 'position', header: 'Длъжност', cell: (r) => r.position },
  { id: 'worked', header: 'Работни дни', cell: (r) => r.workedDays },
  { id: 'absent', header: 'Отсъствия', cell: (r) => r.absentDays },
  { id: 'unmarked', header: 'Неотбелязани', cell: (r) => r.unmarkedDays },
  { id: 'hours', header: 'Часове', cell: (r) => r.hours },
  ...markableKinds.map((k) => ({
    id: `k${k}`,
    header: kindLabel(k),
    cell: (r: Row) => r.kinds[String(k)] ?? 0,
  })),
];

const dayColumns: EntityColumn<Day>[] = [
  { id: 'date', header: 'Дата', cell: (d) => formatDate(d.date), td: { fw: 600 } },
  { id: 'present', header: 'На работа', cell: (d) => d.present },
  { id: 'absent', header: 'Отсъстващи', cell: (d) => d.absent },
  { id: 'unmarked', header: 'Неотбелязани', cell: (d) => d.unmarked },
];

/** The month's reference with its exports; `view` chooses the staff table or the days table. */
function StaffReference({ view }: { view: 'attendances' | 'days' }) {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [ym, setYm] = useMonthChoice();
  const msg = useMessage();
  const ref = useQuery({
    ...staffReferenceQuery(kindergartenId ?? '', ym.year, ym.month),
    enabled: Boolean(kindergartenId),
  });
  if (!kindergartenId) return <Alert color="yellow">Справките за персонала са за детска градина.</Alert>;
  const path = { month: ym.month, year: ym.year };
  const exportFile = async (kind: 'form' | 'excel') => {
    try {
      if (kind === 'form')
        await callApi('staff.exportStaffAttendanceForm', { path, query: { kindergartenId } });
      else await callApi('staff.exportStaffAttendanceExcel', { path, query: { kindergartenId } });
    } catch (e) {
      msg.fail(e, 'Файлът не можа да бъде изтеглен.');
    }
  };
  return (
    <Stack gap="md" data-testid={`staff-reference-${view}`}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {view === 'attendances' ? 'Справка за присъствията на персонала' : 'Справка по дни'}
        </Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => exportFile('form')} data-testid="staff-reference-form">
            Присъствена форма (Word)
          </Button>
          <Button variant="light" onClick={() => exportFile('excel')} data-testid="staff-reference-excel">
            Excel
          </Button>
        </Group>
      </Group>
      <MessageAlert msg={msg} testId="staff-reference-message" errorTestId="staff-reference-error" />
      <ReferencesNav />
      <MonthFilter value={ym} onChange={setYm} testId="staff-reference" />
      {ref.data && (
        <Text data-testid="staff-reference-working-days">
          Работни дни: {ref.data.workingDays}
          {ref.data.isLocked ? ' · месецът е заключен' : ''}
        </Text>
      )}
      {view === 'attendances' ? (
        <EntityTable<Row>
          query={ref}
          rows={ref.data?.rows}
          getRowId={(r) => r.teacherId}
          columns={rowColumns}
          rowProps={(r) => ({ 'data-testid': 'staff-reference-row', 'data-name': r.teacherName })}
          empty={{ text: 'Няма служители през този месец.', testId: 'staff-reference-empty' }}
          minWidth={1200}
          testId="staff-reference-table"
        />
      ) : (
        <EntityTable<Day>
          query={ref}
          rows={ref.data?.days}
          getRowId={(d) => d.date}
          columns={dayColumns}
          rowProps={(d) => ({ 'data-testid': 'staff-reference-day', 'data-date': d.date })}
          empty={{ text: 'Месецът няма работни дни.', testId: 'staff-reference-empty' }}
          minWidth={360}
          testId="staff-reference-days"
        />
      )}
    </Stack>
  );
}

/** /staff/references/attendances: days per kind, worked days and hours of each staff member. */
export function StaffAttendanceReferencePage() {
  useDocumentTitle('Справка за присъствията на персонала | Градина');
  return <StaffReference view="attendances" />;
}

/** /staff/references/days: how many staff were at work, away or unmarked on each working day. */
export function StaffDaysReferencePage() {
  useDocumentTitle('Справка по дни | Градина');
  return <StaffReference view="days" />;
}

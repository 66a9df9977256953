import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { staffNutritionQuery } from '../attendance/queries';
import { ReferencesNav } from '../substitutions/ReferencesNav';

type Report = ApiReply<'storage.staffNutritionReport'>;

const dayColumns: EntityColumn<Report['days'][number]>[] = [
  { id: 'date', header: 'Дата', cell: (d) => formatDate(d.date), td: { fw: 600 } },
  { id: 'count', header: 'Хранени служители', cell: (d) => d.count },
];
const rowColumns: EntityColumn<Report['rows'][number]>[] = [
  {
    id: 'name',
    header: 'Служител',
    cell: (r) => r.teacherName,
    sortText: (r) => r.teacherName,
    td: { fw: 600 },
  },
  { id: 'meals', header: 'Брой хранения', cell: (r) => r.meals },
];

/** /staff/references/meal: the staff nutrition report of a month, per day and per staff member, with Excel. */
export function StaffMealReferencePage() {
  useDocumentTitle('Справка за храненето на персонала | Градина');
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [ym, setYm] = useMonthChoice();
  const msg = useMessage();
  const report = useQuery({
    ...staffNutritionQuery(kindergartenId ?? '', ym.year, ym.month),
    enabled: Boolean(kindergartenId),
  });
  if (!kindergartenId) return <Alert color="yellow">Справката е за детска градина.</Alert>;
  const exportFile = async () => {
    try {
      await callApi('storage.staffNutritionReportFile', {
        query: { kindergartenId, month: ym.month, year: ym.year },
      });
    } catch (e) {
      msg.fail(e, 'Файлът не можа да бъде изтеглен.');
    }
  };
  return (
    <Stack gap="md" data-testid="staff-meal-reference">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Справка за храненето на персонала</Title>
        <Button variant="light" onClick={exportFile} data-testid="staff-meal-reference-excel">
          Excel
        </Button>
      </Group>
      <MessageAlert
        msg={msg}
        testId="staff-meal-reference-message"
        errorTestId="staff-meal-reference-error"
      />
      <ReferencesNav />
      <MonthFilter value={ym} onChange={setYm} testId="staff-meal-reference" />
      {report.data && (
        <Text data-testid="staff-meal-reference-total">Общо хранения: {report.data.totalMeals}</Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <EntityTable
          query={report}
          rows={report.data?.days}
          getRowId={(d) => d.date}
          columns={dayColumns}
          empty={{ text: 'Няма хранения през месеца.', testId: 'staff-meal-reference-empty' }}
          minWidth={300}
          testId="staff-meal-reference-days"
        />
        <EntityTable
          query={report}
          rows={report.data?.rows}
          getRowId={(r) => r.teacherId}
          columns={rowColumns}
          empty={{ text: 'Няма хранения през месеца.', testId: 'staff-meal-reference-people-empty' }}
          minWidth={300}
          testId="staff-meal-reference-people"
        />
      </SimpleGrid>
    </Stack>
  );
}

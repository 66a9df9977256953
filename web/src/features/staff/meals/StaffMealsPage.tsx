import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { MonthFilter, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateStaffMeals, staffMealsQuery } from '../attendance/queries';
import { StaffMonthOf } from '../attendance/StaffMonthGrid';

/**
 * /staff/meals: which staff eat in the kindergarten on which working days. A click or Space toggles a
 * day, "+" sets it, "-" or Delete clears it; a day's header marks everyone for that day.
 */
export function StaffMealsPage() {
  useDocumentTitle('Хранене на персонала | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [ym, setYm] = useMonthChoice();
  const msg = useMessage();
  const meals = useQuery({
    ...staffMealsQuery(kindergartenId ?? '', ym.year, ym.month),
    enabled: Boolean(kindergartenId),
  });
  if (!kindergartenId) return <Alert color="yellow">Храненето на персонала се води в детска градина.</Alert>;
  const canMark = can('TeacherMeals', 'update');
  const rows = meals.data?.teachers ?? [];
  const eats = (id: string, date: string) =>
    rows.find((t) => t.teacherId === id)?.dates.includes(date) ?? false;

  const send = async (cells: { teacherId: string; forDate: string; eats: boolean }[]) => {
    try {
      await callApi('staff.saveStaffMeals', { body: { kindergartenId, cells } });
      msg.ok('Храненето е записано.');
    } catch (e) {
      msg.fail(e);
    }
    await invalidateStaffMeals(client);
  };

  return (
    <Stack gap="md" data-testid="staff-meals-page">
      <Stack gap={4}>
        <Title order={1}>Хранене на персонала</Title>
        <Text c="dimmed">
          Щракнете ден, за да отбележите, че служителят се храни. Клавиши: + храни се, − или Delete не се
          храни, стрелките местят избора.
        </Text>
      </Stack>
      <MessageAlert msg={msg} testId="staff-meals-message" errorTestId="staff-meals-error" />
      <MonthFilter value={ym} onChange={setYm} testId="staff-meals" />
      <StaffMonthOf
        month={meals}
        staff={rows}
        cellOf={(id, date) => (eats(id, date) ? { text: '✓', color: 'green', label: 'храни се' } : undefined)}
        onKey={(id, date, key) => {
          if (key === '+') void send([{ teacherId: id, forDate: date, eats: true }]);
          else if (key === '-' || key === 'Delete' || key === 'Backspace')
            void send([{ teacherId: id, forDate: date, eats: false }]);
          else return false;
          return true;
        }}
        onActivate={(id, date) => send([{ teacherId: id, forDate: date, eats: !eats(id, date) }])}
        onDayHeader={(date) => send(rows.map((t) => ({ teacherId: t.teacherId, forDate: date, eats: true })))}
        disabled={!canMark}
        testId="staff-meals"
      />
    </Stack>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useRowActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { ScheduleList, type ScheduleRow } from '../schedule-overview/ScheduleList';
import { invalidateSchedules } from './queries';

/**
 * /administration/weekly-schedule: the groups' weekly schedules with their situations against the norm; a new
 * schedule, an edit, or a delete. A group follows the schedule in force on a day (the latest "в сила от").
 */
export function WeeklySchedulesPage() {
  const client = useQueryClient();
  const msg = useMessage();
  const remove = useListDelete<ScheduleRow>({
    remove: (s) => callApi('planning.deleteWeeklySchedule', { path: { id: s.id } }),
    msg,
    refresh: () => invalidateSchedules(client),
    deletedText: (s) => `Разписанието на ${s.groupName} от ${formatDate(s.validFrom)} е изтрито.`,
    refusedText: 'Разписанието не беше изтрито.',
    title: 'Изтриване на седмично разписание',
    question: (s) =>
      `Да бъде ли изтрито разписанието на ${s.groupName} в сила от ${formatDate(s.validFrom)}?`,
    testId: 'schedule-delete',
  });
  const rowActions = useRowActions<ScheduleRow>('WeeklySchedules', {
    open: (s) => `/schedule/${s.groupId}/${s.id}`,
    edit: (s) => `/administration/weekly-schedule/${s.id}`,
    remove,
    testId: 'schedule',
  });
  return (
    <ListPage
      title="Седмично разписание"
      intro="Педагогическите ситуации на всяка група по образователни направления; седмицата се проверява спрямо нормата на Наредба № 5/2016."
      action={{
        resource: 'WeeklySchedules',
        label: 'Ново разписание',
        to: '/administration/weekly-schedule/create',
        testId: 'schedule-create',
      }}
      msg={msg}
      remove={remove}
      testId="weekly-schedules"
    >
      <ScheduleList rowActions={rowActions} testId="weekly-schedules" />
    </ListPage>
  );
}

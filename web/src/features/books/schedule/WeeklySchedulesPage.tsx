import { callApi } from '../../../api/client';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { ScheduleList, type ScheduleRow } from '../schedule-overview/ScheduleList';
import { invalidateSchedules } from './queries';

/**
 * /administration/weekly-schedule: the groups' weekly schedules with their situations against the norm; a new
 * schedule, an edit, or a delete. A group follows the schedule in force on a day (the latest "в сила от").
 */
export function WeeklySchedulesPage() {
  const actions = useListActions<ScheduleRow>('WeeklySchedules', {
    create: { label: 'Ново разписание', to: '/administration/weekly-schedule/create' },
    open: (s) => `/schedule/${s.groupId}/${s.id}`,
    edit: (s) => `/administration/weekly-schedule/${s.id}`,
    remove: (s) => callApi('planning.deleteWeeklySchedule', { path: { id: s.id } }),
    refresh: invalidateSchedules,
    deletedText: (s) => `Разписанието на ${s.groupName} от ${formatDate(s.validFrom)} е изтрито.`,
    refusedText: 'Разписанието не беше изтрито.',
    title: 'Изтриване на седмично разписание',
    question: (s) =>
      `Да бъде ли изтрито разписанието на ${s.groupName} в сила от ${formatDate(s.validFrom)}?`,
    testId: 'schedule',
  });
  return (
    <ListPage
      title="Седмично разписание"
      intro="Педагогическите ситуации на всяка група по образователни направления; седмицата се проверява спрямо нормата на Наредба № 5/2016."
      {...actions.page}
      testId="weekly-schedules"
    >
      <ScheduleList rowActions={actions.rowActions} testId="weekly-schedules" />
    </ListPage>
  );
}

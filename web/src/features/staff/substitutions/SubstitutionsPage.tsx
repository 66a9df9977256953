import { Alert } from '@mantine/core';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useUserData } from '../../../app/auth/user-data';
import { formatDateDigits } from '../../../ui/format/dates';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { invalidateSubstitutions, useSubstitutions } from './queries';
import { hourText } from './substitution-form';

export type SubstitutionRow = ApiReply<'staff.substitutionsOverview'>['result'][number];

export const datesText = (s: Pick<SubstitutionRow, 'dates'>) => s.dates.map(formatDateDigits).join(', ');
export const hoursText = (s: Pick<SubstitutionRow, 'fromHour' | 'toHour'>) =>
  `${hourText(s.fromHour)} – ${hourText(s.toHour)}`;

const pageSize = 20;
const columns: EntityColumn<SubstitutionRow>[] = [
  { id: 'dates', header: 'Дати', cell: datesText },
  { id: 'time', header: 'Часове', cell: hoursText },
  { id: 'absent', header: 'Заместван', cell: (s) => s.absentTeacherName },
  { id: 'substitute', header: 'Заместник', cell: (s) => s.substituteName, td: { fw: 600 } },
  { id: 'group', header: 'Група', cell: (s) => s.groupName },
  { id: 'hours', header: 'Часа', cell: (s) => s.hours },
  { id: 'reason', header: 'Причина', cell: (s) => s.reason },
];

/** /staff/members-substitution: a month's substitutions by date; book one, open one, delete one. */
export function SubstitutionsPage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [month, setMonth] = useMonthChoice();
  const pages = usePaging('substitutions', pageSize);
  const list = useSubstitutions(kindergartenId, month, pages.page, pageSize);
  const actions = useListActions<SubstitutionRow>('TeacherSubstitutions', {
    create: {
      label: 'Добави заместване',
      to: `/staff/members-substitution/create?month=${monthKey(month)}`,
    },
    open: (s) => `/staff/members-substitution/${s.id}?month=${monthKey(month)}`,
    remove: (s) => callApi('staff.deleteSubstitution', { path: { id: s.id } }),
    refresh: invalidateSubstitutions,
    deletedText: () => 'Заместването е изтрито, часовете на заместника са освободени.',
    refusedText: 'Заместването не беше изтрито.',
    title: 'Изтриване на заместване',
    question: (s) =>
      `Да бъде ли изтрито заместването на ${s.absentTeacherName} от ${s.substituteName} (${datesText(s)})?`,
    testId: 'substitution',
    rowData: (s) => ({ 'data-substitute': s.substituteName }),
  });

  if (!kindergartenId) return <Alert color="yellow">Заместванията се водят в детска градина.</Alert>;
  return (
    <ListPage
      title="Замествания"
      intro="Кой кого замества, в коя група, в кои дни и часове и защо."
      {...actions.page}
      testId="substitutions"
    >
      <EntityTable<SubstitutionRow>
        filters={<MonthFilter value={month} onChange={pages.filter(setMonth)} testId="substitutions" />}
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма замествания през този месец."
        minWidth={860}
      />
    </ListPage>
  );
}

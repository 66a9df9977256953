import { Badge, Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { Field } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { given } from '../../../ui/forms/useManifestForm';
import { FormFrame, ListPage, useFormPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateNationalDays } from './queries';

type Calendar = ApiReply<'kindergartens.nationalCalendar'>;
type NationalDay = Calendar['days'][number];
type Holiday = Calendar['holidays'][number];

interface Values {
  date: string;
  isWorkingDay: boolean;
  name: string;
}
const labels = {
  date: 'Дата',
  name: 'Наименование',
  isWorkingDay: 'Събота или неделя, обявена за работен ден',
} as const;
const newDay: Values = { date: '', isWorkingDay: false, name: '' };

const dayColumns: EntityColumn<NationalDay>[] = [
  { id: 'date', header: 'Дата', cell: (d) => formatDate(d.date) },
  {
    id: 'kind',
    header: 'Вид',
    cell: (d) =>
      d.isWorkingDay ? <Badge color="orange">Работен ден</Badge> : <Badge color="garden">Почивен ден</Badge>,
  },
  { id: 'name', header: 'Наименование', cell: (d) => d.name, td: { fw: 600 } },
];

const holidayColumns: EntityColumn<Holiday>[] = [
  { id: 'date', header: 'Дата', cell: (h) => formatDate(h.date) },
  { id: 'name', header: 'Празник', cell: (h) => h.name },
];

/** This year and the next two: the government announces bridge days at most a year ahead. */
const yearChoices = (thisYear: number) => [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);

/**
 * /admin/days-off: the country's calendar. The official holidays (Easter and the days off moved from a
 * weekend included) are computed and only shown; the Master adds the government's bridge days and the
 * weekend days worked for them, which every kindergarten's calendar then follows.
 */
export function NationalDaysOffPage() {
  const client = useQueryClient();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const calendar = useRouteQuery('kindergartens.nationalCalendar', { query: { year } });
  const msg = useMessage();
  const page = useFormPage('kindergartens.saveNationalDay', {
    spec: {
      labels,
      toBody: (v: Values) => ({ date: v.date, isWorkingDay: v.isWorkingDay, name: given(v.name) }),
      defaultValues: newDay,
    },
    refresh: invalidateNationalDays,
    back: '/admin/days-off',
    onSaved: (_reply, v) => {
      msg.ok(`${formatDate(v.date)} е добавен в календара на страната.`);
      page.form.reset(newDay);
    },
  });
  const remove = useListDelete<NationalDay>({
    remove: (d) => callApi('kindergartens.deleteNationalDay', { path: { guid: d.id } }),
    msg,
    refresh: () => invalidateNationalDays(client),
    deletedText: () => 'Денят е премахнат от календара на страната.',
    refusedText: 'Денят не беше премахнат.',
    title: 'Премахване на ден',
    question: (d) => `Да бъде ли премахнат ${formatDate(d.date)} („${d.name}“) за всички детски градини?`,
    testId: 'national-day-delete',
    buttonLabel: 'Премахни',
  });

  return (
    <ListPage
      title="Почивни дни за страната"
      intro="Официалните празници се изчисляват сами. Тук добавете обявените от правителството почивни дни (мостове) и съботите, обявени за работни, за да ги отработим: всяка детска градина ги получава."
      remove={remove}
      maw={1000}
      testId="national-days"
    >
      <Paper withBorder p="lg" radius="md">
        <FormFrame page={page} saveLabel="Добави" onCancel={false} testId="national-day">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field.Date form={page} name="date" testId="national-day-date" />
            <Field.Text form={page} name="name" testId="national-day-name" />
          </SimpleGrid>
          <Field.Checkbox form={page} name="isWorkingDay" testId="national-day-working" />
        </FormFrame>
      </Paper>
      <EntityTable<NationalDay>
        filters={
          <Select
            label="Година"
            data={yearChoices(thisYear)}
            value={String(year)}
            onChange={(v) => setYear(Number(v ?? thisYear))}
            allowDeselect={false}
            maw={140}
            data-testid="national-days-year"
          />
        }
        query={calendar}
        rows={calendar.data?.days}
        columns={dayColumns}
        rowProps={(d) => ({ 'data-testid': 'national-day-row', 'data-date': d.date })}
        rowActions={(d) => remove.button(d, 'national-day-delete')}
        empty="За тази година няма добавени дни."
        minWidth={560}
      />
      <Title order={2} fz="h4">
        Официални празници {year} (изчислени)
      </Title>
      <EntityTable<Holiday>
        query={calendar}
        rows={calendar.data?.holidays}
        getRowId={(h) => `${h.date}-${h.name}`}
        columns={holidayColumns}
        empty={{ text: 'Няма празници.', testId: 'holidays-empty' }}
        minWidth={480}
        testId="holidays-table"
      />
    </ListPage>
  );
}

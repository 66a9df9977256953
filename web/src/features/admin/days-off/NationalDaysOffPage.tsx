import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { given, useManifestForm } from '../../../ui/forms/useManifestForm';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateNationalDays, nationalCalendarQuery } from './queries';

type Calendar = ApiReply<'kindergartens.nationalCalendar'>;
type NationalDay = Calendar['days'][number];
type Holiday = Calendar['holidays'][number];

interface Values {
  date: string;
  isWorkingDay: boolean;
  name: string;
}
const labels = { date: 'Дата', name: 'Наименование' } as const;

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
  useDocumentTitle('Почивни дни за страната | Градина');
  const client = useQueryClient();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const calendar = useQuery(nationalCalendarQuery(year));
  const msg = useMessage();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    Values,
    'kindergartens.saveNationalDay'
  >('kindergartens.saveNationalDay', {
    labels,
    toBody: (v) => ({ date: v.date, isWorkingDay: v.isWorkingDay, name: given(v.name) }),
    defaultValues: { date: '', isWorkingDay: false, name: '' },
  });
  const add = useMutation({
    mutationFn: (v: Values) => callApi('kindergartens.saveNationalDay', { body: toBody(v) }),
    onSuccess: async (_reply, v) => {
      msg.ok(`${formatDate(v.date)} е добавен в календара на страната.`);
      form.reset({ date: '', isWorkingDay: false, name: '' });
      await invalidateNationalDays(client);
    },
    onError: (error) => onServerError(error),
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
  });
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={1000} data-testid="national-days-page">
      <Stack gap={4}>
        <Title order={1}>Почивни дни за страната</Title>
        <Text c="dimmed">
          Официалните празници се изчисляват сами. Тук добавете обявените от правителството почивни дни
          (мостове) и съботите, обявени за работни, за да ги отработим: всяка детска градина ги получава.
        </Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="national-day-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            msg.clear();
            add.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DateField
                    label={labels.date}
                    withAsterisk
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.date?.message}
                    data-testid="national-day-date"
                  />
                )}
              />
              <TextInput
                {...form.register('name')}
                label={labels.name}
                withAsterisk
                maxLength={200}
                error={errors.name?.message}
                data-testid="national-day-name"
              />
            </SimpleGrid>
            <Checkbox
              {...form.register('isWorkingDay')}
              label="Събота или неделя, обявена за работен ден"
              data-testid="national-day-working"
            />
            {formError && <Text c="red">{formError}</Text>}
            <Group>
              <Button type="submit" loading={add.isPending} data-testid="national-day-add">
                Добави
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="national-days-message"
        errorTestId="national-days-error"
      />
      <EntityTable<NationalDay>
        columns={dayColumns}
        rows={calendar.data?.days}
        query={calendar}
        getRowId={(d) => d.id}
        rowProps={(d) => ({ 'data-testid': 'national-day-row', 'data-date': d.date })}
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
        rowActions={(d) => (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => {
              msg.clear();
              remove.ask(d);
            }}
            data-testid="national-day-delete"
          >
            Премахни
          </Button>
        )}
        empty={{ text: 'За тази година няма добавени дни.', testId: 'national-days-empty' }}
        minWidth={560}
        testId="national-days-table"
      />
      {remove.modal}
      <Title order={2} fz="h4">
        Официални празници {year} (изчислени)
      </Title>
      <EntityTable<Holiday>
        columns={holidayColumns}
        rows={calendar.data?.holidays}
        query={calendar}
        getRowId={(h) => `${h.date}-${h.name}`}
        empty={{ text: 'Няма празници.', testId: 'holidays-empty' }}
        minWidth={480}
        testId="holidays-table"
      />
    </Stack>
  );
}

import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { pickerFormats } from '../../../ui/format/dates';
import { parseMonth } from '../../../ui/forms/MonthFilter';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { QueryError } from '../../../ui/QueryError';
import { invalidateSubstitutions, substitutionOptionsQuery } from './queries';
import {
  hourText,
  newSubstitution,
  type SubstitutionValues,
  substitutionFormSpec,
  substitutionLabels,
} from './substitution-form';

const listPath = '/staff/members-substitution';

/**
 * /staff/members-substitution/create: who replaces whom, in which group, on which dates (one month, working
 * days) and hours, and why. A substitute already booked at that time is refused by the API (409 at the field).
 */
export function SubstitutionCreatePage() {
  useDocumentTitle('Ново заместване | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  // The list's month: the calendar opens on it, and the list shows it again after the save.
  const [params] = useSearchParams();
  const month = params.get('month');
  const listOfMonth = parseMonth(month) ? `${listPath}?month=${month}` : listPath;
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const options = useQuery({ ...substitutionOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    SubstitutionValues,
    'staff.saveSubstitution'
  >('staff.saveSubstitution', { ...substitutionFormSpec(kindergartenId), defaultValues: newSubstitution() });
  const save = useMutation({
    mutationFn: (v: SubstitutionValues) => callApi('staff.saveSubstitution', { body: toBody(v) }),
    onSuccess: async (_reply, v) => {
      await invalidateSubstitutions(client);
      const first = [...v.dates].sort()[0];
      navigate(first ? `${listPath}?month=${first.slice(0, 7)}` : listOfMonth);
    },
    onError: (error) => onServerError(error),
  });

  if (options.isError) return <QueryError error={options.error} />;
  const { errors } = form.formState;
  const teachers = (options.data?.teachers ?? []).map((t) => ({
    value: t.id,
    label: `${t.name} (${t.position})`,
  }));
  const day = options.data?.workingDay ?? { fromHour: 7, toHour: 19 };
  const hours = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: hourText(from + i) }));
  const select = (
    name: 'substituteId' | 'absentTeacherId' | 'groupId' | 'fromHour' | 'toHour',
    data: { value: string; label: string }[],
    testId: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={substitutionLabels[name]}
          withAsterisk
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          searchable={data.length > 8}
          error={errors[name]?.message}
          data-testid={testId}
        />
      )}
    />
  );

  return (
    <Stack gap="lg" maw={860} data-testid="substitution-create-page">
      <Title order={1}>Ново заместване</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="substitution-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {select('absentTeacherId', teachers, 'substitution-absent')}
              {select('substituteId', teachers, 'substitution-substitute')}
            </SimpleGrid>
            {select(
              'groupId',
              (options.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name })),
              'substitution-group',
            )}
            <Controller
              control={form.control}
              name="dates"
              render={({ field }) => (
                <DatePickerInput
                  type="multiple"
                  label={substitutionLabels.dates}
                  description="Работни дни от един месец."
                  withAsterisk
                  valueFormat={pickerFormats.date}
                  placeholder="Изберете дати"
                  defaultDate={parseMonth(month) ? `${month}-01` : undefined}
                  value={field.value}
                  onChange={(v) => field.onChange(v.map((d) => String(d).slice(0, 10)))}
                  onBlur={field.onBlur}
                  clearable
                  error={errors.dates?.message}
                  data-testid="substitution-dates"
                />
              )}
            />
            <SimpleGrid cols={{ base: 2 }}>
              {select('fromHour', hours(day.fromHour, day.toHour - 1), 'substitution-from')}
              {select('toHour', hours(day.fromHour + 1, day.toHour), 'substitution-to')}
            </SimpleGrid>
            <Textarea
              {...form.register('reason')}
              label={substitutionLabels.reason}
              withAsterisk
              maxLength={500}
              autosize
              minRows={2}
              error={errors.reason?.message}
              data-testid="substitution-reason"
            />
            <Textarea
              {...form.register('topic')}
              label={substitutionLabels.topic}
              description="Какво е преподадено в часовете на заместването."
              maxLength={300}
              autosize
              minRows={2}
              error={errors.topic?.message}
              data-testid="substitution-topic"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="substitution-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="substitution-save">
                Запази
              </Button>
              <Button variant="default" onClick={() => navigate(listOfMonth)}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

import { Alert, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../../api/client';
import { DateField } from '../../../../ui/forms/DateField';
import { IntegerInput } from '../../../../ui/forms/IntegerInput';
import { useManifestForm } from '../../../../ui/forms/useManifestForm';
import { invalidateSchoolYears } from './queries';
import { yearLabels as labels, type YearFormValues, yearDefaults, yearFormSpec } from './year-form';

/** The new school year's form: a year and its dates (15 September to 14 September unless changed). */
export function CreateYearForm({
  kindergartenId,
  nextYear,
  onDone,
}: {
  kindergartenId: string;
  nextYear: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm(
    'kindergartens.saveSchoolYear',
    {
      ...yearFormSpec(kindergartenId),
      defaultValues: yearDefaults(nextYear),
    },
  );
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (v: YearFormValues) => callApi('kindergartens.saveSchoolYear', { body: toBody(v) }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Учебната година не беше създадена.');
        return;
      }
      await invalidateSchoolYears(queryClient);
      onDone();
    },
    onError: onServerError,
  });

  return (
    <form noValidate data-testid="school-year-form" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="yearFrom"
            render={({ field }) => (
              <IntegerInput
                label={labels.yearFrom}
                withAsterisk
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  if (/^\d{4}$/.test(v)) {
                    const d = yearDefaults(Number(v));
                    form.setValue('fromDate', d.fromDate);
                    form.setValue('toDate', d.toDate);
                  }
                }}
                onBlur={field.onBlur}
                maxLength={4}
                description={
                  /^\d{4}$/.test(field.value)
                    ? `Учебна година ${field.value}/${Number(field.value) + 1}`
                    : ' '
                }
                error={errors.yearFrom?.message}
                data-testid="school-year-from"
              />
            )}
          />
          <Controller
            control={form.control}
            name="fromDate"
            render={({ field }) => (
              <DateField
                label={labels.fromDate}
                withAsterisk
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.fromDate?.message}
                data-testid="school-year-from-date"
              />
            )}
          />
          <Controller
            control={form.control}
            name="toDate"
            render={({ field }) => (
              <DateField
                label={labels.toDate}
                withAsterisk
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.toDate?.message}
                data-testid="school-year-to-date"
              />
            )}
          />
        </SimpleGrid>
        <Checkbox
          {...form.register('active')}
          label="Активна учебна година"
          data-testid="school-year-active"
        />
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="school-year-form-error">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="school-year-save">
            Създай
          </Button>
          <Button variant="default" onClick={onDone}>
            Откажи
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

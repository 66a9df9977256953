import { Alert, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { callApi } from '../../../../api/client';
import { DateField } from '../../../../ui/forms/DateField';
import { applyServerFieldErrors, saveErrorText } from '../../../../ui/forms/form-errors';
import { IntegerInput } from '../../../../ui/forms/IntegerInput';
import { formResolver } from '../../../../ui/forms/labels';
import { invalidateSchoolYears } from './queries';

const labels = { yearFrom: 'Начална година', fromDate: 'От дата', toDate: 'До дата' } as const;

const yearFormSchema = z
  .object({
    yearFrom: z.string().min(1),
    fromDate: z.string({ error: () => `Полето "${labels.fromDate}" е задължително` }).min(1),
    toDate: z.string({ error: () => `Полето "${labels.toDate}" е задължително` }).min(1),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const year = Number(v.yearFrom);
    if (v.yearFrom !== '' && (year < 2000 || year > 2998))
      ctx.addIssue({
        code: 'custom',
        path: ['yearFrom'],
        message: `Полето "${labels.yearFrom}" трябва да е между 2000 и 2998`,
      });
    if (v.fromDate && v.toDate && v.fromDate >= v.toDate)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Крайната дата трябва да е след началната.',
      });
  });
type YearForm = z.input<typeof yearFormSchema>;

/** A school year runs from 15 September to 14 September (the demo data and the daily rollover use it). */
const defaultsFor = (yearFrom: number): YearForm => ({
  yearFrom: String(yearFrom),
  fromDate: `${yearFrom}-09-15`,
  toDate: `${yearFrom + 1}-09-14`,
  active: false,
});

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
  const [formError, setFormError] = useState<string>();
  const form = useForm<YearForm>({
    resolver: formResolver(yearFormSchema, labels),
    defaultValues: defaultsFor(nextYear),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (v: YearForm) =>
      callApi('kindergartens.savePeriod', {
        body: {
          kindergartenId,
          yearFrom: Number(v.yearFrom),
          yearTo: Number(v.yearFrom) + 1,
          fromDate: v.fromDate,
          toDate: v.toDate,
          active: v.active,
        },
      }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Учебната година не беше създадена.');
        return;
      }
      await invalidateSchoolYears(queryClient);
      onDone();
    },
    onError: (error) => {
      const rest = applyServerFieldErrors(form, error, ['yearFrom', 'fromDate', 'toDate']);
      setFormError(rest[0] ?? saveErrorText(error));
    },
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
                    const d = defaultsFor(Number(v));
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

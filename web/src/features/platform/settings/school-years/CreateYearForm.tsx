import { SimpleGrid } from '@mantine/core';
import { Field } from '../../../../ui/fields';
import { FormFrame, useFormPage } from '../../../../ui/page';
import { invalidateSchoolYears } from './queries';
import { type YearFormValues, yearDefaults, yearFormSpec } from './year-form';

const fullYear = /^\d{4}$/;

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
  const page = useFormPage('kindergartens.saveSchoolYear', {
    spec: { ...yearFormSpec(kindergartenId), defaultValues: yearDefaults(nextYear) },
    refresh: invalidateSchoolYears,
    back: '/platform/settings/school-years',
    onSaved: onDone,
  });
  const yearFrom = page.form.watch('yearFrom');
  // A whole year typed moves the dates to that year's 15 September and 14 September.
  const moveDates = (year: YearFormValues['yearFrom']) => {
    if (!fullYear.test(year)) return;
    const d = yearDefaults(Number(year));
    page.form.setValue('fromDate', d.fromDate);
    page.form.setValue('toDate', d.toDate);
  };
  return (
    <FormFrame page={page} saveLabel="Създай" onCancel={onDone} testId="school-year">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field.Number
          form={page}
          name="yearFrom"
          maxLength={4}
          onPick={moveDates}
          description={fullYear.test(yearFrom) ? `Учебна година ${yearFrom}/${Number(yearFrom) + 1}` : ' '}
          testId="school-year-from"
        />
        <Field.Date form={page} name="fromDate" testId="school-year-from-date" />
        <Field.Date form={page} name="toDate" testId="school-year-to-date" />
      </SimpleGrid>
      <Field.Checkbox form={page} name="active" label="Активна учебна година" testId="school-year-active" />
    </FormFrame>
  );
}

import { SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { Field, useBoundField } from '../../../ui/fields';
import { pickerFormats } from '../../../ui/format/dates';
import { parseMonth } from '../../../ui/forms/MonthFilter';
import { FormPage, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { invalidateSubstitutions } from './queries';
import { hourText, newSubstitution, substitutionFormSpec } from './substitution-form';

const listPath = '/staff/members-substitution';

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: hourText(from + i) }));

/**
 * /staff/members-substitution/create: who replaces whom, in which group, on which dates (one month, working
 * days) and hours, and why. A substitute already booked at that time is refused by the API (409 at the field).
 */
export function SubstitutionCreatePage() {
  const user = useUserData();
  const navigate = useNavigate();
  // The list's month: the calendar opens on it, and the list shows it again after the save.
  const [params] = useSearchParams();
  const month = params.get('month');
  const listOfMonth = parseMonth(month) ? `${listPath}?month=${month}` : listPath;
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const options = useRouteQuery(
    'staff.substitutionOptions',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const page = useFormPage('staff.saveSubstitution', {
    spec: { ...substitutionFormSpec(kindergartenId), defaultValues: newSubstitution() },
    refresh: invalidateSubstitutions,
    back: listOfMonth,
    onSaved: (_reply, v) => {
      const first = [...v.dates].sort()[0];
      navigate(first ? `${listPath}?month=${first.slice(0, 7)}` : listOfMonth);
    },
  });
  const dates = useBoundField({ form: page, name: 'dates', testId: 'substitution-dates' });

  if (options.isError) return <QueryError error={options.error} />;
  const teachers = (options.data?.teachers ?? []).map((t) => ({
    value: t.id,
    label: `${t.name} (${t.position})`,
  }));
  const day = options.data?.workingDay ?? { fromHour: 7, toHour: 19 };

  return (
    <FormPage page={page} title="Ново заместване" testId="substitution" pageTestId="substitution-create-page">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Select form={page} name="absentTeacherId" data={teachers} testId="substitution-absent" />
        <Field.Select form={page} name="substituteId" data={teachers} testId="substitution-substitute" />
      </SimpleGrid>
      <Field.Select
        form={page}
        name="groupId"
        data={(options.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
        testId="substitution-group"
      />
      <DatePickerInput
        type="multiple"
        {...dates.inputProps}
        description="Работни дни от един месец."
        valueFormat={pickerFormats.date}
        placeholder="Изберете дати"
        defaultDate={parseMonth(month) ? `${month}-01` : undefined}
        value={dates.value}
        onChange={(v) => dates.onChange(v.map((d) => String(d).slice(0, 10)))}
        clearable
      />
      <SimpleGrid cols={{ base: 2 }}>
        <Field.Select
          form={page}
          name="fromHour"
          data={hours(day.fromHour, day.toHour - 1)}
          testId="substitution-from"
        />
        <Field.Select
          form={page}
          name="toHour"
          data={hours(day.fromHour + 1, day.toHour)}
          testId="substitution-to"
        />
      </SimpleGrid>
      <Field.Textarea form={page} name="reason" minRows={2} testId="substitution-reason" />
      <Field.Textarea
        form={page}
        name="topic"
        description="Какво е преподадено в часовете на заместването."
        minRows={2}
        testId="substitution-topic"
      />
    </FormPage>
  );
}

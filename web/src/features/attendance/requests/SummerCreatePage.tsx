import { Checkbox, SimpleGrid } from '@mantine/core';
import { useUserData } from '../../../app/auth/user-data';
import { Field, useBoundField } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateRequests } from './queries';
import { RequestChildField } from './request-fields';
import { newSummerDeclaration, summerFormSpec, summerWeeks } from './request-form';
import { comingSummer } from './SummerPage';

const listPath = '/attendances/applications/summer-attendances';
const friday = (monday: string) => {
  const d = new Date(`${monday}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 4);
  return d.toISOString().slice(0, 10);
};

/** /attendances/applications/summer-attendances/create: the weeks of a summer the child attends. */
export function SummerCreatePage() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const first = comingSummer();
  const page = useFormPage('attendance.saveRequest', {
    spec: { ...summerFormSpec(kindergartenId), defaultValues: newSummerDeclaration(first) },
    refresh: invalidateRequests,
    back: listPath,
  });
  const year = Number(page.form.watch('year'));
  const weeks = useBoundField({ form: page, name: 'attendingWeeks' });

  return (
    <FormPage
      page={page}
      pageTestId="summer-create-page"
      title="Лятна декларация за посещение"
      saveLabel="Подай декларацията"
      maw={760}
      testId="summer"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RequestChildField form={page} kindergartenId={kindergartenId} testId="summer" />
        <Field.Select
          form={page}
          name="year"
          label="Лято на година"
          data={[first, first + 1].map((y) => ({ value: String(y), label: String(y) }))}
          onPick={() => page.form.setValue('attendingWeeks', [])}
          testId="summer-year"
        />
      </SimpleGrid>
      <Checkbox.Group
        label={weeks.labelProps.label}
        description="Отбележете седмиците, в които детето ще посещава детската градина."
        value={weeks.value}
        onChange={weeks.onChange}
        error={weeks.error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {summerWeeks(year).map((w) => (
            <Checkbox
              key={w}
              value={w}
              label={`${formatDate(w)} – ${formatDate(friday(w))}`}
              data-testid="summer-week"
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormPage>
  );
}

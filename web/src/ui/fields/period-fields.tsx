import type { FieldValues, Path } from 'react-hook-form';
import type { FieldHost } from './bind';
import { DateField } from './choice-fields';

/**
 * A period's two dates, „от" and „до", side by side in the caller's grid: the form's `fromDate` and `toDate`
 * unless named otherwise, labelled by the form spec. Test ids `<testId>-from` and `<testId>-to`.
 *
 * ```tsx
 * <SimpleGrid cols={{ base: 1, sm: 3 }}>
 *   <Field.Text form={page} name="name" testId="menu-name" />
 *   <Field.Period form={page} testId="menu" />
 * </SimpleGrid>
 * ```
 */
export function PeriodFields<V extends FieldValues>({
  form,
  from = 'fromDate' as Path<V>,
  to = 'toDate' as Path<V>,
  testId,
}: {
  form: FieldHost<V>;
  from?: Path<V>;
  to?: Path<V>;
  testId: string;
}) {
  return (
    <>
      <DateField form={form} name={from} testId={`${testId}-from`} />
      <DateField form={form} name={to} testId={`${testId}-to`} />
    </>
  );
}

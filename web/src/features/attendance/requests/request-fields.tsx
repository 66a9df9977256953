import { SimpleGrid } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { useRouteQuery } from '../../../api/query';
import { Field, type FieldHost } from '../../../ui/fields';

/** The children a request or a notice may be for: a parent's own, all of the kindergarten for its staff. */
export function useRequestChildren(kindergartenId: string, enabled = true) {
  const children = useRouteQuery(
    'attendance.requestChildren',
    { query: { kindergartenId } },
    { enabled: enabled && Boolean(kindergartenId) },
  );
  return (children.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** The values every absence paper has: the child it is for (a request, a summer declaration, a notice). */
interface ForAChild extends FieldValues {
  studentId: string;
}

/** The child the paper is for, found by typing its name. */
export function RequestChildField<V extends ForAChild>({
  form,
  kindergartenId,
  enabled,
  testId,
}: {
  form: FieldHost<V>;
  kindergartenId: string;
  enabled?: boolean;
  testId: string;
}) {
  return (
    <Field.Select
      form={form}
      name={'studentId' as Path<V>}
      data={useRequestChildren(kindergartenId, enabled)}
      searchable
      nothingFoundMessage="Няма деца"
      testId={`${testId}-child`}
    />
  );
}

/** The first and the last day of an absence, side by side (one under the other on a phone). */
export function PeriodFields<V extends ForAChild & { fromDate: string; toDate: string }>({
  form,
  testId,
}: {
  form: FieldHost<V>;
  testId: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field.Date form={form} name={'fromDate' as Path<V>} testId={`${testId}-from`} />
      <Field.Date form={form} name={'toDate' as Path<V>} testId={`${testId}-to`} />
    </SimpleGrid>
  );
}

import type { SelectProps } from '@mantine/core';
import { useActivityOptions } from '../fields';
import { SelectFilter } from './list-controls';

/**
 * A list's filter by one of the kindergarten's activities („Всички“ when none is chosen): the fees, their
 * notifications, the enrolment requests.
 */
export function ActivityFilter({
  value,
  onChange,
  testId,
  ...select
}: Pick<SelectProps, 'searchable' | 'w' | 'maw'> & {
  value: string | null;
  onChange: (activityId: string | null) => void;
  testId: string;
}) {
  const activities = useActivityOptions();
  return (
    <SelectFilter
      label="Дейност"
      data={activities.options}
      value={value}
      onChange={onChange}
      testId={testId}
      {...select}
    />
  );
}

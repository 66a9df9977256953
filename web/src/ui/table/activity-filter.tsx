import type { SelectProps } from '@mantine/core';
import { useActivityOptions } from '../fields';
import { SelectFilter } from './list-controls';

/**
 * A list's filter by one of the kindergarten's activities („Всички“ when none is chosen), 220 px wide unless
 * told otherwise: the fees, their notifications, the enrolment requests.
 */
export function ActivityFilter({
  value,
  onChange,
  testId,
  w = 220,
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
      w={w}
      {...select}
    />
  );
}

import { Select } from '@mantine/core';
import { useSchoolYearOptions } from '../../ui/fields';

/** The school year a kindergarten's list shows (the session's until another is chosen). */
export function YearFilter({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (periodId: string | null) => void;
  testId: string;
}) {
  const years = useSchoolYearOptions();
  return (
    <Select
      label="Учебна година"
      data={years.options}
      value={value ?? null}
      onChange={onChange}
      allowDeselect={false}
      maw={220}
      data-testid={testId}
    />
  );
}

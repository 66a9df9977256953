import { Select } from '@mantine/core';

/** A list's filter by a request's or a notice's state ("Всички" when cleared); a change goes to page 1. */
export function StatusFilter({
  data,
  value,
  onChange,
  testId,
}: {
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (status: string | null) => void;
  testId: string;
}) {
  return (
    <Select
      label="Състояние"
      placeholder="Всички"
      data={data}
      value={value}
      onChange={onChange}
      clearable
      maw={220}
      data-testid={testId}
    />
  );
}

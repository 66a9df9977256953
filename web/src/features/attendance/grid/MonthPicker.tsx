import { Group, Select } from '@mantine/core';
import { monthNames } from '../../../ui/format/dates';

export interface MonthChoice {
  year: number;
  month: number;
}

/** Month and year selects (the year before and after the chosen one are offered). */
export function MonthPicker({
  value,
  onChange,
  testId,
}: {
  value: MonthChoice;
  onChange: (m: MonthChoice) => void;
  testId: string;
}) {
  const years = [value.year - 1, value.year, value.year + 1].map(String);
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label="Месец"
        data={monthNames.map((name, i) => ({ value: String(i + 1), label: name }))}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        allowDeselect={false}
        w={150}
        data-testid={`${testId}-month`}
      />
      <Select
        label="Година"
        data={years}
        value={String(value.year)}
        onChange={(v) => v && onChange({ ...value, year: Number(v) })}
        allowDeselect={false}
        w={100}
        data-testid={`${testId}-year`}
      />
    </Group>
  );
}

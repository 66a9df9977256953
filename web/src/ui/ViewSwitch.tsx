import { SegmentedControl } from '@mantine/core';

/**
 * A screen's choice of how it shows the same data („Днес“ or „Месец“, „Месец“ or „Седмица“, „Ръст“ or
 * „Тегло“): one segmented control, named for screen readers by `label` („Изглед“ unless said otherwise).
 */
export function ViewSwitch<V extends string>({
  value,
  onChange,
  views,
  label = 'Изглед',
  maw,
  testId,
}: {
  value: V;
  onChange: (view: V) => void;
  views: readonly { value: V; label: string }[];
  label?: string;
  maw?: number;
  testId: string;
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v as V)}
      data={[...views]}
      aria-label={label}
      maw={maw}
      data-testid={testId}
    />
  );
}

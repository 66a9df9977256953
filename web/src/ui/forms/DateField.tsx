import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseBgDate } from './dates';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A date field shown and typed as DD.MM.YYYY (spec d.m.Y), with the calendar starting on Monday. */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  return (
    <DateInput
      {...rest}
      value={value}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : null)}
      valueFormat="DD.MM.YYYY"
      dateParser={(text) => parseBgDate(text)}
      placeholder={rest.placeholder ?? 'ДД.ММ.ГГГГ'}
      clearable={rest.clearable ?? false}
    />
  );
}

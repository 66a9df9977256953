import {
  Checkbox,
  type CheckboxProps,
  FileInput,
  type FileInputProps,
  MultiSelect,
  type MultiSelectProps,
  Radio,
  SegmentedControl,
  Select,
  type SelectProps,
  Stack,
  Text,
} from '@mantine/core';
import {
  DateTimePicker,
  type DateTimePickerProps,
  MonthPickerInput,
  type MonthPickerInputProps,
} from '@mantine/dates';
import type { FieldValues, Path } from 'react-hook-form';
import { type DateFieldProps, DateField as DateInputBg } from '../forms/DateField';
import { type BoundProps, changeOrEmpty, useBoundField, useBoundInput, valueOrNull } from './bind';

/**
 * Choices, dates and files bound to a `useManifestForm` form by name (label, required mark and message from
 * the route's schema and the form's spec):
 *
 * ```tsx
 * <Field.Select form={f} name="type" data={typeOptions} testId="day-off-type" />
 * <Field.Date form={f} name="fromDate" testId="day-off-from" />        // 'YYYY-MM-DD', '' while empty
 * <Field.Month form={f} name="month" testId="fee-month" />             // 'YYYY-MM'
 * <Field.Select form={f} name="periodId" data={…} onPick={() => f.form.setValue('groupIds', [])} />
 * ```
 */

type Own = 'value' | 'onChange' | 'error' | 'label' | 'form' | 'name' | 'defaultValue' | 'required';

/**
 * One of a list; the form keeps the chosen value as text ('' for none). Leaving it checks nothing: a value
 * is only ever picked, and a check on the way to "Запази" moved the button from under the click.
 */
export function SelectField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<SelectProps, Own>,
) {
  const { onBlur: _checksOnLeaving, ...input } = useBoundInput(props, valueOrNull, changeOrEmpty).input;
  // A long list is found by typing; a short one is read.
  const options = Array.isArray(props.data) ? props.data.length : 0;
  return <Select allowDeselect={false} searchable={options > 10} {...input} />;
}

/** Several of a list; the form keeps the chosen values as a list of text. */
export function MultiSelectField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<MultiSelectProps, Own>,
) {
  const { input } = useBoundInput(
    props,
    (v) => (v as string[] | undefined) ?? [],
    (v: string[]) => v,
  );
  return <MultiSelect searchable clearable {...input} />;
}

/**
 * One of two to four kinds, all in sight (sign in by e-mail, ЕГН or phone): the form keeps the chosen
 * option's value, a number for numeric options. `onPick` clears what the kind changes.
 */
export function SegmentedField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & { data: readonly { value: string | number; label: string }[] },
) {
  const { form, name, testId, label, required, onPick, data } = props;
  const f = useBoundField({ form, name, label, required, onPick });
  const labelId = `${testId ?? String(name)}-label`;
  return (
    <Stack gap={4}>
      <Text component="span" fz="sm" fw={500} id={labelId}>
        {f.labelProps.label}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        data-testid={testId}
        value={String(f.value)}
        onChange={(v) => {
          const chosen = data.find((d) => String(d.value) === v);
          if (chosen) f.onChange(chosen.value as never);
        }}
        data={data.map((d) => ({ value: String(d.value), label: d.label }))}
      />
    </Stack>
  );
}

/** Yes or no; a checkbox never shows the required mark (unticked is an answer). */
export function CheckboxField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: Omit<BoundProps<V, N>, 'required'> & Omit<CheckboxProps, Own | 'checked'>,
) {
  const { form, name, testId, label, onPick, ...rest } = props;
  const f = useBoundField({ form, name, testId, label, required: false, onPick });
  return (
    <Checkbox
      {...rest}
      ref={f.ref}
      label={f.labelProps.label}
      data-testid={testId}
      disabled={f.readOnly || rest.disabled}
      checked={Boolean(f.value)}
      onChange={(e) => f.onChange(e.currentTarget.checked as never)}
    />
  );
}

/** A date typed and shown as DD.MM.YYYY; the form keeps `YYYY-MM-DD` ('' while empty). */
export function DateField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<DateFieldProps, Own | 'onBlur'>,
) {
  return <DateInputBg {...useBoundInput(props, valueOrNull, changeOrEmpty).input} />;
}

/** A month of a year ("ноември 2026"); the form keeps `YYYY-MM` ('' while empty). */
export function MonthField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<MonthPickerInputProps, Own | 'type'>,
) {
  const { input } = useBoundInput(
    props,
    (month) => (month ? `${month}-01` : null),
    (v: string | null) => (v ? String(v).slice(0, 7) : ''),
  );
  return <MonthPickerInput valueFormat="MMMM YYYY" placeholder="Изберете месец" {...input} />;
}

/** A file to upload; the form keeps the `File` (null while none), the page's `toBody` builds the FormData. */
export function FileField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<FileInputProps<false>, Own | 'multiple'>,
) {
  const { input } = useBoundInput(
    props,
    (v) => (v as File | null | undefined) ?? null,
    (file: File | null) => file,
  );
  return <FileInput clearable placeholder="Изберете файл" {...input} />;
}

/**
 * One of a few options, all in sight as radio buttons: the form keeps the chosen option's value. Test ids:
 * `<testId>` (the group) and `<testId>-<value>` (each option) unless an option names its own.
 */
export function RadioField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & {
    data: readonly { value: string; label: string; testId?: string }[];
    description?: string;
    disabled?: boolean;
  },
) {
  const { form, name, testId, label, required, onPick, data, description, disabled } = props;
  const f = useBoundField({ form, name, testId, label, required, onPick });
  return (
    <Radio.Group
      {...f.labelProps}
      description={description}
      error={f.error}
      value={(f.value as string | undefined) || null}
      onChange={(v) => f.onChange(v as never)}
    >
      <Stack gap={6} mt={6}>
        {data.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={disabled}
            data-testid={o.testId ?? (testId && `${testId}-${o.value}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A day and time typed and shown as DD.MM.YYYY HH:mm; the form keeps `YYYY-MM-DD HH:mm:ss` ('' while empty). */
export function DateTimeField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<DateTimePickerProps, Own | 'onBlur'>,
) {
  return (
    <DateTimePicker
      valueFormat="DD.MM.YYYY HH:mm"
      placeholder="ДД.ММ.ГГГГ ЧЧ:ММ"
      timePickerProps={{ 'aria-label': 'Час' } as object}
      submitButtonProps={{ 'aria-label': 'Потвърди' }}
      {...useBoundInput(props, valueOrNull, changeOrEmpty).input}
    />
  );
}

import { createContext, useContext } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { FieldInfo } from '../forms/useManifestForm';

/** What a bound field needs of its form: a `useManifestForm` result is one. */
export interface FieldHost<V extends FieldValues> {
  form: UseFormReturn<V>;
  fieldInfo: (name: Path<V>) => FieldInfo;
}

/** The props every bound field takes; the rest are the Mantine input's own. */
export interface BoundProps<V extends FieldValues, N extends Path<V> = Path<V>> {
  form: FieldHost<V>;
  name: N;
  /** The field's data-testid. */
  testId?: string;
  /** Another label than the form spec's (a field whose label depends on the screen). */
  label?: string;
  /** Forces the required mark where the schema cannot say it (a rule of the page's `check`). */
  required?: boolean;
  /** Runs after the user changes the value (a field that fills others: the year's dates from the year). */
  onPick?: (value: PathValue<V, N>) => void;
}

/**
 * Every bound field inside is disabled: a record the user may only read (a national product or recipe shown
 * to a kindergarten) keeps its form's fields without each field saying `disabled`.
 *
 * ```tsx
 * <ReadOnlyFields.Provider value={readOnly}><Field.Text form={f} name="name" testId="product-name" />…</ReadOnlyFields.Provider>
 * ```
 */
export const ReadOnlyFields = createContext(false);

/**
 * The one `useController` of the SPA: the field's value and change, its message (the schema's or the
 * server's, in Bulgarian with the label), and the label and required mark from the form's spec and schema.
 */
export function useBoundField<V extends FieldValues, N extends Path<V>>({
  form,
  name,
  testId,
  label,
  required,
  onPick,
}: BoundProps<V, N>) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  const info = form.fieldInfo(name);
  const readOnly = useContext(ReadOnlyFields);
  const labelProps = {
    label: label ?? info.label,
    withAsterisk: required ?? info.required,
    'data-testid': testId,
  };
  return {
    value: field.value as PathValue<V, N>,
    onChange: (value: PathValue<V, N>) => {
      field.onChange(value);
      onPick?.(value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
    maxLength: info.maxLength,
    labelProps,
    /** Inside `ReadOnlyFields`: the field cannot be changed. */
    readOnly,
    /**
     * What every Mantine input takes as it is: the label, the mark, the test id, the ref, leaving, the message
     * (and `disabled` inside `ReadOnlyFields`).
     */
    inputProps: {
      ...labelProps,
      ref: field.ref,
      onBlur: field.onBlur,
      error: fieldState.error?.message,
      ...(readOnly && { disabled: true }),
    },
  };
}

/** A field component's props apart: the bound state (`useBoundField`) and the rest for its Mantine input. */
export function useBoundProps<V extends FieldValues, N extends Path<V>, R extends object>(
  props: BoundProps<V, N> & R,
) {
  const { form, name, testId, label, required, onPick, ...rest } = props;
  return { f: useBoundField<V, N>({ form, name, testId, label, required, onPick }), rest };
}

/**
 * A field component's whole input: the caller's props, the bound state (`inputProps`), and the value and the
 * change in the input's own terms: `read` turns the form's value into the input's, `write` the input's change
 * into the form's.
 *
 * ```tsx
 * const { input } = useBoundInput(props, valueOrNull, changeOrEmpty);
 * return <DateInputBg {...input} />;
 * ```
 */
export function useBoundInput<V extends FieldValues, N extends Path<V>, R extends object, T, C>(
  props: BoundProps<V, N> & R,
  read: (value: unknown) => T,
  write: (change: C) => unknown,
) {
  const { f, rest } = useBoundProps<V, N, R>(props);
  const onChange = (change: C) => f.onChange(write(change) as PathValue<V, N>);
  return { f, input: { ...rest, ...f.inputProps, value: read(f.value), onChange } };
}

/** The form's text as a choice's or a date's value: '' is none. */
export const valueOrNull = (value: unknown) => (value as string | undefined) || null;
/** A choice's or a date's change as the form's text: none is ''. */
export const changeOrEmpty = (change: string | null) => change ?? '';

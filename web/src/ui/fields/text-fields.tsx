import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { DecimalInput } from '../forms/DecimalInput';
import { IntegerInput } from '../forms/IntegerInput';
import { centsToEuroText, euroTextToCents, sanitizeEuro } from '../forms/money';
import { RichTextInput } from '../forms/RichTextInput';
import { type BoundProps, useBoundField, useBoundInput, useBoundProps } from './bind';

/**
 * Text, number and money fields bound to a `useManifestForm` form by name: the label, the required mark,
 * the text limit and the Bulgarian message come from the route's schema and the form's spec.
 *
 * ```tsx
 * <Field.Text form={f} name="name" testId="day-off-name" />
 * <Field.Money form={f} name="price" testId="activity-price" />   // cents in the form, „12,50 €“ on screen
 * ```
 */

type Own = 'value' | 'onChange' | 'error' | 'label' | 'form' | 'name' | 'defaultValue';

/** The form's text as the input shows it, and what the user typed. */
const textOf = (value: unknown) => (value as string | undefined) ?? '';
const typed = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => e.currentTarget.value;

export function TextField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<TextInputProps, Own | 'required'>,
) {
  const { f, input } = useBoundInput(props, textOf, typed);
  return <TextInput maxLength={f.maxLength} {...input} />;
}

export function TextareaField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<TextareaProps, Own | 'required'>,
) {
  const { f, input } = useBoundInput(props, textOf, typed);
  return <Textarea autosize minRows={3} maxLength={f.maxLength} {...input} />;
}

/**
 * A number the form keeps as the text shown (`parseInteger`/`parseDecimal` in the spec's `toBody`): whole
 * numbers by default, `decimals` digits after the separator when given.
 */
export function NumberField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<TextInputProps, Own | 'required' | 'type'> & { decimals?: number },
) {
  const { form, name, testId, label, required, onPick, decimals, ...rest } = props;
  const f = useBoundField({ form, name, testId, label, required, onPick });
  const common = {
    ...rest,
    ...f.inputProps,
    value: (f.value as string | undefined) ?? '',
    onChange: (v: string) => f.onChange(v as never),
  };
  return decimals === undefined ? (
    <IntegerInput {...common} />
  ) : (
    <DecimalInput {...common} decimals={decimals} />
  );
}

/**
 * An amount of money: the form holds euro cents (`number | null`, as the API), the field shows euro with a
 * decimal comma and the euro sign, and writes the amount out in full when left (`12,5` → `12,50`).
 */
export function MoneyField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & Omit<TextInputProps, Own | 'required' | 'type'>,
) {
  const { f, rest } = useBoundProps(props);
  const cents = f.value as number | null | undefined;
  const [text, setText] = useState(() => centsToEuroText(cents));
  // A value set from outside (the record loaded, a reset) replaces what the field shows.
  useEffect(() => {
    setText((shown) => (euroTextToCents(shown) === (cents ?? null) ? shown : centsToEuroText(cents)));
  }, [cents]);
  return (
    <TextInput
      {...rest}
      {...f.inputProps}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      rightSection="€"
      value={text}
      onChange={(e) => {
        const next = sanitizeEuro(e.currentTarget.value);
        setText(next);
        f.onChange(euroTextToCents(next) as never);
      }}
      onBlur={() => {
        setText(centsToEuroText(cents));
        f.onBlur();
      }}
    />
  );
}

/** Rich text (HTML) of messages, notes and notices, with the form's label and message. */
export function RichTextField<V extends FieldValues, N extends Path<V> = Path<V>>(
  props: BoundProps<V, N> & { minRows?: number },
) {
  const { form, name, testId, label, required, onPick, minRows } = props;
  const f = useBoundField({ form, name, label, required, onPick });
  return (
    <RichTextInput
      label={f.labelProps.label ?? ''}
      required={f.labelProps.withAsterisk}
      value={(f.value as string | undefined) ?? ''}
      onChange={(v) => f.onChange(v as never)}
      error={f.error}
      testId={testId}
      minRows={minRows}
    />
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { type DecimalOptions, defaultDecimals, padDecimal, sanitizeDecimal } from './numbers';

export interface DecimalInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  /** Digits after the separator, padded on blur. Default 3 (spec); 0 makes a whole-number field. */
  decimals?: number;
  allowNegative?: DecimalOptions['allowNegative'];
  /** Pad on blur (default). Off for fields that must keep exactly what was typed. */
  padOnBlur?: boolean;
}

/**
 * A decimal number field (spec section 5): digits and one separator, a comma becomes a dot, and on blur the
 * value is padded to the precision. The value is text, so the form keeps exactly what the field shows;
 * `parseDecimal` turns it into a number where a schema needs one.
 */
export const DecimalInput = forwardRef<HTMLInputElement, DecimalInputProps>(function DecimalInput(
  { value, onChange, decimals = defaultDecimals, allowNegative, padOnBlur = true, onBlur, ...rest },
  ref,
) {
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      pattern={decimals > 0 ? undefined : '[0-9]*'}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(sanitizeDecimal(e.currentTarget.value, { decimals, allowNegative }))}
      onBlur={(e) => {
        if (padOnBlur) {
          const padded = padDecimal(value, decimals);
          if (padded !== value) onChange(padded);
        }
        onBlur?.(e);
      }}
    />
  );
});

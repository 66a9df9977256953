import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { sanitizeInteger } from './numbers';

export interface IntegerInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** A whole-number field (spec section 5): only digits are kept, whatever is typed or pasted. */
export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(function IntegerInput(
  { value, onChange, ...rest },
  ref,
) {
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(sanitizeInteger(e.currentTarget.value))}
    />
  );
});

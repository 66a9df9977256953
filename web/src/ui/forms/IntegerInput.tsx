import type { TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { DecimalInput } from './DecimalInput';

export interface IntegerInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** A whole-number field (spec section 5): only digits are kept, whatever is typed or pasted. */
export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(
  function IntegerInput(props, ref) {
    return <DecimalInput {...props} ref={ref} decimals={0} padOnBlur={false} />;
  },
);

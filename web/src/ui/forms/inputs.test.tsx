// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { DecimalInput } from './DecimalInput';
import { IntegerInput } from './IntegerInput';

function Decimal({ decimals }: { decimals?: number }) {
  const [value, setValue] = useState('');
  return <DecimalInput label="Цена" value={value} onChange={setValue} decimals={decimals} data-testid="d" />;
}

function Integer() {
  const [value, setValue] = useState('');
  return <IntegerInput label="Брой" value={value} onChange={setValue} data-testid="i" />;
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('DecimalInput', () => {
  it('turns a comma into a dot, keeps one separator and pads on blur', () => {
    renderRoutes([{ path: '*', element: <Decimal /> }], '/');
    fireEvent.change(input('d'), { target: { value: '12,5x,7' } });
    expect(input('d').value).toBe('12.57');
    fireEvent.blur(input('d'));
    expect(input('d').value).toBe('12.570');
    expect(input('d').getAttribute('inputmode')).toBe('decimal');
  });

  it('pads to another precision', () => {
    renderRoutes([{ path: '*', element: <Decimal decimals={2} /> }], '/');
    fireEvent.change(input('d'), { target: { value: '3' } });
    fireEvent.blur(input('d'));
    expect(input('d').value).toBe('3.00');
  });
});

describe('IntegerInput', () => {
  it('keeps digits only', () => {
    renderRoutes([{ path: '*', element: <Integer /> }], '/');
    fireEvent.change(input('i'), { target: { value: '1a2.3' } });
    expect(input('i').value).toBe('123');
    expect(input('i').getAttribute('inputmode')).toBe('numeric');
  });
});

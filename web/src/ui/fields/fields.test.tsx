// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { useManifestForm } from '../forms/useManifestForm';
import { Field } from '.';

let submitted: { price: number | null; content: string } | undefined;

/** A money field on a real route's form (the body is beside the point: the field's value is). */
function PriceForm({ price }: { price: number | null }) {
  const f = useManifestForm('communication.createMaintenanceMessage', {
    labels: { price: 'Цена', title: 'Заглавие' },
    toBody: (v: { price: number | null; title: string }) => ({ title: v.title, content: String(v.price) }),
    defaultValues: { price, title: 'x' },
  });
  return (
    <form onSubmit={f.form.handleSubmit((v) => (submitted = { price: v.price, content: String(v.price) }))}>
      <Field.Money form={f} name="price" testId="price" />
      <button type="submit">Запази</button>
    </form>
  );
}

const price = () => screen.getByTestId('price') as HTMLInputElement;

describe('Field.Money', () => {
  it('shows cents as euro with a decimal comma and keeps cents in the form', async () => {
    renderRoutes([{ path: '/', element: <PriceForm price={123450} /> }], '/');
    expect(price().value).toBe('1234,50');
    fireEvent.change(price(), { target: { value: '12.5' } });
    expect(price().value).toBe('12,5');
    fireEvent.blur(price());
    await waitFor(() => expect(price().value).toBe('12,50'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(submitted?.price).toBe(1250);
  });

  it('keeps nothing for an empty field', async () => {
    renderRoutes([{ path: '/', element: <PriceForm price={null} /> }], '/');
    expect(price().value).toBe('');
    fireEvent.change(price(), { target: { value: 'abc' } });
    expect(price().value).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(submitted?.price).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { useManifestForm } from '../forms/useManifestForm';
import { Field, ReadOnlyFields } from '.';

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

/** A period's two dates on a real route's form (the body is beside the point). */
function PeriodForm() {
  const f = useManifestForm('communication.createMaintenanceMessage', {
    labels: { fromDate: 'От дата', toDate: 'До дата' },
    toBody: (v: { fromDate: string; toDate: string }) => ({ title: v.fromDate, content: v.toDate }),
    defaultValues: { fromDate: '2026-09-15', toDate: '2027-06-30' },
  });
  return <Field.Period form={f} testId="period" />;
}

describe('Field.Period', () => {
  it("shows the form's fromDate and toDate as two labelled dates", () => {
    renderRoutes([{ path: '/', element: <PeriodForm /> }], '/');
    expect((screen.getByTestId('period-from') as HTMLInputElement).value).toBe('15.09.2026');
    expect((screen.getByTestId('period-to') as HTMLInputElement).value).toBe('30.06.2027');
    expect(screen.getByLabelText('От дата')).toBeTruthy();
  });
});

describe('ReadOnlyFields', () => {
  it('disables every bound field inside it, and none outside', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ReadOnlyFields.Provider value={true}>
                <PriceForm price={100} />
              </ReadOnlyFields.Provider>
              <PriceForm price={200} />
            </>
          ),
        },
      ],
      '/',
    );
    const [readOnly, editable] = screen.getAllByTestId('price') as HTMLInputElement[];
    expect(readOnly?.disabled).toBe(true);
    expect(editable?.disabled).toBe(false);
  });
});

let chosen: { title: string; content: string } | undefined;

/** A select, radio buttons and a day-and-time on one form, each required by the page's check. */
function ChoiceForm() {
  const f = useManifestForm('communication.createMaintenanceMessage', {
    labels: { title: 'Вид', content: 'Получатели', when: 'Кога' },
    toBody: (v: { title: string; content: string; when: string }) => ({ title: v.title, content: v.content }),
    check: (v) => ({
      title: v.title ? undefined : 'Изберете вид',
      when: v.when ? undefined : 'Изберете кога',
    }),
    defaultValues: { title: '', content: 'all', when: '2026-11-21 10:30:00' },
  });
  return (
    <form onSubmit={f.submitTo((v) => (chosen = v))}>
      <Field.Select form={f} name="title" data={['Първи', 'Втори']} testId="kind" />
      <Field.Radio
        form={f}
        name="content"
        data={[
          { value: 'all', label: 'Всички' },
          { value: 'staff', label: 'Служителите' },
        ]}
        testId="to"
      />
      <Field.DateTime form={f} name="when" testId="when" />
      <button type="submit">Запази</button>
    </form>
  );
}

describe('Field.Select, Field.Radio and Field.DateTime', () => {
  it('checks a select on save, not when it is left on the way to the button', async () => {
    renderRoutes([{ path: '/', element: <ChoiceForm /> }], '/');
    fireEvent.focus(screen.getByTestId('kind'));
    fireEvent.blur(screen.getByTestId('kind'));
    await act(async () => {});
    expect(screen.queryByText('Изберете вид')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(await screen.findByText('Изберете вид')).toBeTruthy();
  });

  it('keeps the chosen radio option and shows the day and time as DD.MM.YYYY HH:mm', async () => {
    renderRoutes([{ path: '/', element: <ChoiceForm /> }], '/');
    expect((screen.getByTestId('to-all') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('to-staff'));
    expect(screen.getByTestId('when').textContent).toContain('21.11.2026 10:30');
    fireEvent.click(screen.getByRole('option', { name: 'Втори', hidden: true }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(chosen).toEqual({ title: 'Втори', content: 'staff', when: '2026-11-21 10:30:00' });
  });
});

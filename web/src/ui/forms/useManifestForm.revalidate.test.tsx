// @vitest-environment jsdom

import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { Field } from '../fields';
import { given, useManifestForm } from './useManifestForm';

let setTitle: (title: string) => void = () => undefined;

function NoteForm() {
  const manifest = useManifestForm('communication.createMaintenanceMessage', {
    labels: { title: 'Заглавие' },
    toBody: (v: { title: string }) => ({ title: given(v.title), content: 'текст' }),
    defaultValues: { title: '' },
  });
  const { form } = manifest;
  setTitle = (t) => form.setValue('title', t);
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <Field.Text form={manifest} name="title" />
      <button type="submit">Запази</button>
    </form>
  );
}

const required = 'Полето "Заглавие" е задължително';

/** Saves the form with no title: the field's message shows. */
async function submitEmpty() {
  render(
    <MantineProvider>
      <NoteForm />
    </MantineProvider>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
  expect(await screen.findByText(required)).toBeTruthy();
}

describe('a manifest form', () => {
  it("takes a field's message away as soon as the field is fixed, without another submit", async () => {
    await submitEmpty();
    await act(async () =>
      fireEvent.change(screen.getByRole('textbox', { name: /Заглавие/ }), { target: { value: 'Ремонт' } }),
    );
    expect(screen.queryByText(required)).toBeNull();
  });

  it('takes it away also when the value is fixed from elsewhere (another field, a button, setValue)', async () => {
    await submitEmpty();
    await act(async () => setTitle('Ремонт'));
    await waitFor(() => expect(screen.queryByText(required)).toBeNull());
  });
});

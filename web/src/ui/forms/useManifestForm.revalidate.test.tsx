// @vitest-environment jsdom

import { MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-support/dom';
import { useFieldProps } from './useFieldProps';
import { given, useManifestForm } from './useManifestForm';

let setTitle: (title: string) => void = () => undefined;

function NoteForm() {
  const { form } = useManifestForm('communication.createMaintenanceMessage', {
    labels: { title: 'Заглавие' },
    toBody: (v: { title: string }) => ({ title: given(v.title), content: 'текст' }),
    defaultValues: { title: '' },
  });
  const title = useFieldProps(form, 'title');
  setTitle = (t) => form.setValue('title', t);
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <TextInput
        label="Заглавие"
        value={title.value}
        onChange={(e) => title.onChange(e.currentTarget.value)}
        error={title.error}
      />
      <button type="submit">Запази</button>
    </form>
  );
}

describe('a manifest form', () => {
  it("takes a field's message away as soon as the field is fixed, without another submit", async () => {
    render(
      <MantineProvider>
        <NoteForm />
      </MantineProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(await screen.findByText('Полето "Заглавие" е задължително')).toBeTruthy();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Заглавие'), { target: { value: 'Ремонт' } }),
    );
    expect(screen.queryByText('Полето "Заглавие" е задължително')).toBeNull();
  });

  it('takes it away also when the value is fixed from elsewhere (another field, a button, setValue)', async () => {
    render(
      <MantineProvider>
        <NoteForm />
      </MantineProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази' })));
    expect(await screen.findByText('Полето "Заглавие" е задължително')).toBeTruthy();
    await act(async () => setTitle('Ремонт'));
    await waitFor(() => expect(screen.queryByText('Полето "Заглавие" е задължително')).toBeNull());
  });
});

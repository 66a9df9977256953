// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/dom';
import { MessageAlert, useMessage } from '../../ui/result-message';
import { AccountCardForm, useAccountForm } from './account-form';

type Reply = { isSuccessful: boolean; errorMessage: string | null };

/** A card form that sends its e-mail; the page's result line above it. */
function Host({ send, onSaved }: { send: () => Promise<Reply>; onSaved: () => void }) {
  const msg = useMessage();
  const form = useForm({ defaultValues: { email: 'a@b.bg' } });
  const save = useAccountForm(
    { form, onServerError: () => false },
    { send, msg, okText: (v) => `Запазено: ${v.email}.`, onSaved },
  );
  return (
    <>
      <MessageAlert msg={msg} testId="result" />
      <AccountCardForm title="Имейл" form={save} submitLabel="Запази" testId="email-form" submitTestId="save">
        <input {...form.register('email')} />
      </AccountCardForm>
    </>
  );
}

describe('useAccountForm', () => {
  it('says a taken save in the result line and runs onSaved', async () => {
    const onSaved = vi.fn();
    const send = () => Promise.resolve({ isSuccessful: true, errorMessage: null });
    renderRoutes([{ path: '/', element: <Host send={send} onSaved={onSaved} /> }], '/');
    fireEvent.click(await screen.findByTestId('save'));
    expect((await screen.findByTestId('result')).textContent).toBe('Запазено: a@b.bg.');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("says a refusal in the API's words and leaves the form as it was", async () => {
    const onSaved = vi.fn();
    const send = () => Promise.resolve({ isSuccessful: false, errorMessage: 'Имейлът е зает.' });
    renderRoutes([{ path: '/', element: <Host send={send} onSaved={onSaved} /> }], '/');
    fireEvent.click(await screen.findByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('result-error').textContent).toBe('Имейлът е зает.'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

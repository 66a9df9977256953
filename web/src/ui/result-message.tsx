import { Alert } from '@mantine/core';
import { useState } from 'react';
import { saveErrorText } from './forms/form-errors';

export interface Message {
  ok: boolean;
  text: string;
}

/** The result line of a page's last action: the success text, or the API's Bulgarian message. */
export function useMessage(initial?: Message) {
  const [message, setMessage] = useState<Message | undefined>(initial);
  return {
    message,
    clear: () => setMessage(undefined),
    ok: (text: string) => setMessage({ ok: true, text }),
    fail: (error: unknown, fallback?: string) =>
      setMessage({ ok: false, text: saveErrorText(error, fallback) }),
    /** A save reply: `isSuccessful` false carries its own message (or `refusedText` when it has none). */
    reply: (
      reply: { isSuccessful: boolean; errorMessage: string | null },
      text: string,
      refusedText = 'Действието не беше изпълнено.',
    ) =>
      setMessage(
        reply.isSuccessful ? { ok: true, text } : { ok: false, text: reply.errorMessage || refusedText },
      ),
  };
}

/** The result line above a page's content, closable; `testId` for success, `errorTestId` for failure. */
export function MessageAlert({
  msg,
  message = msg?.message,
  onClose = msg?.clear,
  testId = 'admin-message',
  errorTestId = `${testId}-error`,
}: {
  /** The page's result line (`useMessage`), instead of `message` and `onClose`. */
  msg?: Msg;
  message?: Message | undefined;
  onClose?: () => void;
  testId?: string;
  errorTestId?: string;
}) {
  if (!message) return null;
  return (
    <Alert
      color={message.ok ? 'garden' : 'red'}
      variant="light"
      role={message.ok ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Затвори"
      onClose={onClose}
      data-testid={message.ok ? testId : errorTestId}
    >
      {message.text}
    </Alert>
  );
}

export type Msg = ReturnType<typeof useMessage>;

/** A failure in red, announced to screen readers, in the API's or the page's words; nothing while none. */
export function FailureAlert({ text, testId }: { text?: string | null | false; testId?: string }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {text}
    </Alert>
  );
}

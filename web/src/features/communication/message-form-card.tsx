import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FailureAlert } from '../../ui/result-message';

/** What the card needs of its form: `useFormPage`'s state, or the same built on a form that sends to two routes. */
export interface MessageFormState {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** The send's failure that belongs to no field, in the API's words. */
  formError?: string;
}

/**
 * The card of a form that writes a message or notice (a new message, the Master's administrative message, a
 * maintenance notice): its fields, the failed send, and the buttons at the end.
 */
export function MessageFormCard({
  page,
  heading,
  submitLabel,
  submitTestId,
  cancel,
  children,
}: {
  page: MessageFormState;
  heading?: string;
  submitLabel: string;
  submitTestId: string;
  /** A cancel button before the send button. */
  cancel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={page.submit} noValidate>
      <Stack>
        {heading && (
          <Title order={2} fz="h4">
            {heading}
          </Title>
        )}
        {children}
        <FormButtons
          error={page.formError}
          saving={page.saving}
          saveLabel={submitLabel}
          saveTestId={submitTestId}
          cancel={cancel}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The end of a communication form: its failure that belongs to no field, then the cancel and the submit on
 * the right (a modal's "Отказ" closes it).
 */
export function FormButtons({
  error,
  errorTestId,
  saving,
  saveLabel = 'Запази',
  saveTestId,
  cancel,
}: {
  error?: string;
  errorTestId?: string;
  saving: boolean;
  saveLabel?: string;
  saveTestId: string;
  cancel?: ReactNode | (() => void);
}) {
  return (
    <>
      <FailureAlert text={error} testId={errorTestId} />
      <Group justify="flex-end">
        {typeof cancel === 'function' ? (
          <Button variant="default" onClick={cancel}>
            Отказ
          </Button>
        ) : (
          cancel
        )}
        <Button type="submit" loading={saving} data-testid={saveTestId}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}

import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { QueryError } from '../../ui/QueryError';

/**
 * The card of a form that writes a message or notice (a new message, the Master's administrative message, a
 * maintenance notice): its fields, the failed send in the API's words, and the buttons at the end.
 */
export function MessageFormCard({
  heading,
  onSubmit,
  error,
  pending,
  submitLabel,
  submitTestId,
  cancel,
  children,
}: {
  heading?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The send's failure, if it failed. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  /** A cancel button before the send button. */
  cancel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack>
        {heading && (
          <Title order={2} fz="h4">
            {heading}
          </Title>
        )}
        {children}
        {error ? <QueryError error={error} /> : null}
        <Group justify="flex-end">
          {cancel}
          <Button type="submit" loading={pending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

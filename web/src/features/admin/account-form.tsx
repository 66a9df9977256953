import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Msg } from '../../ui/result-message';

type SaveReply = { isSuccessful: boolean; errorMessage: string | null };

/**
 * A form of the Master's account pages: it clears the page's result line before it sends, says the outcome
 * there (the API's words on a refusal) and puts the API's field messages on their fields.
 */
export function useAccountForm<V extends FieldValues>(
  manifest: { form: UseFormReturn<V>; onServerError: (error: unknown) => boolean },
  options: {
    send: (values: V) => Promise<SaveReply>;
    msg: Msg;
    okText: (values: V) => string;
    /** After a save the API took (a refusal leaves the form as it was). */
    onSaved?: (values: V) => unknown;
    /** Reads the accounts again after the save, taken or refused. */
    refresh?: () => Promise<unknown>;
    /** Sees a failure first (the stale-version question); true: handled. */
    caught?: (error: unknown) => boolean;
  },
) {
  const { msg } = options;
  const save = useMutation({
    mutationFn: options.send,
    onSuccess: async (reply, values) => {
      msg.reply(reply, options.okText(values));
      if (reply.isSuccessful) await options.onSaved?.(values);
      await options.refresh?.();
    },
    onError: (error) => {
      if (!options.caught?.(error) && !manifest.onServerError(error)) msg.fail(error);
    },
  });
  return {
    submit: manifest.form.handleSubmit((values) => {
      msg.clear();
      save.mutate(values);
    }),
    pending: save.isPending,
  };
}

/** An account form in its own card: the title (and a sentence under it), the fields, one submit button. */
export function AccountCardForm({
  title,
  intro,
  form,
  submitLabel,
  testId,
  submitTestId,
  children,
}: {
  title: string;
  intro?: string;
  form: ReturnType<typeof useAccountForm>;
  submitLabel: string;
  testId: string;
  submitTestId: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate data-testid={testId} onSubmit={form.submit}>
        <Stack gap="md">
          {intro ? (
            <Stack gap={2}>
              {heading}
              <Text fz="sm" c="dimmed">
                {intro}
              </Text>
            </Stack>
          ) : (
            heading
          )}
          {children}
          <Group>
            <Button type="submit" loading={form.pending} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

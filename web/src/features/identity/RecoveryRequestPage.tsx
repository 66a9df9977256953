import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { callApi } from '../../api/client';
import { applyServerFieldErrors, saveErrorText } from '../../ui/forms/form-errors';
import { formResolver } from '../../ui/forms/labels';
import {
  type RecoveryRequestInput,
  type RecoveryRequestValues,
  recoveryRequestLabels,
  recoveryRequestSchema,
  recoverySentText,
} from './account-forms';

/**
 * /login/reset (spec: child 'reset' of /login): asks for a password-recovery mail. The answer is the same
 * whether an account has the address or not, so the page never tells who has one.
 */
export function RecoveryRequestPage() {
  const location = useLocation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const form = useForm<RecoveryRequestInput, unknown, RecoveryRequestValues>({
    resolver: formResolver(recoveryRequestSchema, recoveryRequestLabels),
    defaultValues: { email: typeof initialEmail === 'string' ? initialEmail : '' },
  });
  const { errors } = form.formState;
  const request = useMutation({
    mutationFn: (v: RecoveryRequestValues) =>
      callApi('identity.passwordRecovery', { body: { email: v.email } }),
    onSuccess: () => setSent(true),
    onError: (error) => {
      const rest = applyServerFieldErrors(form, error, ['email']);
      setFormError(rest[0] ?? saveErrorText(error));
    },
  });

  return (
    <Stack gap="md" data-testid="reset-page">
      <Title order={2} fz="h4">
        Забравена парола
      </Title>
      {sent ? (
        <>
          <Alert color="garden" variant="light" role="status" data-testid="reset-sent">
            {recoverySentText}
          </Alert>
          <Anchor component={Link} to="/login" data-testid="reset-back">
            Към входа
          </Anchor>
        </>
      ) : (
        <form
          noValidate
          data-testid="reset-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            request.mutate(v);
          })}
        >
          <Stack gap="md">
            <Text fz="sm">
              Въведете имейл адреса на профила си. Ще ви изпратим връзка, с която да зададете нова парола.
            </Text>
            <TextInput
              {...form.register('email')}
              label={recoveryRequestLabels.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              data-testid="reset-email"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="reset-error">
                {formError}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={request.isPending} data-testid="reset-submit">
              Изпрати връзка
            </Button>
            <Anchor component={Link} to="/login" fz="sm" ta="center" data-testid="reset-back">
              Назад към входа
            </Anchor>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

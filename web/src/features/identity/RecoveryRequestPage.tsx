import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { callApi } from '../../api/client';
import { useManifestForm } from '../../ui/forms/useManifestForm';
import { FailureAlert } from '../../ui/result-message';
import { recoveryRequestLabels, recoveryRequestSpec, recoverySentText } from './account-forms';

/**
 * /login/reset (spec: child 'reset' of /login): asks for a password-recovery mail. The answer is the same
 * whether an account has the address or not, so the page never tells who has one.
 */
export function RecoveryRequestPage() {
  const location = useLocation();
  const [sent, setSent] = useState(false);
  const initialEmail = (location.state as { email?: unknown } | null)?.email;
  const { form, toBody, formError, onServerError, submitTo } = useManifestForm('identity.passwordRecovery', {
    ...recoveryRequestSpec,
    defaultValues: { email: typeof initialEmail === 'string' ? initialEmail : '' },
  });
  const { errors } = form.formState;
  const request = useMutation({
    mutationFn: (v: { email: string }) => callApi('identity.passwordRecovery', { body: toBody(v) }),
    onSuccess: () => setSent(true),
    onError: onServerError,
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
        <form noValidate data-testid="reset-form" onSubmit={submitTo(request.mutate)}>
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
            <FailureAlert text={formError} testId="reset-error" />
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

import { Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callApi, isApiError } from '../../api/client';
import { saveErrorText } from '../../ui/forms/form-errors';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { invalidLinkText } from './account-forms';
import { LinkRefused, useLinkInfo } from './link-info';
import type { LoginNotice } from './login-notice';
import { NewPasswordForm } from './NewPasswordForm';

export const passwordChangedNotice = 'Паролата е сменена. Влезте с новата си парола.';

/**
 * /password-recovery/{userId?}/{token?}: the page of the recovery mail's link. It checks the link first, then
 * takes the new password; the link works once (the server refuses it afterwards, and the page says so).
 * Success ends at /login with a notice.
 */
export function PasswordRecoveryPage() {
  const { userId, token } = useParams();
  const navigate = useNavigate();
  const link = useLinkInfo(token, ['password-recovery']);
  const [serverError, setServerError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const info = link.state === 'ready' ? link.info : undefined;
  const sameUser = !info || !userId || info.userId === userId;

  const reset = useMutation({
    mutationFn: (password: string) =>
      callApi('identity.resetPassword', { body: { userId: userId ?? '', token: token ?? '', password } }),
    onSuccess: (reply) => {
      if (!reply.isSuccessful) {
        setServerError(reply.errorMessage || 'Паролата не беше сменена.');
        return;
      }
      const state: LoginNotice = { notice: passwordChangedNotice, email: info?.email };
      navigate('/login', { replace: true, state });
    },
    onError: (error) => {
      const forPassword = isApiError(error)
        ? error.errors.find((e) => e.field.endsWith('password'))
        : undefined;
      setPasswordError(forPassword?.message);
      setServerError(forPassword ? undefined : saveErrorText(error));
    },
  });

  return (
    <Stack gap="md" data-testid="recovery-page">
      <Title order={2} fz="h4">
        Нова парола
      </Title>
      {link.state === 'loading' ? (
        <Loading label="Проверка на връзката…" />
      ) : link.state === 'failed' ? (
        <QueryError error={link.error} />
      ) : link.state === 'refused' || !userId || !sameUser ? (
        <LinkRefused
          recovery
          message={link.state === 'refused' ? link.message : invalidLinkText}
          testId="recovery-invalid"
        />
      ) : (
        <>
          <Text fz="sm" data-testid="recovery-account">
            Задайте нова парола за профила {info?.email ? `с имейл ${info.email}` : `на ${info?.firstName}`}.
          </Text>
          <NewPasswordForm
            submitLabel="Смени паролата"
            pending={reset.isPending}
            serverError={serverError}
            passwordError={passwordError}
            username={info?.email}
            onSubmit={(password) => {
              setServerError(undefined);
              setPasswordError(undefined);
              reset.mutate(password);
            }}
          />
        </>
      )}
    </Stack>
  );
}

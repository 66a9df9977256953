import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { callApi } from '../../api/client';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { invalidLinkText } from './account-forms';
import { LinkRefused, useLinkInfo } from './link-info';
import { NewPasswordForm } from './NewPasswordForm';
import { useNewPasswordSubmit } from './new-password-submit';

export const passwordChangedNotice = 'Паролата е сменена. Влезте с новата си парола.';

/**
 * /password-recovery/{userId?}/{token?}: the page of the recovery mail's link. It checks the link first, then
 * takes the new password; the link works once (the server refuses it afterwards, and the page says so).
 * Success ends at /login with a notice.
 */
export function PasswordRecoveryPage() {
  const { userId, token } = useParams();
  const link = useLinkInfo(token, ['password-recovery']);
  const info = link.state === 'ready' ? link.info : undefined;
  const sameUser = !info || !userId || info.userId === userId;
  const submit = useNewPasswordSubmit({
    routeId: 'identity.resetPassword',
    bodyOf: (password) => ({ userId: userId ?? '', token: token ?? '', password }),
    send: (body) => callApi('identity.resetPassword', { body }),
    failure: 'Паролата не беше сменена.',
    notice: passwordChangedNotice,
    email: info?.email,
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
          <NewPasswordForm submitLabel="Смени паролата" username={info?.email} {...submit} />
        </>
      )}
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { invalidLinkText } from './account-forms';
import { LinkPage, useLinkInfo } from './link-info';
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
    failure: 'Паролата не беше сменена.',
    notice: passwordChangedNotice,
    email: info?.email,
  });

  return (
    <LinkPage
      title="Нова парола"
      link={link}
      refusal={link.state === 'refused' ? link.message : !userId || !sameUser ? invalidLinkText : undefined}
      recovery
      testId="recovery"
    >
      <Text fz="sm" data-testid="recovery-account">
        Задайте нова парола за профила {info?.email ? `с имейл ${info.email}` : `на ${info?.firstName}`}.
      </Text>
      <NewPasswordForm submitLabel="Смени паролата" username={info?.email} {...submit} />
    </LinkPage>
  );
}

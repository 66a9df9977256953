import type { Role } from '@gradina/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { FailureAlert } from '../../ui/result-message';
import { roleInProse } from './account-forms';
import { type LinkInfo, LinkPage, type LinkPurpose, useLinkInfo } from './link-info';
import { NewPasswordForm } from './NewPasswordForm';
import { useNewPasswordSubmit } from './new-password-submit';

export const activatedNotice = 'Профилът ви е активиран. Влезте с имейла си и новата парола.';

/**
 * Activation of an invited account: the page of the invitation's link checks it, greets the person by name
 * and role, and takes the password; the link works once. Success ends at /login with a notice.
 */
function Activation({
  token,
  kindergartenId,
  purpose,
}: {
  token: string | undefined;
  kindergartenId?: string;
  purpose: LinkPurpose;
}) {
  const link = useLinkInfo(token, [purpose]);
  const info = link.state === 'ready' ? link.info : undefined;
  const submit = useNewPasswordSubmit({
    routeId: 'identity.activateAccount',
    bodyOf: (password) => ({ token: token ?? '', password, ...(kindergartenId ? { kindergartenId } : {}) }),
    failure: 'Профилът не беше активиран.',
    notice: activatedNotice,
    email: info?.email,
  });

  return (
    <LinkPage title="Активиране на профил" link={link} testId="activation">
      {info?.invitationId && info.hasAccount ? (
        <InvitationAnswer token={token ?? ''} info={info} />
      ) : (
        <>
          <Stack gap={4} data-testid="activation-account">
            <Text>
              Здравейте, {info?.firstName} {info?.lastName}!
            </Text>
            <Text fz="sm">
              Поканени сте като {roleInProse[info?.userType as Role] ?? 'потребител'}
              {info?.kindergartenName ? ` в „${info.kindergartenName}“` : ''}. Задайте парола, за да
              активирате профила си{info?.email ? ` (${info.email})` : ''}.
            </Text>
          </Stack>
          <NewPasswordForm submitLabel="Активирай профила" username={info?.email} {...submit} />
        </>
      )}
    </LinkPage>
  );
}

/**
 * An invitation to an address that already has an account: the owner of the mailbox (who holds the link)
 * accepts or declines here; nothing of the account reaches the kindergarten before "Приемам".
 */
function InvitationAnswer({ token, info }: { token: string; info: LinkInfo }) {
  const answer = useMutation({
    mutationFn: (accept: boolean) => callApi('identity.answerInvitation', { body: { token, accept } }),
  });
  if (answer.isSuccess)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" data-testid="invitation-answered">
          {answer.variables
            ? `Приехте поканата. „${info.kindergartenName}“ вече е в списъка с вашите детски градини.`
            : 'Отказахте поканата. Профилът ви не е променен.'}
        </Alert>
        <Anchor component={Link} to="/login" data-testid="link-to-login">
          Към входа
        </Anchor>
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="invitation-for-account">
      <Text>
        „{info.kindergartenName}“ ви кани като {roleInProse[info.userType as Role] ?? 'потребител'}. Вече
        имате профил в „Градина“ с {info.email}: приемете поканата, за да получите достъп, или я откажете.
      </Text>
      <FailureAlert text={answer.isError && answer.error.message} />
      <Group gap="sm">
        <Button
          onClick={() => answer.mutate(true)}
          loading={answer.isPending}
          data-testid="invitation-accept"
        >
          Приемам
        </Button>
        <Button
          variant="default"
          onClick={() => answer.mutate(false)}
          disabled={answer.isPending}
          data-testid="invitation-decline"
        >
          Отказвам
        </Button>
      </Group>
    </Stack>
  );
}

/** /account-activation/{userType?}/{token?}: an invitation of a kindergarten, the МОН or a municipality. */
export function AccountActivationPage() {
  const { token } = useParams();
  return <Activation token={token} purpose="account-activation" />;
}

/** /admin-account-activation/{token?}/{kindergartenId?}: a director or administrator the Master invited. */
export function AdminAccountActivationPage() {
  const { token, kindergartenId } = useParams();
  return <Activation token={token} kindergartenId={kindergartenId} purpose="admin-activation" />;
}

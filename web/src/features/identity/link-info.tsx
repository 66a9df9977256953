import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { useRouteQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { invalidLinkText, looksLikeLinkToken } from './account-forms';

export type LinkInfo = ApiReply<'identity.tokenInfo'>;
export type LinkPurpose = LinkInfo['purpose'];

/**
 * What an e-mail link stands for, asked before the form shows (identity.tokenInfo checks the link without
 * using it up). A broken address is refused here without asking; a used, expired or unknown link gets the
 * server's message. The token goes to the API in the body, never in an API address.
 */
export function useLinkInfo(token: string | undefined, purposes: readonly LinkPurpose[]) {
  const wellFormed = looksLikeLinkToken(token);
  const query = useRouteQuery(
    'identity.tokenInfo',
    { body: { token: token ?? '' } },
    {
      enabled: wellFormed,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
  );
  if (!wellFormed) return { state: 'refused' as const, message: invalidLinkText };
  if (query.isPending) return { state: 'loading' as const };
  if (query.isError) {
    const e = query.error;
    // A 4xx is the server's verdict on the link; anything else is a failure to ask.
    if (isApiError(e) && e.status >= 400 && e.status < 500)
      return {
        state: 'refused' as const,
        message: e.status === 400 || e.status === 404 ? e.message : invalidLinkText,
      };
    return { state: 'failed' as const, error: e };
  }
  if (!purposes.includes(query.data.purpose)) return { state: 'refused' as const, message: invalidLinkText };
  return { state: 'ready' as const, info: query.data };
}

/** A link that cannot be used: the reason, and where to go instead. */
export function LinkRefused({
  message,
  recovery,
  testId,
}: {
  message: string;
  /** Offer a new recovery mail (recovery links); otherwise only the way to sign in. */
  recovery?: boolean;
  testId: string;
}) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" data-testid={testId}>
        {message}
      </Alert>
      {recovery ? (
        <Anchor component={Link} to="/login/reset" data-testid="link-new-recovery">
          Поискайте нова връзка за смяна на паролата
        </Anchor>
      ) : (
        <Text fz="sm">
          Ако профилът ви още не е активиран, помолете детската градина или администратора да ви изпрати нова
          покана.
        </Text>
      )}
      <Anchor component={Link} to="/login" data-testid="link-to-login">
        Към входа
      </Anchor>
    </Stack>
  );
}

/**
 * The page of an e-mail link: its title, the link's check (loading, a failure to ask), the refusal with
 * where to go instead, and the page's own content once the link is good. `refusal` is the link's refusal or
 * the page's own reason not to use it.
 */
export function LinkPage({
  title,
  link,
  refusal = link.state === 'refused' ? link.message : undefined,
  recovery,
  testId,
  children,
}: {
  title: string;
  link: ReturnType<typeof useLinkInfo>;
  refusal?: string;
  recovery?: boolean;
  /** The page's root is `<testId>-page`, its refusal `<testId>-invalid`. */
  testId: string;
  children: ReactNode;
}) {
  let content: ReactNode = children;
  if (link.state === 'loading') content = <Loading label="Проверка на връзката…" />;
  else if (link.state === 'failed') content = <QueryError error={link.error} />;
  else if (refusal)
    content = <LinkRefused recovery={recovery} message={refusal} testId={`${testId}-invalid`} />;
  return (
    <Stack gap="md" data-testid={`${testId}-page`}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {content}
    </Stack>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { formatDateTime } from '../../../ui/format/dates';
import { identifierKindLabel } from '../../../ui/format/labels';
import { Loading } from '../../../ui/Loading';
import { PageSection } from '../../../ui/page/PageSection';
import { QueryError } from '../../../ui/QueryError';
import type { Msg } from '../../../ui/result-message';
import type { AccountSearch } from '../account-lookup';
import { useRefreshAccounts } from '../queries';

/** The lock of the searched identifier after repeated wrong passwords, and 'Отключи'. */
export function LoginLock({ search, msg }: { search: AccountSearch; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const locks = useQuery(
    apiQuery('identity.accountLoginLock', {
      query: { identifier: search.identifier, identifierKind: search.kind },
    }),
  );
  const unlock = useMutation({
    mutationFn: () =>
      callApi('identity.accountUnlockLogin', {
        body: { identifier: search.identifier, identifierKind: search.kind },
      }),
    onSuccess: async (reply) => {
      msg.reply(reply, `Входът с ${identifierKindLabel(search.kind)} ${search.identifier} е отключен.`);
      await refresh();
    },
    onError: (e) => msg.fail(e),
  });
  const lock = locks.data?.result[0];
  return (
    <PageSection title="Заключване на входа" card testId="account-lock">
      {locks.isPending ? (
        <Loading />
      ) : locks.isError ? (
        <QueryError error={locks.error} />
      ) : !lock ? (
        <Text data-testid="account-lock-none">Входът с този идентификатор не е заключен.</Text>
      ) : (
        <Group justify="space-between" align="center">
          <Text data-testid="account-lock-info">
            Заключен след {lock.failures} неуспешни опита до {formatDateTime(lock.lockedUntil)} ч.
            {lock.fullName ? ` (${lock.fullName})` : ''}
          </Text>
          <Button
            color="red"
            variant="light"
            loading={unlock.isPending}
            onClick={() => {
              msg.clear();
              unlock.mutate();
            }}
            data-testid="account-unlock"
          >
            Отключи
          </Button>
        </Group>
      )}
    </PageSection>
  );
}

import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { PageHeader } from '../../../ui/page';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { AuthorityTable, authorityPageSize, NameFilter, useListParams } from './AuthorityAccounts';
import { useInviteAuthority } from './InviteAuthorityModal';

/** /admin/user/mon (Master): the МОН accounts, and inviting a new one (it activates through the mail's link). */
export function MonAccountsPage() {
  const { can } = usePermissions();
  const msg = useMessage();
  const list = useListParams();
  const invite = useInviteAuthority({ msg });
  const accounts = useQuery({
    ...apiQuery('identity.monAccounts', {
      query: {
        ...(list.name ? { name: list.name } : {}),
        PageNumber: list.page,
        PageSize: authorityPageSize,
      },
    }),
    enabled: can('AccountManagement', 'read'),
  });
  return (
    <Stack gap="lg" maw={1100} data-testid="admin-mon-page">
      <PageHeader
        title="Профили на МОН"
        intro="Служителите на Министерството на образованието и науката в платформата."
        actions={invite.button}
      />
      <MessageAlert message={msg.message} onClose={msg.clear} />
      <NameFilter value={list.name} onSearch={(name) => list.set({ name, page: '' })} />
      <AuthorityTable
        query={accounts}
        page={list.page}
        onPage={(p) => list.set({ page: String(p) })}
        msg={msg}
        testId="mon-accounts"
      />
      {invite.modal}
    </Stack>
  );
}

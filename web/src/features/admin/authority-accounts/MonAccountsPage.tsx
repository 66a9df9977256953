import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useMessage } from '../../../ui/result-message';
import { AuthorityAccountsPage, authorityPageSize, useListParams } from './AuthorityAccounts';

/** /admin/user/mon (Master): the МОН accounts, and inviting a new one (it activates through the mail's link). */
export function MonAccountsPage() {
  const { can } = usePermissions();
  const msg = useMessage();
  const list = useListParams();
  const accounts = useRouteQuery(
    'identity.monAccounts',
    {
      query: {
        ...(list.name ? { name: list.name } : {}),
        PageNumber: list.page,
        PageSize: authorityPageSize,
      },
    },
    { enabled: can('AccountManagement', 'read') },
  );
  return (
    <AuthorityAccountsPage
      title="Профили на МОН"
      intro="Служителите на Министерството на образованието и науката в платформата."
      msg={msg}
      list={list}
      accounts={accounts}
    />
  );
}

import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMessage } from '../../../ui/result-message';
import { AccountPageFrame, accountPageLink } from '../account-lookup';
import { AttachForm } from './AttachForm';
import { LoginLock } from './LoginLock';
import { Memberships } from './Memberships';
import { PasswordAndEmail } from './PasswordAndEmail';

/**
 * /admin/user/account (Master): an account by e-mail, ЕГН/ЛНЧ or phone, with its kindergartens and children;
 * the login lock of the identifier (also for one without an account) with 'Отключи'; a recovery mail; a new
 * e-mail; attaching to a kindergarten as staff or parent and detaching.
 */
export function AccountPage() {
  const msg = useMessage();
  return (
    <AccountPageFrame
      title="Профили"
      intro="Намиране на профил, заключен вход, нова парола, имейл и връзки с детски градини."
      msg={msg}
      allowMissing={(search) => <LoginLock search={search} msg={msg} />}
      testId="admin-account"
    >
      {(account, search) => (
        <>
          <Group gap="md">
            <Anchor component={Link} to={accountPageLink('/admin/user/info', search)} fz="sm">
              Редакция на данните
            </Anchor>
            <Anchor component={Link} to={accountPageLink('/admin/user/activation', search)} fz="sm">
              Активиране
            </Anchor>
          </Group>
          <LoginLock search={search} msg={msg} />
          <PasswordAndEmail account={account} msg={msg} />
          <Memberships account={account} msg={msg} />
          <AttachForm account={account} msg={msg} />
        </>
      )}
    </AccountPageFrame>
  );
}

import { bgMessages, Role } from '@gradina/shared';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { roleLabels } from '../../../ui/format/labels';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { KindergartenField } from '../../../ui/KindergartenPicker';
import { PageSection } from '../../../ui/page/PageSection';
import { type Msg, useMessage } from '../../../ui/result-message';
import { AccountCardForm, useAccountForm } from '../account-form';
import { type AccountInfo, AccountPageFrame } from '../account-lookup';
import { PersonFields, personBody, personLabels } from '../person-form';
import { useRefreshAccounts } from '../queries';
import { staffRoleSet } from '../staff-roles';

/**
 * /admin/user/activation (Master): activating a teacher's (any staff role) or a parent's account (one that never
 * set a password gets a new activation link, a deactivated one becomes active again), deactivating any account,
 * and inviting a kindergarten's director or administrator (/admin-account-activation link).
 */
export function AdminActivationPage() {
  const msg = useMessage();
  return (
    <AccountPageFrame
      title="Активиране на профили"
      intro="Активиране на профили на служители и родители, деактивиране и покана за ръководство на детска градина."
      msg={msg}
      after={<InviteKindergartenAdmin msg={msg} />}
      testId="admin-activation"
    >
      {(account) => <Activation account={account} msg={msg} />}
    </AccountPageFrame>
  );
}

function Activation({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const roles = [account.userType, ...account.kindergartens.map((k) => k.userType)];
  const staff = roles.some((r) => staffRoleSet.has(r));
  const parent = roles.includes(Role.Parent);
  const activate = useMutation({
    mutationFn: (kind: 'staff' | 'parent') =>
      callApi(kind === 'staff' ? 'identity.activateTeacherAccount' : 'identity.activateParentAccount', {
        body: { userId: account.id },
      }),
    onSuccess: async (reply) => {
      msg.reply(
        reply,
        account.isPendingActivation
          ? `Нова връзка за активиране е изпратена на ${account.email ?? 'профила'}.`
          : 'Профилът е активен.',
      );
      await refresh();
    },
    onError: (e) => msg.fail(e),
  });
  const change = useMutation({
    mutationFn: (isActive: boolean) =>
      callApi('identity.changeActivation', { body: { userId: account.id, isActive } }),
    onSuccess: async (reply, isActive) => {
      msg.reply(
        reply,
        isActive ? 'Профилът е активиран.' : 'Профилът е деактивиран; сесиите му са затворени.',
      );
      await refresh();
    },
    onError: (e) => msg.fail(e),
  });
  const run = (f: () => void) => () => {
    msg.clear();
    f();
  };
  return (
    <PageSection title="Активиране" card gap="md" testId="activation-actions">
      <Text fz="sm" c="dimmed">
        {account.isPendingActivation
          ? 'Профилът още не е активиран: активирането изпраща нова връзка, с която потребителят задава парола (старите връзки спират да важат).'
          : account.isActive
            ? 'Профилът е активен. Деактивирането спира входа му и затваря отворените му сесии.'
            : 'Профилът е деактивиран и не може да влиза.'}
      </Text>
      <Group>
        {staff && (!account.isActive || account.isPendingActivation) && (
          <Button
            loading={activate.isPending && activate.variables === 'staff'}
            onClick={run(() => activate.mutate('staff'))}
            data-testid="activation-staff"
          >
            Активирай профила на служител
          </Button>
        )}
        {parent && (!account.isActive || account.isPendingActivation) && (
          <Button
            loading={activate.isPending && activate.variables === 'parent'}
            onClick={run(() => activate.mutate('parent'))}
            data-testid="activation-parent"
          >
            Активирай профила на родител
          </Button>
        )}
        {!staff && !parent && !account.isActive && (
          <Button
            loading={change.isPending}
            onClick={run(() => change.mutate(true))}
            data-testid="activation-activate"
          >
            Активирай
          </Button>
        )}
        {account.isActive && !account.isPendingActivation && (
          <Button
            color="red"
            variant="light"
            loading={change.isPending}
            onClick={run(() => change.mutate(false))}
            data-testid="activation-deactivate"
          >
            Деактивирай
          </Button>
        )}
      </Group>
    </PageSection>
  );
}

const inviteLabels = {
  kindergartenId: 'Детска градина',
  userType: 'Роля',
  ...personLabels,
} as const;

interface InviteValues {
  kindergartenId: string;
  userType: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const emptyInvite: InviteValues = {
  kindergartenId: '',
  userType: String(Role.Director),
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
};

/** A director or administrator of a kindergarten (create-admin-account): an invitation with an activation link. */
function InviteKindergartenAdmin({ msg }: { msg: Msg }) {
  // The kindergarten is the route's path, not its body: its code is the page's to ask for.
  const manifest = useManifestForm('identity.createAdminAccount', {
    labels: inviteLabels,
    defaultValues: emptyInvite,
    toBody: (v: InviteValues) => ({
      ...personBody(v),
      userType: Number(v.userType) as typeof Role.Director | typeof Role.Administrator,
    }),
    check: (v) => ({
      kindergartenId: v.kindergartenId.trim() ? undefined : bgMessages.required(inviteLabels.kindergartenId),
    }),
  });
  const { form } = manifest;
  const [userType, setUserType] = useState(emptyInvite.userType);
  const invite = useAccountForm<InviteValues>(manifest, {
    send: (v) =>
      callApi('identity.createAdminAccount', {
        path: { id: v.kindergartenId.trim() },
        body: manifest.toBody(v),
      }),
    msg,
    okText: (v) => `Поканата е изпратена на ${v.email.trim()}.`,
    onSaved: () => {
      form.reset(emptyInvite);
      setUserType(emptyInvite.userType);
    },
  });
  return (
    <AccountCardForm
      title="Покана за директор или администратор"
      intro="Поканеният получава писмо с връзка, с която задава парола и активира профила си в детската градина."
      form={invite}
      submitLabel="Изпрати поканата"
      testId="invite-admin-form"
      submitTestId="invite-admin-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <KindergartenField
          form={manifest}
          name="kindergartenId"
          required
          testId="invite-admin-kindergarten"
        />
        <Select
          label={inviteLabels.userType}
          withAsterisk
          allowDeselect={false}
          data={[Role.Director, Role.Administrator].map((r) => ({
            value: String(r),
            label: roleLabels[r],
          }))}
          value={userType}
          onChange={(v) => {
            const value = v ?? String(Role.Director);
            setUserType(value);
            form.setValue('userType', value);
          }}
          data-testid="invite-admin-role"
        />
        <PersonFields form={form} testId="invite-admin" />
      </SimpleGrid>
    </AccountCardForm>
  );
}

import type { Role } from '@gradina/shared';
import { Button, Paper, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { roleLabels } from '../../../ui/format/labels';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { type Msg, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { AccountCardForm, useAccountForm } from '../account-form';
import { type AccountInfo, AccountPageFrame, useAccountSearch } from '../account-lookup';
import { emailRequired, PersonFields, personBody, personLabels } from '../person-form';
import { useRefreshAccounts } from '../queries';
import { staffRoleSet, staffRoles } from '../staff-roles';

/**
 * /admin/user/info (Master): the account's names, e-mail and phone (update-account-info), and its role and
 * position in each kindergarten where it is staff (update-staff-info).
 */
export function InfoPage() {
  const msg = useMessage();
  return (
    <AccountPageFrame
      title="Информация за профил"
      intro="Имена, имейл и телефон на профила и данните му като служител."
      msg={msg}
      testId="admin-info"
    >
      {(account) => (
        <>
          <DetailsForm
            key={`${account.id}:${account.email}:${account.phone}:${account.version}`}
            account={account}
            msg={msg}
          />
          <StaffInfo account={account} msg={msg} />
        </>
      )}
    </AccountPageFrame>
  );
}

interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

function DetailsForm({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const [search, setSearch] = useAccountSearch();
  const stale = useStaleEdit(refresh);
  // The e-mail and phone go only when they changed; an emptied phone is removed (null).
  const manifest = useManifestForm('identity.updateAccountInfo', {
    labels: personLabels,
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email ?? '',
      phone: account.phone ?? '',
    },
    toBody: (v: DetailsValues) => {
      const { email, phone, ...names } = personBody(v);
      return {
        userId: account.id,
        ...names,
        ...(email !== (account.email ?? '') ? { email } : {}),
        ...((phone ?? '') !== (account.phone ?? '') ? { phone: phone ?? null } : {}),
        version: account.version,
      };
    },
    check: emailRequired,
  });
  const details = useAccountForm<DetailsValues>(manifest, {
    send: (v) => callApi('identity.updateAccountInfo', { body: manifest.toBody(v) }),
    msg,
    okText: () => 'Данните на профила са запазени.',
    onSaved: (v) => {
      // The search follows the account when the identifier it was found by changed.
      const { email, phone } = personBody(v);
      if (search?.kind === 0 && email !== account.email) setSearch({ kind: 0, identifier: email });
      else if (search?.kind === 2 && phone && phone !== account.phone)
        setSearch({ kind: 2, identifier: phone });
    },
    refresh,
    caught: stale.caught,
  });
  return (
    <AccountCardForm
      title="Лични данни"
      form={details}
      submitLabel="Запази"
      testId="info-form"
      submitTestId="info-save"
    >
      {stale.modal}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PersonFields
          form={manifest.form}
          testId="info"
          emailDescription="Имейлът е и потребителското име за вход."
        />
      </SimpleGrid>
    </AccountCardForm>
  );
}

const staffRoleOptions = staffRoles.map((r) => ({ value: String(r), label: roleLabels[r] }));

function StaffInfo({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const staff = account.kindergartens.filter((k) => staffRoleSet.has(k.userType));
  if (staff.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Служител в детски градини
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="info-staff">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Детска градина</Table.Th>
                <Table.Th>Роля</Table.Th>
                <Table.Th>Длъжност</Table.Th>
                <Table.Th aria-label="Действия" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((k) => (
                <StaffRow
                  key={`${k.id}:${k.userType}:${k.position ?? ''}:${k.version}`}
                  account={account}
                  kindergarten={k}
                  msg={msg}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function StaffRow({
  account,
  kindergarten: k,
  msg,
}: {
  account: AccountInfo;
  kindergarten: AccountInfo['kindergartens'][number];
  msg: Msg;
}) {
  const refresh = useRefreshAccounts();
  const [role, setRole] = useState<string | null>(String(k.userType));
  const [position, setPosition] = useState(k.position ?? '');
  const save = useMutation({
    mutationFn: () =>
      callApi('identity.updateStaffInfo', {
        body: {
          userId: account.id,
          kindergartenId: k.id,
          userType: Number(role) as Role,
          position: position.trim(),
          version: k.version,
        },
      }),
    onSuccess: async (reply) => {
      msg.reply(reply, `Данните в „${k.name}“ са запазени.`);
      await refresh();
    },
    onError: (e) => {
      if (!stale.caught(e)) msg.fail(e);
    },
  });
  const stale = useStaleEdit(refresh);
  return (
    <Table.Tr data-testid="info-staff-row">
      <Table.Td>
        {k.name}
        {stale.modal}
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Роля в ${k.name}`}
          data={staffRoleOptions}
          value={role}
          onChange={setRole}
          allowDeselect={false}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Длъжност в ${k.name}`}
          value={position}
          maxLength={100}
          onChange={(e) => setPosition(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          loading={save.isPending}
          onClick={() => {
            msg.clear();
            save.mutate();
          }}
        >
          Запази
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

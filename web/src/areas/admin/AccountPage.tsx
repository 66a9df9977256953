import { type GuardianRelation, Role } from '@gradina/shared';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { apiQuery } from '../../api/query';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { sofiaDateTime } from '../../ui/format/dates';
import { identifierKindLabel, relationLabel, relationOptions, roleLabels } from '../../ui/format/labels';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import {
  type AccountInfo,
  AccountLookup,
  type AccountSearch,
  AccountSummary,
  accountPageLink,
} from './account-lookup';
import { MessageAlert, useMessage, useRefreshAccounts } from './messages';
import { staffRoleSet, staffRoles } from './staff-roles';

type Msg = ReturnType<typeof useMessage>;

/**
 * /admin/user/account (Master): an account by e-mail, ЕГН/ЛНЧ or phone, with its kindergartens and children;
 * the login lock of the identifier (also for one without an account) with 'Отключи'; a recovery mail; a new
 * e-mail; attaching to a kindergarten as staff or parent and detaching.
 */
export function AccountPage() {
  useDocumentTitle('Профили | Градина');
  const msg = useMessage();
  return (
    <Stack gap="lg" maw={1100} data-testid="admin-account-page">
      <Stack gap={4}>
        <Title order={1}>Профили</Title>
        <Text c="dimmed">
          Намиране на профил, заключен вход, нова парола, имейл и връзки с детски градини.
        </Text>
      </Stack>
      <MessageAlert message={msg.message} onClose={msg.clear} />
      <AccountLookup allowMissing={(search) => <LoginLock search={search} msg={msg} />}>
        {(account, search) => (
          <Stack gap="lg">
            <AccountSummary account={account} />
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
            <Attach account={account} msg={msg} />
          </Stack>
        )}
      </AccountLookup>
    </Stack>
  );
}

/** The lock of the searched identifier after repeated wrong passwords, and 'Отключи'. */
function LoginLock({ search, msg }: { search: AccountSearch; msg: Msg }) {
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
    <Paper withBorder p="lg" radius="md" data-testid="account-lock">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Заключване на входа
        </Title>
        {locks.isPending ? (
          <Loading />
        ) : locks.isError ? (
          <QueryError error={locks.error} />
        ) : !lock ? (
          <Text data-testid="account-lock-none">Входът с този идентификатор не е заключен.</Text>
        ) : (
          <Group justify="space-between" align="center">
            <Text data-testid="account-lock-info">
              Заключен след {lock.failures} неуспешни опита до {sofiaDateTime(lock.lockedUntil)} ч.
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
      </Stack>
    </Paper>
  );
}

const isParent = (a: AccountInfo) =>
  a.userType === Role.Parent || a.kindergartens.some((k) => k.userType === Role.Parent);
const isStaff = (a: AccountInfo) =>
  staffRoleSet.has(a.userType) || a.kindergartens.some((k) => staffRoleSet.has(k.userType));

function PasswordAndEmail({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const reset = useMutation({
    mutationFn: () => callApi('identity.adminResetPassword', { body: { userId: account.id } }),
    onSuccess: (reply) =>
      msg.reply(reply, `Писмо с връзка за нова парола е изпратено на ${account.email ?? 'профила'}.`),
    onError: (e) => msg.fail(e),
  });
  const changeEmail = useMutation({
    mutationFn: (value: string) => {
      const body = { userId: account.id, email: value };
      if (isParent(account) && !isStaff(account)) return callApi('identity.updateParentEmail', { body });
      if (isStaff(account)) return callApi('identity.updateStaffEmail', { body });
      return callApi('identity.updateAccountInfo', {
        body: { ...body, firstName: account.firstName, lastName: account.lastName },
      });
    },
    onSuccess: async (reply, value) => {
      msg.reply(reply, `Имейлът е сменен на ${value}. Той е и новото потребителско име.`);
      if (reply.isSuccessful) setEmail('');
      await refresh();
    },
    onError: (e) => {
      const field = (e as { errors?: { field: string; message: string }[] }).errors?.find((x) =>
        x.field.endsWith('email'),
      );
      if (field) setEmailError(field.message);
      else msg.fail(e);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Парола
          </Title>
          <Text fz="sm" c="dimmed">
            Изпраща на имейла на профила връзка, с която потребителят сам задава нова парола (важи 60 минути).
          </Text>
          <Group>
            <Button
              variant="light"
              loading={reset.isPending}
              disabled={!account.email}
              onClick={() => {
                msg.clear();
                reset.mutate();
              }}
              data-testid="account-reset-password"
            >
              Изпрати връзка за нова парола
            </Button>
          </Group>
        </Stack>
        <form
          noValidate
          data-testid="account-email-form"
          onSubmit={(e) => {
            e.preventDefault();
            const value = email.trim();
            if (!value) return setEmailError('Полето "Нов имейл" е задължително');
            if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || value.length > 254)
              return setEmailError('Полето "Нов имейл" трябва да е коректен Email адрес');
            setEmailError(undefined);
            msg.clear();
            changeEmail.mutate(value);
          }}
        >
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Имейл
            </Title>
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Нов имейл"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
                style={{ flex: 1, minWidth: 220 }}
                data-testid="account-new-email"
              />
              <Button type="submit" mt={25} loading={changeEmail.isPending} data-testid="account-email-save">
                Смени
              </Button>
            </Group>
          </Stack>
        </form>
      </SimpleGrid>
    </Paper>
  );
}

type Detach =
  | { kind: 'kindergarten'; kindergartenId: string; name: string }
  | { kind: 'child'; kindergartenId: string; childId: string; name: string };

function Memberships({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const [detach, setDetach] = useState<Detach>();
  const kgName = new Map(account.kindergartens.map((k) => [k.id, k.name]));
  const run = useMutation({
    mutationFn: (d: Detach) =>
      d.kind === 'kindergarten'
        ? callApi('identity.detachAccount', {
            body: { userId: account.id, kindergartenId: d.kindergartenId },
          })
        : callApi('identity.detachAccountFromParent', {
            path: { id: account.id },
            body: { kindergartenId: d.kindergartenId, childId: d.childId },
          }),
    onSuccess: async (reply, d) => {
      setDetach(undefined);
      msg.reply(
        reply,
        d.kind === 'kindergarten'
          ? `Профилът е откачен от „${d.name}“.`
          : `Връзката с детето ${d.name} е премахната.`,
      );
      await refresh();
    },
    onError: (e) => {
      setDetach(undefined);
      msg.fail(e);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Детски градини
        </Title>
        {account.kindergartens.length === 0 ? (
          <Text c="dimmed" data-testid="account-kindergartens-empty">
            Профилът не е свързан с детска градина.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="account-kindergartens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Детска градина</Table.Th>
                  <Table.Th>Роля</Table.Th>
                  <Table.Th>Длъжност</Table.Th>
                  <Table.Th aria-label="Действия" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {account.kindergartens.map((k) => (
                  <Table.Tr key={k.id} data-testid="account-kindergarten-row">
                    <Table.Td>
                      <Text fw={600}>{k.name}</Text>
                      <Text fz="xs" c="dimmed">
                        {k.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{roleLabels[k.userType as Role]}</Table.Td>
                    <Table.Td>{k.position ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            msg.clear();
                            setDetach({ kind: 'kindergarten', kindergartenId: k.id, name: k.name });
                          }}
                          data-testid="account-detach-kindergarten"
                        >
                          Откачи
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {account.children.length > 0 && (
          <>
            <Title order={3} fz="h5">
              Деца
            </Title>
            <Table.ScrollContainer minWidth={520}>
              <Table striped data-testid="account-children">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Дете</Table.Th>
                    <Table.Th>Детска градина</Table.Th>
                    <Table.Th>Родство</Table.Th>
                    <Table.Th aria-label="Действия" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {account.children.map((c) => (
                    <Table.Tr key={`${c.kindergartenId}:${c.id}`} data-testid="account-child-row">
                      <Table.Td>{c.name || c.id}</Table.Td>
                      <Table.Td>{kgName.get(c.kindergartenId) ?? c.kindergartenId}</Table.Td>
                      <Table.Td>{relationLabel(c.relation)}</Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => {
                              msg.clear();
                              setDetach({
                                kind: 'child',
                                kindergartenId: c.kindergartenId,
                                childId: c.id,
                                name: c.name,
                              });
                            }}
                            data-testid="account-detach-child"
                          >
                            Откачи
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={detach !== undefined}
        title="Откачане"
        pending={run.isPending}
        onCancel={() => setDetach(undefined)}
        onConfirm={() => detach && run.mutate(detach)}
        testId="account-detach"
        confirmLabel="Откачи"
      >
        {detach?.kind === 'kindergarten'
          ? `Да бъде ли откачен профилът от „${detach.name}“? Губи достъпа си там, включително връзките с деца; отворените му сесии се затварят.`
          : `Да бъде ли премахната връзката на профила с детето ${detach?.name ?? ''}?`}
      </ConfirmModal>
    </Paper>
  );
}

const staffRoleOptions = staffRoles.map((r) => ({ value: String(r), label: roleLabels[r] }));
const required = (label: string) => `Полето "${label}" е задължително`;

/** Attaching the account to a kindergarten (by its code) as staff, or as the parent of a child (by its code). */
function Attach({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const [tab, setTab] = useState<string | null>('staff');
  const [kindergartenId, setKindergartenId] = useState('');
  const [role, setRole] = useState<string | null>(String(staffRoles[1]));
  const [position, setPosition] = useState('');
  const [childId, setChildId] = useState('');
  const [relation, setRelation] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attach = useMutation({
    mutationFn: () =>
      tab === 'staff'
        ? callApi('identity.attachStaffToAccount', {
            body: {
              userId: account.id,
              kindergartenId: kindergartenId.trim(),
              userType: Number(role) as Role,
              ...(position.trim() ? { position: position.trim() } : {}),
            },
          })
        : callApi('identity.attachParentToAccount', {
            body: {
              userId: account.id,
              kindergartenId: kindergartenId.trim(),
              childId: childId.trim(),
              ...(relation ? { relation: Number(relation) as GuardianRelation } : {}),
            },
          }),
    onSuccess: async (reply) => {
      msg.reply(
        reply,
        tab === 'staff' ? 'Профилът е свързан като служител.' : 'Профилът е свързан с детето.',
      );
      if (reply.isSuccessful) {
        setChildId('');
        setPosition('');
      }
      await refresh();
    },
    onError: (e) => msg.fail(e),
  });
  const submit = () => {
    const next: Record<string, string> = {};
    if (!kindergartenId.trim()) next.kindergartenId = required('Код на детската градина');
    if (tab === 'staff' && !role) next.role = required('Роля');
    if (tab === 'parent' && !childId.trim()) next.childId = required('Код на детето');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    msg.clear();
    attach.mutate();
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="account-attach">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Свързване с детска градина
        </Title>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="staff" data-testid="account-attach-staff-tab">
              Като служител
            </Tabs.Tab>
            <Tabs.Tab value="parent" data-testid="account-attach-parent-tab">
              Като родител
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Код на детската градина"
                description="Идентификаторът ѝ от списъка на детските градини"
                withAsterisk
                value={kindergartenId}
                onChange={(e) => setKindergartenId(e.currentTarget.value)}
                error={errors.kindergartenId}
                data-testid="account-attach-kindergarten"
              />
              {tab === 'staff' ? (
                <>
                  <Select
                    label="Роля"
                    withAsterisk
                    data={staffRoleOptions}
                    value={role}
                    onChange={setRole}
                    allowDeselect={false}
                    error={errors.role}
                    data-testid="account-attach-role"
                  />
                  <TextInput
                    label="Длъжност"
                    value={position}
                    maxLength={100}
                    onChange={(e) => setPosition(e.currentTarget.value)}
                    data-testid="account-attach-position"
                  />
                </>
              ) : (
                <>
                  <TextInput
                    label="Код на детето"
                    withAsterisk
                    value={childId}
                    onChange={(e) => setChildId(e.currentTarget.value)}
                    error={errors.childId}
                    data-testid="account-attach-child"
                  />
                  <Select
                    label="Родство"
                    placeholder="Изберете"
                    data={relationOptions}
                    value={relation}
                    onChange={setRelation}
                    data-testid="account-attach-relation"
                  />
                </>
              )}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={attach.isPending} data-testid="account-attach-save">
                Свържи
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

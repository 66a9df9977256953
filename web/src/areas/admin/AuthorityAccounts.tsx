import { LoginIdentifierKind } from '@gradina/shared';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import type { ApiReply } from '../../api/routes';
import { Loading } from '../../ui/Loading';
import { Pager } from '../../ui/Pager';
import { QueryError } from '../../ui/QueryError';
import type { Msg } from '../../ui/result-message';
import { accountPageLink, StatusBadges } from './account-lookup';
import { useRefreshAccounts } from './queries';

export type AuthorityAccount = ApiReply<'identity.monAccounts'>['result'][number];
export const authorityPageSize = 20;

/** The list filters kept in the address: name, page and (municipalities) the municipality. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const municipality = params.get('municipality') ?? '';
  const set = (next: Record<string, string>) => {
    const merged = { ...Object.fromEntries(params), ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')));
  };
  return { name, page, municipality, set };
}

export function NameFilter({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Име или имейл"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="authority-filter-name"
        />
        <Button type="submit" variant="light" data-testid="authority-filter-submit">
          Търси
        </Button>
      </Group>
    </form>
  );
}

/** МОН or municipality accounts: names (to the account's info page), contacts, state, (de)activation. */
export function AuthorityTable({
  query,
  page,
  onPage,
  msg,
  municipalityColumn,
  actions,
  testId,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { result: AuthorityAccount[]; rowsCount: number };
  };
  page: number;
  onPage: (p: number) => void;
  msg: Msg;
  municipalityColumn?: (a: AuthorityAccount) => ReactNode;
  actions?: (a: AuthorityAccount) => ReactNode;
  testId: string;
}) {
  const refresh = useRefreshAccounts();
  const change = useMutation({
    mutationFn: (v: { userId: string; isActive: boolean }) =>
      callApi('identity.changeActivation', { body: v }),
    onSuccess: async (reply, v) => {
      msg.reply(
        reply,
        v.isActive ? 'Профилът е активиран.' : 'Профилът е деактивиран; сесиите му са затворени.',
      );
      await refresh();
    },
    onError: (e) => msg.fail(e),
  });
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <QueryError error={query.error} />;
  const rows = query.data.result;
  if (rows.length === 0)
    return (
      <Text c="dimmed" data-testid={`${testId}-empty`}>
        Няма профили.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Име</Table.Th>
              <Table.Th>Имейл</Table.Th>
              <Table.Th>Телефон</Table.Th>
              {municipalityColumn && <Table.Th>Община</Table.Th>}
              <Table.Th>Състояние</Table.Th>
              <Table.Th aria-label="Действия" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.id} data-testid={`${testId}-row`} data-email={a.email ?? ''}>
                <Table.Td>
                  {a.email ? (
                    <Anchor
                      component={Link}
                      to={accountPageLink('/admin/user/info', {
                        kind: LoginIdentifierKind.Email,
                        identifier: a.email,
                      })}
                      fw={600}
                    >
                      {a.fullName}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{a.fullName}</Text>
                  )}
                </Table.Td>
                <Table.Td>{a.email ?? '—'}</Table.Td>
                <Table.Td>{a.phone ?? '—'}</Table.Td>
                {municipalityColumn && <Table.Td>{municipalityColumn(a)}</Table.Td>}
                <Table.Td>
                  <StatusBadges account={a} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end" gap="xs" wrap="nowrap">
                    {actions?.(a)}
                    {!a.isPendingActivation && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color={a.isActive ? 'red' : 'garden'}
                        loading={change.isPending && change.variables?.userId === a.id}
                        onClick={() => {
                          msg.clear();
                          change.mutate({ userId: a.id, isActive: !a.isActive });
                        }}
                        data-testid={`${testId}-toggle`}
                      >
                        {a.isActive ? 'Деактивирай' : 'Активирай'}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={page} pageSize={authorityPageSize} rowsCount={query.data.rowsCount} onChange={onPage} />
    </Stack>
  );
}

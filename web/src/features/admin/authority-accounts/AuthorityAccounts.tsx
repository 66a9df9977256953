import { LoginIdentifierKind } from '@gradina/shared';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { ListPage } from '../../../ui/page';
import type { Msg } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { accountPageLink, StatusBadges } from '../account-lookup';
import { useRefreshAccounts } from '../queries';
import { useInviteAuthority } from './InviteAuthorityModal';

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

type ListParams = ReturnType<typeof useListParams>;
type AccountsQuery = Parameters<typeof AuthorityTable>[0]['query'];

/**
 * The page of the МОН's or the municipalities' accounts: the header with the invitation, the result line
 * (`admin-message`), the name filter (and `filters` beside it), the paged table and the invitation's modal.
 */
export function AuthorityAccountsPage({
  municipality,
  title,
  intro,
  msg,
  list,
  accounts,
  filters,
  table,
  children,
}: {
  municipality?: boolean;
  title: string;
  intro: string;
  msg: Msg;
  list: ListParams;
  accounts: AccountsQuery;
  filters?: ReactNode;
  /** The municipalities' own column and row action. */
  table?: Pick<Parameters<typeof AuthorityTable>[0], 'municipalityColumn' | 'actions'>;
  children?: ReactNode;
}) {
  const invite = useInviteAuthority({ municipality, msg });
  const kind = municipality ? 'municipal' : 'mon';
  return (
    <ListPage
      title={title}
      intro={intro}
      actions={invite.button}
      msg={msg}
      testId={`admin-${kind}`}
      messageTestId="admin"
    >
      <Group align="flex-end" gap="lg">
        <NameFilter value={list.name} onSearch={(name) => list.set({ name, page: '' })} />
        {filters}
      </Group>
      <AuthorityTable
        {...table}
        query={accounts}
        page={list.page}
        onPage={(p) => list.set({ page: String(p) })}
        msg={msg}
        testId={`${kind}-accounts`}
      />
      {invite.modal}
      {children}
    </ListPage>
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
    refetch?: () => unknown;
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
  const columns: EntityColumn<AuthorityAccount>[] = [
    {
      id: 'name',
      header: 'Име',
      cell: (a) =>
        a.email ? (
          <Anchor
            component={Link}
            to={accountPageLink('/admin/user/info', { kind: LoginIdentifierKind.Email, identifier: a.email })}
            fw={600}
          >
            {a.fullName}
          </Anchor>
        ) : (
          <Text fw={600}>{a.fullName}</Text>
        ),
    },
    { id: 'email', header: 'Имейл', cell: (a) => a.email ?? '—' },
    { id: 'phone', header: 'Телефон', cell: (a) => a.phone ?? '—' },
    ...(municipalityColumn ? [{ id: 'municipality', header: 'Община', cell: municipalityColumn }] : []),
    { id: 'state', header: 'Състояние', cell: (a) => <StatusBadges account={a} /> },
  ];
  return (
    <EntityTable<AuthorityAccount>
      paging={{
        page,
        pageSize: authorityPageSize,
        rowsCount: query.data?.rowsCount ?? 0,
        onChange: onPage,
      }}
      query={query}
      columns={columns}
      rowProps={(a) => ({ 'data-testid': `${testId}-row`, 'data-email': a.email ?? '' })}
      rowActions={(a) => (
        <>
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
        </>
      )}
      empty={{ text: 'Няма профили.', testId: `${testId}-empty` }}
      minWidth={720}
      testId={testId}
    />
  );
}

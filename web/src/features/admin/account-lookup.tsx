import { LoginIdentifierKind, type Role } from '@gradina/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { apiQuery } from '../../api/query';
import type { ApiReply } from '../../api/routes';
import { usePermissions } from '../../app/auth/permissions';
import { formatDate } from '../../ui/format/dates';
import { identifierKindLabel, identifierKinds, roleLabels } from '../../ui/format/labels';
import { Loading } from '../../ui/Loading';
import { PageHeader } from '../../ui/page';
import { Fact, RecordCard } from '../../ui/page/RecordCard';
import { QueryError } from '../../ui/QueryError';
import { MessageAlert, type Msg } from '../../ui/result-message';

export type AccountInfo = ApiReply<'identity.accountInfo'>;

export interface AccountSearch {
  kind: number;
  identifier: string;
}

/**
 * The account a Master page works on, kept in the address (`?kind=0&identifier=…`), so a reload, the back
 * button and links between the account pages keep it.
 */
export function useAccountSearch(): [AccountSearch | undefined, (s: AccountSearch | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const identifier = (params.get('identifier') ?? '').trim();
  const kind = Number(params.get('kind') ?? LoginIdentifierKind.Email);
  const valid = identifierKinds.some((k) => k.kind === kind);
  const search = identifier && valid ? { kind, identifier } : undefined;
  const set = (s: AccountSearch | undefined) =>
    setParams(s ? { kind: String(s.kind), identifier: s.identifier } : {}, { replace: false });
  return [search, set];
}

/** The address of another account page for the same account. */
export function accountPageLink(path: string, s: AccountSearch): string {
  return `${path}?${new URLSearchParams({ kind: String(s.kind), identifier: s.identifier })}`;
}

/** The account behind the search (identity.accountInfo); nothing is asked until there is a search. */
export function useAccountInfo(search: AccountSearch | undefined) {
  return useQuery({
    ...apiQuery('identity.accountInfo', {
      query: { identifier: search?.identifier ?? '', identifierKind: search?.kind ?? 0 },
    }),
    enabled: Boolean(search),
  });
}

/** Finding an account by e-mail, ЕГН/ЛНЧ or phone. */
export function AccountSearchForm({
  search,
  onSearch,
}: {
  search: AccountSearch | undefined;
  onSearch: (s: AccountSearch | undefined) => void;
}) {
  const [kind, setKind] = useState(search?.kind ?? LoginIdentifierKind.Email);
  const [identifier, setIdentifier] = useState(search?.identifier ?? '');
  const [error, setError] = useState<string>();
  const label = identifierKindLabel(kind);
  const type = identifierKinds.find((k) => k.kind === kind)?.type ?? 'text';
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        data-testid="account-search"
        onSubmit={(e) => {
          e.preventDefault();
          const value = identifier.trim();
          if (!value) return setError(`Полето "${label}" е задължително`);
          if (value.length > 254)
            return setError(`Полето "${label}" не може да бъде по-дълго от 254 символа`);
          setError(undefined);
          onSearch({ kind, identifier: value });
        }}
      >
        <Group align="flex-end" gap="sm">
          <Stack gap={4}>
            <Text component="span" fz="sm" fw={500} id="account-search-kind-label">
              Търсене по
            </Text>
            <SegmentedControl
              aria-labelledby="account-search-kind-label"
              data-testid="account-search-kind"
              value={String(kind)}
              onChange={(v) => {
                setKind(Number(v));
                setError(undefined);
              }}
              data={identifierKinds.map((k) => ({ value: String(k.kind), label: k.label }))}
            />
          </Stack>
          <TextInput
            label={label}
            type={type}
            value={identifier}
            onChange={(e) => setIdentifier(e.currentTarget.value)}
            error={error}
            withAsterisk
            style={{ flex: 1, minWidth: 220 }}
            data-testid="account-search-identifier"
          />
          <Button type="submit" data-testid="account-search-submit">
            Търси
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export function StatusBadges({ account }: { account: { isActive: boolean; isPendingActivation: boolean } }) {
  if (account.isPendingActivation)
    return (
      <Badge color="gray" c="dark.6" variant="light" data-testid="account-status">
        Чака активиране
      </Badge>
    );
  return account.isActive ? (
    <Badge color="garden" variant="light" data-testid="account-status">
      Активен
    </Badge>
  ) : (
    <Badge color="red" variant="light" data-testid="account-status">
      Деактивиран
    </Badge>
  );
}

/** Who the account is: names, role, contacts, state. */
function AccountSummary({ account }: { account: AccountInfo }) {
  return (
    <RecordCard
      name={account.fullName}
      nameTestId="account-name"
      about={<Text c="dimmed">{roleLabels[account.userType as Role]}</Text>}
      state={<StatusBadges account={account} />}
      testId="account-summary"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Имейл" testId="account-email">
          {account.email}
        </Fact>
        <Fact label="Телефон" testId="account-phone">
          {account.phone}
        </Fact>
        <Fact label="Създаден">{formatDate(account.createdAt)}</Fact>
        <Fact label="Известия по имейл">{account.emailNotifications ? 'Включени' : 'Изключени'}</Fact>
        {account.municipalityCode && <Fact label="Община (код)">{account.municipalityCode}</Fact>}
      </SimpleGrid>
    </RecordCard>
  );
}

/**
 * The frame of a Master account page: the search, then the page's content for the account found. Pages
 * outside the Master's rights say so instead of failing on every call.
 */
function AccountLookup({
  children,
  allowMissing,
}: {
  children: (account: AccountInfo, search: AccountSearch) => ReactNode;
  /** Shown for a search that finds no account (e.g. a login lock of an identifier without one). */
  allowMissing?: (search: AccountSearch) => ReactNode;
}) {
  const { can } = usePermissions();
  const [search, setSearch] = useAccountSearch();
  const info = useAccountInfo(search);
  if (!can('AccountManagement', 'read'))
    return <Alert color="yellow">Управлението на профили е достъпно само за главния администратор.</Alert>;
  const notFound = isApiError(info.error) && info.error.status === 404;
  return (
    <Stack gap="lg">
      <AccountSearchForm
        key={search ? `${search.kind}:${search.identifier}` : ''}
        search={search}
        onSearch={setSearch}
      />
      {!search ? (
        <Text c="dimmed" data-testid="account-search-hint">
          Намерете профил по имейл, ЕГН/ЛНЧ или телефон.
        </Text>
      ) : info.isPending ? (
        <Loading />
      ) : notFound ? (
        <>
          <Alert color="yellow" variant="light" data-testid="account-not-found">
            {info.error?.message}
          </Alert>
          {allowMissing?.(search)}
        </>
      ) : info.isError ? (
        <QueryError error={info.error} />
      ) : (
        children(info.data, search)
      )}
    </Stack>
  );
}

/**
 * A Master's page about one account: the header, the result line, the search and, once the account is found,
 * its summary above the page's parts (`children`); `after` stays under the search whatever it found. Test id
 * `<testId>-page`.
 */
export function AccountPageFrame({
  title,
  intro,
  msg,
  allowMissing,
  after,
  testId,
  children,
}: {
  title: string;
  intro: string;
  msg: Msg;
  allowMissing?: (search: AccountSearch) => ReactNode;
  after?: ReactNode;
  testId: string;
  children: (account: AccountInfo, search: AccountSearch) => ReactNode;
}) {
  return (
    <Stack gap="lg" maw={1100} data-testid={`${testId}-page`}>
      <PageHeader title={title} intro={intro} />
      <MessageAlert msg={msg} />
      <AccountLookup allowMissing={allowMissing}>
        {(account, search) => (
          <Stack gap="lg">
            <AccountSummary account={account} />
            {children(account, search)}
          </Stack>
        )}
      </AccountLookup>
      {after}
    </Stack>
  );
}

import type { Role } from '@gradina/shared';
import { Button, Text, Title } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { relationLabel, roleLabels } from '../../../ui/format/labels';
import { PageSection } from '../../../ui/page/PageSection';
import type { Msg } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import type { AccountInfo } from '../account-lookup';
import { useRefreshAccounts } from '../queries';

type Detach =
  | { kind: 'kindergarten'; kindergartenId: string; name: string }
  | { kind: 'child'; kindergartenId: string; childId: string; name: string };

type Kindergarten = AccountInfo['kindergartens'][number];
type Child = AccountInfo['children'][number];

const kindergartenColumns: EntityColumn<Kindergarten>[] = [
  {
    id: 'name',
    header: 'Детска градина',
    cell: (k) => (
      <>
        <Text fw={600}>{k.name}</Text>
        <Text fz="xs" c="dimmed">
          {k.id}
        </Text>
      </>
    ),
  },
  { id: 'role', header: 'Роля', cell: (k) => roleLabels[k.userType as Role] },
  { id: 'position', header: 'Длъжност', cell: (k) => k.position ?? '—' },
];

function DetachButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <Button size="xs" variant="subtle" color="red" onClick={onClick} data-testid={testId}>
      Откачи
    </Button>
  );
}

/** The account's kindergartens and children, each with 'Откачи' (after a question). */
export function Memberships({ account, msg }: { account: AccountInfo; msg: Msg }) {
  const refresh = useRefreshAccounts();
  const kgName = new Map(account.kindergartens.map((k) => [k.id, k.name]));
  const detach = useListDelete<Detach>({
    remove: (d) =>
      d.kind === 'kindergarten'
        ? callApi('identity.detachAccount', {
            body: { userId: account.id, kindergartenId: d.kindergartenId },
          })
        : callApi('identity.detachAccountFromParent', {
            path: { id: account.id },
            body: { kindergartenId: d.kindergartenId, childId: d.childId },
          }),
    msg,
    refresh,
    deletedText: (d) =>
      d.kind === 'kindergarten'
        ? `Профилът е откачен от „${d.name}“.`
        : `Връзката с детето ${d.name} е премахната.`,
    refusedText: 'Действието не беше изпълнено.',
    title: 'Откачане',
    confirmLabel: 'Откачи',
    question: (d) =>
      d.kind === 'kindergarten'
        ? `Да бъде ли откачен профилът от „${d.name}“? Губи достъпа си там, включително връзките с деца; отворените му сесии се затварят.`
        : `Да бъде ли премахната връзката на профила с детето ${d.name}?`,
    testId: 'account-detach',
  });
  const childColumns: EntityColumn<Child>[] = [
    { id: 'name', header: 'Дете', cell: (c) => c.name || c.id },
    {
      id: 'kindergarten',
      header: 'Детска градина',
      cell: (c) => kgName.get(c.kindergartenId) ?? c.kindergartenId,
    },
    { id: 'relation', header: 'Родство', cell: (c) => relationLabel(c.relation) },
  ];
  return (
    <PageSection title="Детски градини" card gap="md">
      <EntityTable<Kindergarten>
        rows={account.kindergartens}
        columns={kindergartenColumns}
        rowProps={() => ({ 'data-testid': 'account-kindergarten-row' })}
        rowActions={(k) => (
          <DetachButton
            testId="account-detach-kindergarten"
            onClick={() => {
              msg.clear();
              detach.ask({ kind: 'kindergarten', kindergartenId: k.id, name: k.name });
            }}
          />
        )}
        empty={{
          text: 'Профилът не е свързан с детска градина.',
          testId: 'account-kindergartens-empty',
        }}
        minWidth={520}
        testId="account-kindergartens"
      />
      {account.children.length > 0 && (
        <>
          <Title order={3} fz="h5">
            Деца
          </Title>
          <EntityTable<Child>
            rows={account.children}
            getRowId={(c) => `${c.kindergartenId}:${c.id}`}
            columns={childColumns}
            rowProps={() => ({ 'data-testid': 'account-child-row' })}
            rowActions={(c) => (
              <DetachButton
                testId="account-detach-child"
                onClick={() => {
                  msg.clear();
                  detach.ask({
                    kind: 'child',
                    kindergartenId: c.kindergartenId,
                    childId: c.id,
                    name: c.name,
                  });
                }}
              />
            )}
            empty={{ text: '' }}
            minWidth={520}
            testId="account-children"
          />
        </>
      )}
      {detach.modal}
    </PageSection>
  );
}

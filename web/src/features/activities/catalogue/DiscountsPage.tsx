import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { useChildOptions } from '../../../ui/fields';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { invalidateDiscounts } from './queries';

interface Row {
  id: string;
  name: string;
  percent: string;
}

const percentOf = (text: string) => Math.min(100, Number(text || 0));

/**
 * A list of discounts (by provider, or for given children): each row's name and percent, edited in place;
 * the children's rows can be removed. Row test ids `<row>` and `<row>-percent`.
 */
function PercentList({
  title,
  rows,
  set,
  readOnly,
  removable = false,
  adder,
  empty,
  testId,
}: {
  title: string;
  rows: readonly Row[];
  set: (change: (rows: Row[]) => Row[]) => void;
  readOnly: boolean;
  removable?: boolean;
  adder?: ReactNode;
  empty: string;
  testId: { empty: string; list: string; row: string };
}) {
  const setPercent = (id: string, v: string) =>
    set((all) => all.map((r) => (r.id === id ? { ...r, percent: v.slice(0, 3) } : r)));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {adder}
        {rows.length === 0 ? (
          <Text c="dimmed" data-testid={testId.empty}>
            {empty}
          </Text>
        ) : (
          <Table data-testid={testId.list}>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid={testId.row} data-name={r.name}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td w={110}>
                    <IntegerInput
                      aria-label={`Отстъпка за ${r.name} (%)`}
                      value={r.percent}
                      onChange={(v) => setPercent(r.id, v)}
                      readOnly={readOnly}
                      w={90}
                      rightSection="%"
                      data-testid={`${testId.row}-percent`}
                    />
                  </Table.Td>
                  {removable && !readOnly && (
                    <Table.Td w={50}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Премахни отстъпката на ${r.name}`}
                        onClick={() => set((all) => all.filter((x) => x.id !== r.id))}
                      >
                        ✕
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** The editor's search for a child to give a discount (the children already listed are left out). */
function ChildAdder({ listed, onAdd }: { listed: readonly Row[]; onAdd: (row: Row) => void }) {
  const children = useChildOptions();
  return (
    <Select
      label="Добави дете"
      placeholder="Търсене по име"
      data={children.options.filter((c) => !listed.some((k) => k.id === c.value))}
      value={null}
      onChange={(id) => {
        const child = children.options.find((c) => c.value === id);
        if (child) onAdd({ id: child.value, name: child.label, percent: '0' });
      }}
      searchable
      nothingFoundMessage="Няма такова дете"
      maw={360}
      data-testid="discounts-child-search"
    />
  );
}

/**
 * /activities/preferences: the kindergarten's discounts on the activities' fees, in percent: a default
 * for every child of each provider (prefilled with the provider's own default) and one for a given child,
 * found by name. All are saved at once with the version read.
 */
export function DiscountsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const stored = useRouteQuery(
    'activities.activityDiscounts',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const canEdit = can('Activities', 'update');
  const [providers, setProviders] = useState<Row[]>([]);
  const [kids, setKids] = useState<Row[]>([]);
  useEffect(() => {
    if (!stored.data) return;
    setProviders(
      stored.data.providers.map((p) => ({
        id: p.providerId,
        name: p.providerName,
        percent: String(p.percent),
      })),
    );
    setKids(
      stored.data.children.map((c) => ({ id: c.childId, name: c.childName, percent: String(c.percent) })),
    );
  }, [stored.data]);
  const msg = useMessage();
  const stale = useStaleEdit(() => stored.refetch());
  const save = useRouteMutation('activities.saveActivityDiscounts', {
    refresh: invalidateDiscounts,
    onSuccess: () => msg.ok('Отстъпките са запазени.'),
    onError: (error) => stale.caught(error) || msg.fail(error),
  });
  const saveAll = () =>
    save.mutate({
      body: {
        kindergartenId,
        providers: providers.map((p) => ({ providerId: p.id, percent: percentOf(p.percent) })),
        children: kids.map((c) => ({ childId: c.id, percent: percentOf(c.percent) })),
        version: stored.data?.version ?? 0,
      },
    });

  if (!kindergartenId) return <Alert color="yellow">Отстъпките се управляват в детска градина.</Alert>;
  if (stored.isPending) return <Loading />;
  if (stored.isError) return <QueryError error={stored.error} onRetry={() => stored.refetch()} />;

  return (
    <Stack gap="lg" maw={760} data-testid="discounts-page">
      <PageHeader
        title="Отстъпки"
        intro="Отстъпките се прилагат при начисляване на месечните такси: за всяко дете по доставчик, а за отделни деца — тяхната."
      />
      <MessageAlert msg={msg} testId="discounts-message" errorTestId="discounts-error" />
      <PercentList
        title="По доставчик"
        rows={providers}
        set={setProviders}
        readOnly={!canEdit}
        empty="Детската градина още няма дейности."
        testId={{ empty: 'discounts-no-providers', list: 'discounts-providers', row: 'discounts-provider' }}
      />
      <PercentList
        title="За отделни деца"
        rows={kids}
        set={setKids}
        readOnly={!canEdit}
        removable
        adder={canEdit && <ChildAdder listed={kids} onAdd={(row) => setKids((rows) => [...rows, row])} />}
        empty="Няма деца с отстъпка."
        testId={{ empty: 'discounts-no-children', list: 'discounts-children', row: 'discounts-child' }}
      />
      {canEdit && (
        <Group>
          <Button loading={save.isPending} onClick={saveAll} data-testid="discounts-save">
            Запази
          </Button>
        </Group>
      )}
      {stale.modal}
    </Stack>
  );
}

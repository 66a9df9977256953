import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
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
  const user = useUserData();
  const { can } = usePermissions();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
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
  const percentInput = (
    row: Row,
    set: (rows: (r: Row[]) => Row[]) => void,
    label: string,
    testId: string,
  ) => (
    <IntegerInput
      aria-label={label}
      value={row.percent}
      onChange={(v) =>
        set((rows) => rows.map((r) => (r.id === row.id ? { ...r, percent: v.slice(0, 3) } : r)))
      }
      readOnly={!canEdit}
      w={90}
      rightSection="%"
      data-testid={testId}
    />
  );

  return (
    <Stack gap="lg" maw={760} data-testid="discounts-page">
      <PageHeader
        title="Отстъпки"
        intro="Отстъпките се прилагат при начисляване на месечните такси: за всяко дете по доставчик, а за отделни деца — тяхната."
      />
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="discounts-message"
        errorTestId="discounts-error"
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            По доставчик
          </Title>
          {providers.length === 0 ? (
            <Text c="dimmed" data-testid="discounts-no-providers">
              Детската градина още няма дейности.
            </Text>
          ) : (
            <Table data-testid="discounts-providers">
              <Table.Tbody>
                {providers.map((p) => (
                  <Table.Tr key={p.id} data-testid="discounts-provider" data-name={p.name}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td w={110}>
                      {percentInput(
                        p,
                        setProviders,
                        `Отстъпка за ${p.name} (%)`,
                        'discounts-provider-percent',
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            За отделни деца
          </Title>
          {canEdit && <ChildAdder listed={kids} onAdd={(row) => setKids((rows) => [...rows, row])} />}
          {kids.length === 0 ? (
            <Text c="dimmed" data-testid="discounts-no-children">
              Няма деца с отстъпка.
            </Text>
          ) : (
            <Table data-testid="discounts-children">
              <Table.Tbody>
                {kids.map((c) => (
                  <Table.Tr key={c.id} data-testid="discounts-child" data-name={c.name}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td w={110}>
                      {percentInput(c, setKids, `Отстъпка за ${c.name} (%)`, 'discounts-child-percent')}
                    </Table.Td>
                    {canEdit && (
                      <Table.Td w={50}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Премахни отстъпката на ${c.name}`}
                          onClick={() => setKids((rows) => rows.filter((r) => r.id !== c.id))}
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

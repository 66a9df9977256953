import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { IntegerInput } from '../../../ui/forms/IntegerInput';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { childOptionsQuery, discountsQuery, invalidateDiscounts, reloadDiscounts } from './queries';

interface Row {
  id: string;
  name: string;
  percent: string;
}

const percentOf = (text: string) => Math.min(100, Number(text || 0));

/**
 * /activities/preferences: the kindergarten's discounts on the activities' fees, in percent: a default
 * for every child of each provider (prefilled with the provider's own default) and one for a given child,
 * found by name. All are saved at once with the version read.
 */
export function DiscountsPage() {
  useDocumentTitle('Отстъпки | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const stored = useQuery({ ...discountsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const canEdit = can('Activities', 'update');
  const children = useQuery({
    ...childOptionsQuery(kindergartenId),
    enabled: Boolean(kindergartenId) && canEdit,
  });
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
  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      callApi('activities.saveActivityDiscounts', {
        body: {
          kindergartenId,
          providers: providers.map((p) => ({ providerId: p.id, percent: percentOf(p.percent) })),
          children: kids.map((c) => ({ childId: c.id, percent: percentOf(c.percent) })),
          version: stored.data?.version ?? 0,
        },
      }),
    onSuccess: async () => {
      await invalidateDiscounts(client);
      msg.ok('Отстъпките са запазени.');
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : msg.fail(error)),
  });
  const reload = useMutation({
    mutationFn: () => reloadDiscounts(client, kindergartenId),
    onSuccess: () => setStale(false),
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
  const options = (children.data ?? [])
    .filter((c) => !kids.some((k) => k.id === c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  return (
    <Stack gap="lg" maw={760} data-testid="discounts-page">
      <Stack gap={4}>
        <Title order={1}>Отстъпки</Title>
        <Text c="dimmed">
          Отстъпките се прилагат при начисляване на месечните такси: за всяко дете по доставчик, а за отделни
          деца — тяхната.
        </Text>
      </Stack>
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
          {canEdit && (
            <Select
              label="Добави дете"
              placeholder="Търсене по име"
              data={options}
              value={null}
              onChange={(id) => {
                const child = children.data?.find((c) => c.id === id);
                if (child) setKids((rows) => [...rows, { id: child.id, name: child.name, percent: '0' }]);
              }}
              searchable
              nothingFoundMessage="Няма такова дете"
              maw={360}
              data-testid="discounts-child-search"
            />
          )}
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
          <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="discounts-save">
            Запази
          </Button>
        </Group>
      )}
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}

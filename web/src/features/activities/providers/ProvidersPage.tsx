import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { configurationBadges } from './configuration-labels';
import { adminProvidersQuery, invalidateProviders } from './queries';

type Provider = ApiReply<'activities.adminProviders'>['result'][number];

export function ConfigurationBadges({ provider }: { provider: Provider }) {
  return (
    <Group gap={4} data-testid="provider-stages">
      {configurationBadges(provider.configuration, provider.configurationError).map((b) => (
        <Badge key={b.label} color={b.color} variant="light">
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}

const columns: EntityColumn<Provider>[] = [
  {
    id: 'name',
    header: 'Наименование',
    cell: (p) => (
      <Anchor component={Link} to={`/admin/activities/providers/${p.id}`} fw={600}>
        {p.name}
      </Anchor>
    ),
    sortText: (p) => p.name,
  },
  { id: 'eik', header: 'ЕИК', cell: (p) => p.eik },
  { id: 'stages', header: 'Настройка за ePay', cell: (p) => <ConfigurationBadges provider={p} /> },
  { id: 'usedBy', header: 'Дейности', cell: (p) => p.usedBy },
];

/**
 * /admin/activities/providers: the country's providers of extra activities with the stage of their ePay
 * set-up as badges (КИН, ключ, проверен, онлайн плащания, or the last test's error).
 */
export function ProvidersPage() {
  useDocumentTitle('Доставчици | Градина');
  const client = useQueryClient();
  const navigate = useNavigate();
  const providers = useQuery(adminProvidersQuery());
  const msg = useMessage();
  const remove = useListDelete<Provider>({
    remove: (p) => callApi('activities.deleteProvider', { path: { id: p.id } }),
    msg,
    refresh: () => invalidateProviders(client),
    deletedText: (p) => `Доставчикът „${p.name}“ е изтрит.`,
    refusedText: 'Доставчикът не беше изтрит.',
    title: 'Изтриване на доставчик',
    question: (p) => `Да бъде ли изтрит доставчикът „${p.name}“?`,
    testId: 'provider-delete',
  });

  return (
    <Stack gap="lg" maw={1100} data-testid="providers-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Доставчици</Title>
          <Text c="dimmed">
            Доставчиците на допълнителни дейности и настройката на плащанията им през ePay.bg.
          </Text>
        </Stack>
        <Button onClick={() => navigate('/admin/activities/providers/create')} data-testid="provider-add">
          Нов доставчик
        </Button>
      </Group>
      <MessageAlert
        message={msg.message}
        onClose={msg.clear}
        testId="providers-message"
        errorTestId="providers-error"
      />
      <EntityTable<Provider>
        columns={columns}
        rows={providers.data?.result}
        query={providers}
        getRowId={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': 'provider-row', 'data-name': p.name })}
        rowActions={(p) => remove.button(p, 'provider-delete-button')}
        paging={{ clientPageSize: 20 }}
        empty={{ text: 'Още няма доставчици.', testId: 'providers-empty' }}
        minWidth={640}
        testId="providers-table"
      />
      {remove.modal}
    </Stack>
  );
}

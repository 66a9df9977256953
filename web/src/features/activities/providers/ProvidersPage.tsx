import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { configurationBadges } from './configuration-labels';
import { invalidateProviders } from './queries';

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
  const providers = useRouteQuery('activities.adminProviders', { query: { PageSize: 500 } });
  const actions = useListActions<Provider>('ActivityCatalogue', {
    create: { label: 'Нов доставчик', to: '/admin/activities/providers/create', testId: 'provider-add' },
    remove: (p) => callApi('activities.deleteProvider', { path: { id: p.id } }),
    refresh: invalidateProviders,
    ...deleteWords({ the: 'доставчикът', a: 'доставчик', deleted: 'изтрит' }, (p) => p.name),
    testId: 'provider',
    rowData: (p) => ({ 'data-name': p.name }),
  });

  return (
    <ListPage
      title="Доставчици"
      intro="Доставчиците на допълнителни дейности и настройката на плащанията им през ePay.bg."
      {...actions.page}
      testId="providers"
    >
      <EntityTable<Provider>
        paging={{ clientPageSize: 20 }}
        query={providers}
        columns={columns}
        {...actions.table}
        empty="Още няма доставчици."
        minWidth={640}
      />
    </ListPage>
  );
}

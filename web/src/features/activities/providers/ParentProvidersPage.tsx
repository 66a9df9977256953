import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';

type ProviderSummary = ApiReply<'activities.parentProviders'>[number];

function ProviderCard({ provider }: { provider: ProviderSummary }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="parent-provider" data-name={provider.providerName}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {provider.providerName}
        </Title>
        {provider.contactName && <Text>Лице за контакт: {provider.contactName}</Text>}
        {provider.phone && (
          <Text>
            Телефон: <Anchor href={`tel:${provider.phone.replace(/\s+/g, '')}`}>{provider.phone}</Anchor>
          </Text>
        )}
        {provider.email && (
          <Text style={{ overflowWrap: 'anywhere' }}>
            Имейл: <Anchor href={`mailto:${provider.email}`}>{provider.email}</Anchor>
          </Text>
        )}
        {provider.address && <Text>Адрес: {provider.address}</Text>}
        <Group gap={6}>
          {provider.activities.map((a) => (
            <Badge key={a.id} variant="light" data-testid="parent-provider-activity">
              {a.name}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /activities/parents/providers: the providers of the activities the parent's children attend, with their
 * contacts, so a parent knows whom to call about a dance class or an English lesson.
 */
export function ParentProvidersPage() {
  useDocumentTitle('Доставчици на дейности | Градина');
  const kindergartenId = useKindergartenId() ?? '';
  const providers = useRouteQuery(
    'activities.parentProviders',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );

  return (
    <Stack gap="lg" maw={1000} data-testid="parent-providers-page">
      <Stack gap={4}>
        <Title order={1}>Доставчици на дейности</Title>
        <Text c="dimmed">Кой провежда допълнителните дейности на децата ви и как да се свържете с него.</Text>
      </Stack>
      {providers.isPending ? (
        <Loading />
      ) : providers.isError ? (
        <QueryError
          error={providers.error}
          testId="parent-providers-error"
          onRetry={() => providers.refetch()}
        />
      ) : providers.data.length === 0 ? (
        <Text data-testid="parent-providers-empty">Децата ви не са записани в допълнителни дейности.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {providers.data.map((p) => (
            <ProviderCard key={p.providerId} provider={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

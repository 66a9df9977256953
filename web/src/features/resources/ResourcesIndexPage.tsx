import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { sortByText } from '../../ui/collation';
import { Loading } from '../../ui/Loading';
import { QueryError } from '../../ui/QueryError';
import { usePartner } from './ProductsPage';

/** /resources: the kindergarten's partners, each leading to its resources (as the resources menu does). */
export function ResourcesIndexPage() {
  useDocumentTitle('Ресурси | Градина');
  const { partners } = usePartner('');
  const list = sortByText(partners.data?.result ?? [], (p) => p.name);
  return (
    <Stack gap="lg" maw={960} data-testid="resources-page">
      <Stack gap="xs">
        <Title order={1}>Ресурси</Title>
        <Text>
          Партньорите на детската градина (издателства) и техните книжки, помагала и дигитални ресурси за
          възрастовите групи.
        </Text>
      </Stack>
      {partners.isPending ? (
        <Loading />
      ) : partners.isError ? (
        <QueryError error={partners.error} onRetry={() => partners.refetch()} />
      ) : list.length === 0 ? (
        <Text data-testid="resources-empty">Детската градина все още няма партньори.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.map((p) => (
            <Card key={p.id} withBorder padding="lg" radius="md" data-testid="resources-partner">
              <Anchor component={Link} to={`/resources/${p.id}`} fw={700} fz="lg">
                {p.name}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

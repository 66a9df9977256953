import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { referenceScreens } from './specs';

/** /attendances/references: every attendance reference with what it shows, one link each. */
export function ReferencesIndexPage() {
  useDocumentTitle('Справки за присъствие | Градина');
  return (
    <Stack gap="lg" maw={1100} data-testid="references-index">
      <Stack gap={4}>
        <Title order={1}>Справки за присъствие</Title>
        <Text c="dimmed">Изберете справка: всяка се показва с филтри и се изтегля като Excel.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {referenceScreens.map((s) => (
          <Card
            key={s.slug}
            withBorder
            component={Link}
            to={`/attendances/references/${s.slug}`}
            data-testid={`reference-link-${s.slug}`}
          >
            <Text fw={600}>{s.title}</Text>
            <Text size="sm" c="dimmed">
              {s.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

const kinds = [
  {
    to: '/attendances/applications/personal-reasons',
    title: 'Отсъствия по семейни причини',
    text: 'Писмено уведомление на родителя; до 15 дни в учебната година (от 2024/25 г.) за задължителна предучилищна възраст.',
    testId: 'applications-personal-reasons',
  },
  {
    to: '/attendances/applications/summer-attendances',
    title: 'Лятно посещение',
    text: 'Седмиците от юни до средата на септември, в които детето ще посещава детската градина.',
    testId: 'applications-summer',
  },
];

/** /attendances/applications: the two kinds of requests. */
export function ApplicationsPage() {
  useDocumentTitle('Заявления | Градина');
  return (
    <Stack gap="lg" maw={900} data-testid="applications-page">
      <Title order={1}>Заявления</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {kinds.map((k) => (
          <Card key={k.to} withBorder padding="lg" component={Link} to={k.to} data-testid={k.testId}>
            <Text fw={600} size="lg">
              {k.title}
            </Text>
            <Text c="dimmed" size="sm" mt="xs">
              {k.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

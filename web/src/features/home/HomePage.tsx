import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useUserData } from '../../app/auth/user-data';
import { formatLongDate } from '../../ui/format/dates';
import { roleLabels } from '../../ui/format/labels';
import { fullName } from '../../ui/person';
import { HomeStatistics } from './HomeStatistics';
import { OversightHome } from './OversightHome';
import { SummerHeadCountCard } from './SummerHeadCountCard';

/** The home page: greets the signed-in user and shows the kindergarten the session works in. */
export function HomePage() {
  useDocumentTitle('Начало | Градина');
  const user = useUserData();
  const selected = user.kindergartens.find((k) => k.isSelected);
  const place = selected ? [selected.town || selected.city, selected.adress].filter(Boolean).join(', ') : '';

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Text c="dimmed" fz="sm" data-testid="home-today">
          {formatLongDate(new Date())}
        </Text>
        <Title order={1} data-testid="home-greeting">
          Добре дошли, {fullName(user)}
        </Title>
        <Text c="dimmed" data-testid="home-role">
          {roleLabels[user.userType]}
        </Text>
      </Stack>

      <Card withBorder padding="lg" radius="md" data-testid="home-kindergarten">
        {selected ? (
          <Stack gap={4}>
            <Text fz="sm" c="dimmed">
              Детска градина
            </Text>
            <Text fw={700} fz="lg" data-testid="home-kindergarten-name">
              {selected.name}
            </Text>
            {place && <Text data-testid="home-kindergarten-place">{place}</Text>}
            {user.kindergartens.length > 1 && (
              <Text fz="sm" c="dimmed">
                Имате достъп до {user.kindergartens.length} детски градини.
              </Text>
            )}
          </Stack>
        ) : (
          <Text data-testid="home-no-kindergarten">
            Профилът ви не е свързан с конкретна детска градина: работите на ниво платформа.
          </Text>
        )}
      </Card>

      <HomeStatistics />
      <SummerHeadCountCard />
      <OversightHome />

      <Group>
        <Anchor component={Link} to="/platform/about" data-testid="home-about-link">
          Научете повече за платформата „Градина“
        </Anchor>
      </Group>
    </Stack>
  );
}

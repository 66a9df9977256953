import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** /under-maintenance (public layout): the platform is being updated; come back in a little while. */
export function UnderMaintenancePage() {
  useDocumentTitle('Профилактика | Градина');
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="maintenance-page">
      <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="var(--mantine-color-garden-7)"
          d="M22.7 19.3l-8.1-8.1c.8-2.1.4-4.6-1.3-6.3-1.8-1.8-4.5-2.2-6.7-1.2l3.9 3.9-2.7 2.7-4-3.9C2.7 8.6 3.1 11.3 4.9 13.1c1.7 1.7 4.2 2.1 6.3 1.3l8.1 8.1c.4.4.9.4 1.3 0l2.1-2.1c.4-.3.4-.9 0-1.1z"
        />
      </svg>
      <Title order={1} fz="h2" data-testid="maintenance-title">
        Платформата е в профилактика
      </Title>
      <Text maw={520}>
        В момента обновяваме „Градина“, за да работи по-бързо и по-надеждно. Данните ви са запазени и нищо не
        се губи.
      </Text>
      <Text maw={520} c="dimmed">
        Моля, опитайте отново след няколко минути. Ако профилактиката продължи по-дълго, ще намерите
        информация при директора на вашата детска градина.
      </Text>
      <Button component="a" href="/" mt="sm" data-testid="maintenance-retry">
        Опитайте отново
      </Button>
    </Stack>
  );
}

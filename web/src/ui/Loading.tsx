import { Group, Loader, Text } from '@mantine/core';

/** An inline "loading" line that screen readers announce. */
export function Loading({ label = 'Зареждане…', testId }: { label?: string; testId?: string }) {
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid={testId}>
      <Loader size="sm" aria-hidden="true" />
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

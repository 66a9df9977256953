import { Group, Text } from '@mantine/core';

/** The product's mark and name as the header shows them. */
export function AppName() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-garden-7)" />
        <path d="M16 26V15" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path
          d="M16 16c-5 0-8-3-8-8 5 0 8 3 8 8zM16 19c4.5 0 7.5-2.6 7.5-7-4.5 0-7.5 2.6-7.5 7z"
          fill="#fff"
        />
      </svg>
      <Text component="span" fw={700} fz="xl" data-testid="app-name">
        Градина
      </Text>
    </Group>
  );
}

import { Group, type MantineSpacing, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One record shown whole (an account, a registration request): a bordered card headed by the record's name
 * with a line about it under the name and its state at the right, then what the page shows of it (its
 * `Fact`s, alerts, actions).
 *
 * ```tsx
 * <RecordCard name={a.fullName} nameTestId="account-name" about={<Text c="dimmed">…</Text>} state={<Badge>…</Badge>} testId="account-summary">
 *   <SimpleGrid cols={{ base: 1, sm: 3 }}><Fact label="Имейл">{a.email}</Fact></SimpleGrid>
 * </RecordCard>
 * ```
 */
export function RecordCard({
  name,
  nameTestId,
  about,
  state,
  gap = 'md',
  testId,
  children,
}: {
  name: ReactNode;
  nameTestId: string;
  /** Under the name (the account's role, when the request came). */
  about: ReactNode;
  /** At the heading's right (a status badge). */
  state: ReactNode;
  gap?: MantineSpacing;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <Stack gap={gap}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h3" data-testid={nameTestId}>
              {name}
            </Title>
            {about}
          </Stack>
          {state}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A labelled value of a record: the label dimmed over the value, „—“ where there is none. */
export function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{children || '—'}</Text>
    </Stack>
  );
}

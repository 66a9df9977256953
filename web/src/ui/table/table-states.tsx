import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../QueryError';

/** What a list needs to know of its query (a TanStack Query result fits). */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch?: () => unknown;
}

/** A list with no rows: an icon, one sentence, and the main action (e.g. "Нова група") where there is one. */
export interface EmptyStateProps {
  text: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ text, icon, action, testId }: EmptyStateProps) {
  if (!icon && !action) {
    return (
      <Text c="dimmed" data-testid={testId}>
        {text}
      </Text>
    );
  }
  return (
    <Stack align="center" gap="xs" py="lg" data-testid={testId}>
      {icon}
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** A list that could not load, in the API's words, with a way to ask again. */
export function TableFailure({ query, testId }: { query?: TableQuery; testId: string }) {
  return (
    <Stack gap="xs">
      <QueryError error={query?.error} testId={`${testId}-error`} />
      {query?.refetch && (
        <Group>
          <Button variant="light" size="xs" onClick={() => query.refetch?.()} data-testid={`${testId}-retry`}>
            Опитай отново
          </Button>
        </Group>
      )}
    </Stack>
  );
}

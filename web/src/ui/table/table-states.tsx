import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
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

/** Every empty list looks the same: the list's icon (an empty tray unless it has its own), the sentence, the action. */
export function EmptyState({ text, icon, action, testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="lg" data-testid={testId}>
      {icon ?? <IconInbox size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />}
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** A list that could not load, in the API's words, with a way to ask again. */
export function TableFailure({ query, testId }: { query?: TableQuery; testId: string }) {
  const refetch = query?.refetch;
  return (
    <QueryError
      error={query?.error}
      testId={`${testId}-error`}
      onRetry={refetch && (() => void refetch())}
      retryTestId={`${testId}-retry`}
    />
  );
}

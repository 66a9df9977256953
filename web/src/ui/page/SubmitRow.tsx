import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The last line of a form that sends rather than edits (a vote, a registration request): a note or a link
 * on the left, the submit on the right. An edit's „Запази“ and „Откажи“ are FormFrame's.
 *
 * ```tsx
 * <SubmitRow label="Изпрати отговора" loading={send.isPending} testId="poll-vote-submit">
 *   <Text fz="sm" c="dimmed">Може да гласувате само веднъж.</Text>
 * </SubmitRow>
 * ```
 */
export function SubmitRow({
  label,
  loading,
  testId,
  children,
}: {
  label: string;
  loading: boolean;
  /** The submit button's test id. */
  testId: string;
  /** What stands left of the button. */
  children: ReactNode;
}) {
  return (
    <Group justify="space-between">
      {children}
      <Button type="submit" loading={loading} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}

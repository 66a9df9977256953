import { Text } from '@mantine/core';

/**
 * The message of a list of rows (no question yet, no child chosen, a file that failed) under the rows: red
 * and small like a field's message, announced to screen readers; nothing while there is none.
 */
export function ListError({ text, testId }: { text?: string | null | false; testId?: string }) {
  if (!text) return null;
  return (
    <Text c="red" fz="sm" role="alert" data-testid={testId}>
      {text}
    </Text>
  );
}

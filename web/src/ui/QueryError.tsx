import { Alert, Button, Group, Stack } from '@mantine/core';
import { isApiError } from '../api/errors';

/** The words for a load that failed without the API's own (a thrown error that is not the API's). */
export const loadFailedText = 'Данните не можаха да бъдат заредени. Моля, опитайте отново.';

/**
 * A failed request, in the words the API gave (offline: "Няма връзка със сървъра…"), or a general apology;
 * with `onRetry`, the way to ask again ("Опитай отново", test id `<testId>-retry` by default) under it. Every failed load
 * says so this way instead of looking empty.
 */
export function QueryError({
  error,
  testId,
  onRetry,
  retryTestId = testId && `${testId}-retry`,
}: {
  error: unknown;
  testId?: string;
  onRetry?: () => void;
  retryTestId?: string;
}) {
  const alert = (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {isApiError(error) ? error.message : loadFailedText}
    </Alert>
  );
  if (!onRetry) return alert;
  return (
    <Stack gap="xs">
      {alert}
      <Group>
        <Button variant="light" size="xs" onClick={onRetry} data-testid={retryTestId}>
          Опитай отново
        </Button>
      </Group>
    </Stack>
  );
}

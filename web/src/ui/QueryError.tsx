import { Alert } from '@mantine/core';
import { isApiError } from '../api/errors';

/** A failed request, in the words the API gave (or a general apology). */
export function QueryError({ error, testId }: { error: unknown; testId?: string }) {
  const message = isApiError(error)
    ? error.message
    : 'Данните не можаха да бъдат заредени. Моля, опитайте отново.';
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}

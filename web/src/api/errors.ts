import type { ErrorCode } from '@gradina/shared';

/**
 * A failed API call: the HTTP status, the API's machine-readable code and its Bulgarian message, plus the
 * per-field messages of a 400. Network failures have status 0 and code `network`. Kept free of runtime imports
 * so the shell's entry chunk can recognise it without loading the client.
 */
export type ApiErrorCode = ErrorCode | 'network' | 'bad_reply';

export interface ApiFieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors: ApiFieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The spec's normalised error: `statusCode` defaults to 500 when there was no answer. */
  get statusCode(): number {
    return this.status || 500;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export const networkErrorMessage =
  'Няма връзка със сървъра. Проверете интернет връзката си и опитайте отново.';
export const unexpectedErrorMessage = 'Възникна грешка. Моля, опитайте отново.';

import type { ErrorCode, FieldError } from '@gradina/shared';

/** An error that becomes a reply: status, machine-readable code and a Bulgarian message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, 'validation', message, errors);

/** A 400 that names one field: its message is written once and is both the reply's and the field's. */
export const invalidField = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Throws a 400 naming every field of `errors` (the first one's message is the reply's); none, nothing. */
export function refuseInvalid(errors: readonly FieldError[]): void {
  const [first] = errors;
  if (first) throw badRequest(first.message, [...errors]);
}
export const unauthorized = (message = 'Необходимо е да влезете в системата.') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Нямате права за това действие.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Записът не е намерен.') => new ApiError(404, 'not_found', message);
export const routeNotFound = () => new ApiError(404, 'route_not_found', 'Търсеният адрес не съществува.');
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

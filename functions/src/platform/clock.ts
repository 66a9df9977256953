import { AsyncLocalStorage } from 'node:async_hooks';
import { sofiaDay } from '@gradina/shared/format-dates';

/**
 * The platform's clock. Code that depends on the date (which school year covers today) asks `now()`, so
 * tests can fix the time of one request with the `X-Gradina-Now` header. The header is honoured only in
 * the local cloud (where DYNAMODB_ENDPOINT points at DynamoDB Local); in AWS it is ignored.
 */
export const clockHeader = 'x-gradina-now';

const fixedTime = new AsyncLocalStorage<number>();

export function now(): Date {
  const fixed = fixedTime.getStore();
  return fixed === undefined ? new Date() : new Date(fixed);
}

/** Today's date in Sofia as YYYY-MM-DD (the kindergartens' calendar day). */
export function sofiaToday(at: Date = now()): string {
  return sofiaDay(at);
}

/** Runs `fn` with the clock fixed at `at`. */
export function atTime<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  return fixedTime.run(at.getTime(), fn);
}

const honoursClockHeader = () => Boolean(process.env.DYNAMODB_ENDPOINT);

/** Runs `fn` at the time a request's `X-Gradina-Now` header asks for, when the local cloud allows it. */
export function atRequestTime<T>(
  headers: Record<string, string | undefined> | null | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  if (!honoursClockHeader()) return fn();
  const value = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === clockHeader)?.[1];
  const at = value ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? atTime(at, fn) : fn();
}

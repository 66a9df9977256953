import { createHash } from 'node:crypto';
import type { RateLimitGroup, RouteDef } from '@gradina/shared';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { countInWindows } from '../db/rate-windows';
import { tooManyRequests } from './errors';

/**
 * Per-address limits on the public routes an attacker repeats (the manifest's `rateLimit`): sign-in,
 * password recovery, new password / activation, parent registration. The account lock (login-throttle.ts)
 * stops guessing one account's password; this stops one address from trying many accounts, or flooding
 * recovery and registration mails.
 */
export const rateLimitPolicy = { limit: 20, windowSeconds: 60 } as const;

export interface WindowCounts {
  /** Requests in the previous fixed window. */
  previous: number;
  /** Requests in the current fixed window, this one included. */
  current: number;
  /** Seconds since the current window began. */
  elapsed: number;
}

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding window: the previous fixed window counts with the share of it still inside the last minute, so
 * a burst at a window's edge cannot get twice the limit through. Retry-After is the wait after which one
 * more request would be allowed if none came in between.
 */
export function decide(counts: WindowCounts, policy = rateLimitPolicy): Decision {
  const { limit, windowSeconds: w } = policy;
  const { previous, current, elapsed } = counts;
  if (previous * (1 - elapsed / w) + current <= limit) return { allowed: true };
  let wait: number;
  if (current + 1 <= limit && previous > 0) {
    // Still in this window: the previous window's weight must fall far enough.
    wait = w * (1 - (limit - current - 1) / previous) - elapsed;
  } else {
    // In the next window: this window becomes the previous one and its weight must fall far enough.
    wait = w - elapsed + w * Math.max(0, 1 - (limit - 1) / current);
  }
  // The epsilon keeps a float's last bit (15.000000000000002) from adding a whole second.
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait - 1e-9)) };
}

export function tooManyAttemptsMessage(seconds: number): string {
  return `Твърде много опити от този адрес. Опитайте отново след ${seconds} ${seconds === 1 ? 'секунда' : 'секунди'}.`;
}

/**
 * The caller's address as API Gateway saw it (the local gateway: the socket's peer). Never a header the
 * caller writes: X-Forwarded-For would let anyone pick a fresh address per request.
 */
export function sourceAddress(event: APIGatewayProxyEvent): string {
  const ip = event.requestContext?.identity?.sourceIp ?? 'unknown';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

const exempt = () =>
  new Set(
    (process.env.GRADINA_RATE_LIMIT_EXEMPT ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  );

/** Counts the request against its route's group; throws 429 with Retry-After when the address is over. */
export async function enforceRateLimit(
  route: Pick<RouteDef, 'rateLimit'>,
  event: APIGatewayProxyEvent,
  now = Date.now() / 1000,
): Promise<void> {
  const group: RateLimitGroup | undefined = route.rateLimit;
  if (!group) return;
  const address = sourceAddress(event);
  if (exempt().has(address)) return;
  const { windowSeconds } = rateLimitPolicy;
  const windowStart = Math.floor(now / windowSeconds) * windowSeconds;
  // Only a hash of the address is stored: the counters need to tell addresses apart, not to know them.
  const addressHash = createHash('sha256').update(address).digest('base64url').slice(0, 22);
  const counts = await countInWindows(group, addressHash, windowStart, windowSeconds);
  const decision = decide({ ...counts, elapsed: now - windowStart });
  if (!decision.allowed)
    throw tooManyRequests(tooManyAttemptsMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
}

import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { decide, rateLimitPolicy, sourceAddress, tooManyAttemptsMessage } from './rate-limit';

const w = rateLimitPolicy.windowSeconds;

describe('per-address sliding window', () => {
  it('allows 20 a minute and refuses the 21st', () => {
    expect(rateLimitPolicy).toEqual({ limit: 20, windowSeconds: 60 });
    for (let current = 1; current <= 20; current++)
      expect(decide({ previous: 0, current, elapsed: 10 }).allowed, `request ${current}`).toBe(true);
    expect(decide({ previous: 0, current: 21, elapsed: 10 }).allowed).toBe(false);
  });

  it('weights the previous window by the share of it still inside the last minute', () => {
    // 20 at the end of the previous window, 1 second into this one: almost all of them still count.
    expect(decide({ previous: 20, current: 1, elapsed: 1 }).allowed).toBe(false);
    // Halfway: 10 of them count, so 10 more fit and the 11th does not.
    expect(decide({ previous: 20, current: 10, elapsed: w / 2 }).allowed).toBe(true);
    expect(decide({ previous: 20, current: 11, elapsed: w / 2 }).allowed).toBe(false);
    // A burst split over a window edge cannot pass twice the limit.
    expect(decide({ previous: 20, current: 20, elapsed: 0.5 }).allowed).toBe(false);
  });

  it('answers the wait after which one more request is allowed, in whole seconds, at least one', () => {
    // 21 in this window, 10 s in: the next window starts in 50 s, and this one's 21 must weigh at most 19.
    const full = decide({ previous: 0, current: 21, elapsed: 10 });
    expect(full).toEqual({ allowed: false, retryAfterSeconds: Math.ceil(50 + w * (2 / 21)) });
    // Room in this window once the previous window's weight falls: 20·(1 − (3 + t)/60) + 5 + 1 ≤ 20 ⇒ t ≥ 15.
    const fading = decide({ previous: 20, current: 5, elapsed: 3 });
    expect(fading).toEqual({ allowed: false, retryAfterSeconds: 15 });
    // Verify the answers: one request after the wait is allowed, one a second earlier is not.
    for (const [counts, decision] of [
      [{ previous: 0, current: 21, elapsed: 10 }, full],
      [{ previous: 20, current: 5, elapsed: 3 }, fading],
    ] as const) {
      const wait = (decision as { retryAfterSeconds: number }).retryAfterSeconds;
      const at = (t: number) => {
        const e = counts.elapsed + t;
        return e < w
          ? { previous: counts.previous, current: counts.current + 1, elapsed: e }
          : { previous: counts.current, current: 1, elapsed: e - w };
      };
      expect(decide(at(wait)).allowed).toBe(true);
      expect(decide(at(wait - 1)).allowed).toBe(false);
    }
    // Less than a second to wait still answers one second.
    expect(decide({ previous: 100, current: 19, elapsed: 59.2 })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('says it in Bulgarian, with the seconds', () => {
    expect(tooManyAttemptsMessage(42)).toBe(
      'Твърде много опити от този адрес. Опитайте отново след 42 секунди.',
    );
    expect(tooManyAttemptsMessage(1)).toContain('след 1 секунда.');
  });

  it("takes the address API Gateway saw, never the caller's X-Forwarded-For", () => {
    const event = (sourceIp: string, xff?: string) =>
      ({
        headers: xff ? { 'X-Forwarded-For': xff } : {},
        requestContext: { identity: { sourceIp } },
      }) as unknown as APIGatewayProxyEvent;
    expect(sourceAddress(event('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(sourceAddress(event('::ffff:127.0.0.5'))).toBe('127.0.0.5');
    expect(sourceAddress(event('2001:db8::1'))).toBe('2001:db8::1');
  });
});

import { describe, expect, it } from 'vitest';
import { activeLock, loginPolicy, maskIdentifier, slowDownMs, throttleIdentifier } from './login-throttle';

describe('login throttling policy', () => {
  it('locks at the fifth failure within 15 minutes, for 15 minutes', () => {
    expect(loginPolicy).toMatchObject({ maxFailures: 5, windowSeconds: 900, lockSeconds: 900 });
  });

  it('answers at once for the first two failures, then slower, never more than 2 s', () => {
    expect([0, 1, 2].map(slowDownMs)).toEqual([0, 0, 0]);
    expect(slowDownMs(3)).toBe(500);
    expect(slowDownMs(4)).toBe(1000);
    expect(slowDownMs(50)).toBe(2000);
  });

  it('knows a lock only while it lasts', () => {
    expect(activeLock(undefined, 100)).toBeUndefined();
    expect(activeLock({ lockedUntil: 100 }, 100)).toBeUndefined();
    expect(activeLock({ lockedUntil: 160 }, 100)).toBe(160);
  });

  it('counts an identifier that is not one under its trimmed lower-case text', () => {
    expect(throttleIdentifier('a@b.bg', ' A@B.bg ')).toBe('a@b.bg');
    expect(throttleIdentifier(undefined, '  Director ')).toBe('director');
    expect(throttleIdentifier(undefined, 'x'.repeat(400))).toHaveLength(254);
  });

  it('masks an ЕГН/ЛНЧ in lists, not an e-mail or a phone', () => {
    expect(maskIdentifier(1, '2145121233')).toBe('21451*****');
    expect(maskIdentifier(0, 'a@b.bg')).toBe('a@b.bg');
    expect(maskIdentifier(2, '+359888123456')).toBe('+359888123456');
  });
});

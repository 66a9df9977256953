import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-links';

describe('unsubscribe links', () => {
  const key = randomBytes(32);

  it('round-trips the normalised address', () => {
    const token = signUnsubscribe(key, ' Мария.Petrova@Example.BG ');
    expect(token).toMatch(/^[A-Za-z0-9_-]+~[A-Za-z0-9_-]{22}$/);
    expect(verifyUnsubscribe(key, token)).toBe('мария.petrova@example.bg');
  });

  it('refuses a token of another key, a changed address and garbage', () => {
    const token = signUnsubscribe(key, 'a@example.bg');
    expect(verifyUnsubscribe(randomBytes(32), token)).toBeUndefined();
    const [, sig] = token.split('~');
    const forged = `${Buffer.from('b@example.bg').toString('base64url')}~${sig}`;
    expect(verifyUnsubscribe(key, forged)).toBeUndefined();
    expect(verifyUnsubscribe(key, 'nonsense')).toBeUndefined();
    expect(verifyUnsubscribe(key, 'a.b.c')).toBeUndefined();
  });
});

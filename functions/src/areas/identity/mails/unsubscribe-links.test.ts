import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openUnsubscribe, sealUnsubscribe, unsubscribeKey } from './unsubscribe-links';

describe('unsubscribe links', () => {
  const key = unsubscribeKey('a-mail-link-secret-of-this-deployment');

  it('round-trips the normalised address', () => {
    const token = sealUnsubscribe(key, ' Мария.Petrova@Example.BG ');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(openUnsubscribe(key, token)).toBe('мария.petrova@example.bg');
  });

  it('is opaque: neither the address nor any part of it can be read, and each mail gets another token', () => {
    const address = 'maria.petrova@example.bg';
    const token = sealUnsubscribe(key, address);
    const bytes = Buffer.from(token, 'base64url');
    for (const readable of [address, 'maria', 'example.bg'])
      expect(bytes.includes(Buffer.from(readable)), readable).toBe(false);
    expect(token).not.toContain(Buffer.from(address).toString('base64url').slice(0, 8));
    expect(sealUnsubscribe(key, address)).not.toBe(token);
  });

  it('tells little about the address by its length: addresses up to 64 bytes give tokens of one length', () => {
    const short = sealUnsubscribe(key, 'a@b.bg');
    const long = sealUnsubscribe(key, `${'x'.repeat(50)}@example.bg`);
    expect(short.length).toBe(long.length);
  });

  it('refuses another key, another purpose, a changed byte, the old signed-address links and garbage', () => {
    const token = sealUnsubscribe(key, 'a@example.bg');
    expect(openUnsubscribe(unsubscribeKey('another-secret'), token)).toBeUndefined();
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [1, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      expect(openUnsubscribe(key, changed.toString('base64url')), `byte ${at}`).toBeUndefined();
    }
    // The format of earlier versions: base64url(address) ~ HMAC; it must stop working.
    const address = Buffer.from('a@example.bg').toString('base64url');
    const mac = createHmac('sha256', key).update('unsubscribe\na@example.bg').digest().subarray(0, 16);
    expect(openUnsubscribe(key, `${address}~${mac.toString('base64url')}`)).toBeUndefined();
    expect(openUnsubscribe(key, 'nonsense')).toBeUndefined();
    expect(openUnsubscribe(key, 'a.b.c')).toBeUndefined();
    expect(openUnsubscribe(key, '')).toBeUndefined();
  });

  it('derives a key of its own purpose from the secret', () => {
    expect(unsubscribeKey('s')).toHaveLength(32);
    expect(unsubscribeKey('s').equals(unsubscribeKey('s'))).toBe(true);
    expect(unsubscribeKey('s').equals(Buffer.from('s'.padEnd(32, '\0')))).toBe(false);
  });
});

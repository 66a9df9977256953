import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SecretContext } from './box';
import { decryptSecret, encryptSecret, SecretUnreadableError, secretBox } from './index';
import { type KmsCryptCalls, kmsSecretBox } from './kms';
import { localSecretBox, localSecretKey } from './local';

const dir = mkdtempSync(path.join(tmpdir(), 'gradina-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secret = `${'f'.repeat(32)}${'Ab3'.repeat(10)}xy`;
const owner = { kindergartenId: 'kg-1', providerId: 'provider-1' };

/** Flips one character of the sealed value's payload (after its `kind:v1:` prefix). */
function tamper(sealed: string, at: number): string {
  const start = sealed.indexOf(':', sealed.indexOf(':') + 1) + 1 + at;
  const c = sealed[start]!;
  return sealed.slice(0, start) + (c === 'A' ? 'B' : 'A') + sealed.slice(start + 1);
}

describe('the local secret box (AES-256-GCM, key file in DATA_DIR)', () => {
  const keyFile = path.join(dir, 'keys', 'provider-secrets.key');
  const box = localSecretBox(keyFile);

  it('round-trips a secret and never stores it in the clear', async () => {
    const sealed = await encryptSecret(secret, owner, box);
    expect(sealed).toMatch(/^local:v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(await decryptSecret(sealed, owner, box)).toBe(secret);
    expect(await encryptSecret(secret, owner, box)).not.toBe(sealed); // a fresh IV each time
  });

  it('creates the key file once, mode 0600, and keeps using it', async () => {
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const first = readFileSync(keyFile, 'utf8');
    const again = localSecretBox(keyFile);
    await decryptSecret(await encryptSecret(secret, owner, again), owner, again);
    expect(readFileSync(keyFile, 'utf8')).toBe(first);
  });

  it('is AES-256-GCM with the context as additional data (checked by node:crypto directly)', async () => {
    const sealed = await encryptSecret(secret, owner, box);
    const raw = Buffer.from(sealed.slice('local:v1:'.length), 'base64url');
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(JSON.stringify(Object.entries(owner).sort()), 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    expect(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString()).toBe(secret);
  });

  it('detects tampering, another owner and another key', async () => {
    const sealed = await encryptSecret(secret, owner, box);
    for (const at of [0, 14, 30, sealed.length - 12]) {
      await expect(decryptSecret(tamper(sealed, at), owner, box)).rejects.toBeInstanceOf(
        SecretUnreadableError,
      );
    }
    await expect(decryptSecret(sealed, { ...owner, providerId: 'provider-2' }, box)).rejects.toBeInstanceOf(
      SecretUnreadableError,
    );
    const otherKey = localSecretBox(path.join(dir, 'other', 'key'));
    await expect(decryptSecret(sealed, owner, otherKey)).rejects.toBeInstanceOf(SecretUnreadableError);
    await expect(decryptSecret('kms:v1:AAAA', owner, box)).rejects.toBeInstanceOf(SecretUnreadableError);
  });

  it('reads a context whatever order its keys were written in', async () => {
    const sealed = await encryptSecret(secret, { providerId: 'p', kindergartenId: 'k' }, box);
    expect(await decryptSecret(sealed, { kindergartenId: 'k', providerId: 'p' }, box)).toBe(secret);
    await expect(encryptSecret(secret, {}, box)).rejects.toThrow(/context/);
  });

  it('refuses a key file that does not hold a 32-byte key', async () => {
    const bad = path.join(dir, 'bad.key');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bad, 'c2hvcnQ=\n');
    expect(() => localSecretKey(bad)).toThrow(/32-byte/);
  });
});

/** A KMS stand-in: AES-GCM under a key of its own, the context bound as KMS binds it. */
function fakeKms(): KmsCryptCalls & { calls: { op: string; keyId: string; context: SecretContext }[] } {
  const keys = new Map<string, Buffer>();
  const keyOf = (id: string) => keys.get(id) ?? keys.set(id, randomBytes(32)).get(id)!;
  const ctx = (c: SecretContext) =>
    createHash('sha256')
      .update(JSON.stringify(Object.entries(c).sort()))
      .digest();
  const calls: { op: string; keyId: string; context: SecretContext }[] = [];
  return {
    calls,
    async encrypt(keyId, plaintext, context) {
      calls.push({ op: 'encrypt', keyId, context });
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', keyOf(keyId), iv).setAAD(ctx(context));
      const body = Buffer.concat([c.update(plaintext), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    async decrypt(keyId, blob, context) {
      calls.push({ op: 'decrypt', keyId, context });
      const raw = Buffer.from(blob);
      try {
        const d = createDecipheriv('aes-256-gcm', keyOf(keyId), raw.subarray(0, 12)).setAAD(ctx(context));
        d.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([d.update(raw.subarray(28)), d.final()]);
      } catch {
        throw Object.assign(new Error('invalid'), { name: 'InvalidCiphertextException' });
      }
    },
  };
}

describe('the KMS secret box', () => {
  it('round-trips through Encrypt/Decrypt with the key id and the owner as encryption context', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox('arn:aws:kms:eu-central-1:1:key/abc', kms);
    const sealed = await encryptSecret(secret, owner, box);
    expect(sealed).toMatch(/^kms:v1:/);
    expect(await decryptSecret(sealed, owner, box)).toBe(secret);
    expect(kms.calls).toEqual([
      { op: 'encrypt', keyId: 'arn:aws:kms:eu-central-1:1:key/abc', context: owner },
      { op: 'decrypt', keyId: 'arn:aws:kms:eu-central-1:1:key/abc', context: owner },
    ]);
  });

  it('answers SecretUnreadableError for a changed blob or another owner, and passes other failures on', async () => {
    const kms = fakeKms();
    const box = kmsSecretBox('key-1', kms);
    const sealed = await encryptSecret(secret, owner, box);
    await expect(decryptSecret(tamper(sealed, 20), owner, box)).rejects.toBeInstanceOf(SecretUnreadableError);
    await expect(decryptSecret(sealed, { ...owner, kindergartenId: 'kg-2' }, box)).rejects.toBeInstanceOf(
      SecretUnreadableError,
    );
    const throttled = kmsSecretBox('key-1', {
      ...kms,
      decrypt: async () => {
        throw Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
      },
    });
    await expect(decryptSecret(sealed, owner, throttled)).rejects.toThrow('slow down');
  });
});

describe('choosing the box', () => {
  it('uses KMS when a key id is set, the key file otherwise, and refuses neither', async () => {
    const keyFile = path.join(dir, 'chosen.key');
    const local = secretBox({ SECRETS_KEY_FILE: keyFile });
    expect(await local.decrypt(await local.encrypt(secret, owner), owner)).toBe(secret);
    expect(existsSync(keyFile)).toBe(true);
    await expect(
      secretBox({ SECRETS_KMS_KEY_ID: 'k', SECRETS_KEY_FILE: keyFile }).decrypt(
        await local.encrypt(secret, owner),
        owner,
      ),
    ).rejects.toBeInstanceOf(SecretUnreadableError);
    expect(() => secretBox({})).toThrow(/SECRETS_KMS_KEY_ID/);
  });
});

import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { aad, type SecretBox, type SecretContext, SecretUnreadableError } from './box';

/**
 * The local cloud's secret box: AES-256-GCM with a 32-byte key in a file under its data folder
 * (`SECRETS_KEY_FILE`, mode 0600, created on first use). The cloud uses KMS instead (kms.ts); the table
 * never holds the key, so a copy of the data alone reveals no provider's secret.
 */
const prefix = 'local:v1:';
const keys = new Map<string, Buffer>();

function readKey(path: string): Buffer | undefined {
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
    return key;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** The key of the file, made on first use; when two processes start together exactly one key wins. */
export function localSecretKey(path: string): Buffer {
  const cached = keys.get(path);
  if (cached) return cached;
  let key = readKey(path);
  if (!key) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // Written whole under another name, then linked: a link fails if the file exists, so nobody reads a
    // half-written key and nobody overwrites the key secrets were already sealed with.
    const draft = `${path}.${process.pid}.${randomUUID()}`;
    writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    chmodSync(draft, 0o600);
    try {
      linkSync(draft, path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(draft);
    }
    key = readKey(path)!;
  }
  keys.set(path, key);
  return key;
}

export function localSecretBox(keyFile: string): SecretBox {
  return {
    async encrypt(plaintext: string, context: SecretContext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', localSecretKey(keyFile), iv);
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${prefix}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    async decrypt(sealed: string, context: SecretContext) {
      if (!sealed.startsWith(prefix)) throw new SecretUnreadableError('not sealed by the local key');
      const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
      if (raw.length < 12 + 16) throw new SecretUnreadableError('too short');
      try {
        const decipher = createDecipheriv('aes-256-gcm', localSecretKey(keyFile), raw.subarray(0, 12));
        decipher.setAAD(aad(context));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadableError('changed, sealed with another key or for another owner');
      }
    },
  };
}

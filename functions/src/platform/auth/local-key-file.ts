import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The local cloud's key material, in one file under its data folder (`JWT_KEY_FILE`, mode 0600): the ES256
 * pair that signs access tokens and the secret of the mail links. The cloud keeps the same things in KMS and
 * Secrets Manager; the table holds neither, so reading the data never lets anyone mint a token.
 */
export interface LocalKeyFile {
  jwt: { kid: string; privateJwk: JWK; publicJwk: JWK };
  mailLinkSecret: string;
}

const cache = new Map<string, Promise<LocalKeyFile>>();

export function localKeyFile(path: string): Promise<LocalKeyFile> {
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = readOrCreate(path).catch((e) => {
      cache.delete(path);
      throw e;
    });
    cache.set(path, loaded);
  }
  return loaded;
}

function read(path: string): LocalKeyFile | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LocalKeyFile;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

async function readOrCreate(path: string): Promise<LocalKeyFile> {
  const existing = read(path);
  if (existing) return existing;
  const pair = await generateKeyPair('ES256', { extractable: true });
  const created: LocalKeyFile = {
    jwt: {
      kid: `local-${randomUUID()}`,
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: await exportJWK(pair.publicKey),
    },
    mailLinkSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Written whole under another name, then linked: a link fails if the file exists, so when the local cloud
  // and a test process start together exactly one key wins and nobody reads a half-written file.
  const draft = `${path}.${process.pid}.${randomUUID()}`;
  writeFileSync(draft, JSON.stringify(created, null, 2), { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, path);
    return created;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return read(path)!;
  } finally {
    unlinkSync(draft);
  }
}

import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type KmsCalls, kidOfKmsKey, kmsTokenKeys } from './kms-signing';
import { localKeyFile } from './local-key-file';
import { signToken, tokenKeys, verifyToken } from './signing-keys';

const issuer = 'gradina';
const claims = () => ({
  sid: randomUUID(),
  sub: randomUUID(),
  iss: issuer,
  exp: Math.floor(Date.now() / 1000) + 60,
});
const arn = (id: string) => `arn:aws:kms:eu-central-1:123456789012:key/${id}`;

/**
 * KMS does not run on this machine: this stand-in answers Sign as KMS does (ECDSA_SHA_256 over the raw
 * message, a DER signature) and GetPublicKey with the key's SPKI DER, so the adapter's own work is tested.
 */
function standInKms() {
  const pairs = new Map<string, { privateKey: KeyObject; publicKey: KeyObject }>();
  const calls = { sign: 0, publicKey: 0 };
  const pairOf = (keyId: string) => {
    const id = kidOfKmsKey(keyId);
    if (!pairs.has(id)) pairs.set(id, generateKeyPairSync('ec', { namedCurve: 'P-256' }));
    return pairs.get(id)!;
  };
  const kms: KmsCalls = {
    async sign(keyId, message) {
      calls.sign++;
      return sign('sha256', message, { key: pairOf(keyId).privateKey, dsaEncoding: 'der' });
    },
    async publicKey(keyId) {
      calls.publicKey++;
      return {
        der: pairOf(keyId).publicKey.export({ type: 'spki', format: 'der' }),
        keySpec: 'ECC_NIST_P256',
      };
    },
  };
  return { kms, calls };
}

describe('access tokens signed by a KMS key', () => {
  it('signs ES256 with the key id as kid, and verifies it with the public key read once', async () => {
    const { kms, calls } = standInKms();
    const keys = kmsTokenKeys({ keyId: arn('key-a'), calls: kms });
    const body = claims();
    const token = await signToken(body, keys);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'key-a' });
    expect(await verifyToken(token, issuer, keys)).toMatchObject(body);
    await verifyToken(await signToken(claims(), keys), issuer, keys);
    expect(calls).toEqual({ sign: 2, publicKey: 1 });
  });

  it('keeps accepting the previous key after a rotation, until it is no longer listed', async () => {
    const { kms } = standInKms();
    const before = kmsTokenKeys({ keyId: 'key-a', calls: kms });
    const old = await signToken(claims(), before);
    const rotated = kmsTokenKeys({ keyId: 'key-b', previousKeyIds: [arn('key-a')], calls: kms });
    expect(await verifyToken(old, issuer, rotated)).toBeDefined();
    expect(decodeProtectedHeader(await signToken(claims(), rotated)).kid).toBe('key-b');
    const later = kmsTokenKeys({ keyId: 'key-b', calls: kms });
    expect(await verifyToken(old, issuer, later)).toBeUndefined();
  });

  it('refuses a token of the table key of earlier versions, of another issuer, and an expired one', async () => {
    const { kms } = standInKms();
    const keys = kmsTokenKeys({ keyId: 'key-a', calls: kms });
    // Earlier versions signed with an ES256 pair kept in the table, its kid a random UUID.
    const table = await generateKeyPair('ES256', { extractable: true });
    const tableToken = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'ES256', kid: randomUUID() })
      .setSubject('u')
      .setIssuer(issuer)
      .setExpirationTime('1h')
      .sign(table.privateKey);
    expect(await verifyToken(tableToken, issuer, keys)).toBeUndefined();
    // Even one claiming the current kid: the signature does not verify.
    const forged = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-a' })
      .setIssuer(issuer)
      .sign(table.privateKey);
    await expect(verifyToken(forged, issuer, keys)).rejects.toMatchObject({
      code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    });
    await expect(verifyToken(await signToken(claims(), keys), 'other', keys)).rejects.toMatchObject({
      code: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
    const expired = await signToken({ ...claims(), exp: Math.floor(Date.now() / 1000) - 60 }, keys);
    await expect(verifyToken(expired, issuer, keys)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('answers nothing for what is not a token, or a token of another algorithm', async () => {
    const { kms, calls } = standInKms();
    const keys = kmsTokenKeys({ keyId: 'key-a', calls: kms });
    for (const garbage of [
      '',
      'abc',
      'a.b.c',
      '%%%.e30.x',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`,
    ])
      expect(await verifyToken(garbage, issuer, keys), garbage).toBeUndefined();
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'key-a' })
      .sign(new Uint8Array(32));
    expect(await verifyToken(hs, issuer, keys)).toBeUndefined();
    expect(calls.publicKey).toBe(0);
  });

  it('names keys by id, and refuses an alias (it would move under existing tokens)', () => {
    expect(kidOfKmsKey(arn('1234abcd-12ab'))).toBe('1234abcd-12ab');
    expect(kidOfKmsKey(' 1234abcd-12ab ')).toBe('1234abcd-12ab');
    expect(() => kidOfKmsKey('alias/gradina-jwt')).toThrow('alias');
    expect(() => kidOfKmsKey('arn:aws:kms:eu-central-1:123456789012:alias/gradina-jwt')).toThrow('alias');
  });
});

describe('access tokens signed by the local key file', () => {
  it('creates the key file once, readable by its owner only, and signs and verifies with it', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'gradina-keys-')), 'keys', 'jwt-signing.json');
    const keys = tokenKeys({ JWT_KEY_FILE: file });
    const token = await signToken(claims(), keys);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(decodeProtectedHeader(token).kid).toBe(stored.jwt.kid);
    expect(stored.mailLinkSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await localKeyFile(file)).toEqual(stored);
    expect(await verifyToken(token, issuer, keys)).toBeDefined();

    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'gradina-keys-')), 'jwt-signing.json');
    expect(await verifyToken(token, issuer, tokenKeys({ JWT_KEY_FILE: elsewhere }))).toBeUndefined();
    // The private key never appears in what a verifier is handed.
    expect(
      JSON.stringify(
        await exportJWK(
          (await tokenKeys({ JWT_KEY_FILE: file }).verificationKey(stored.jwt.kid)) as KeyObject,
        ),
      ),
    ).not.toContain('"d"');
  });

  it('refuses to run without a configured key rather than invent one', () => {
    expect(() => tokenKeys({})).toThrow('JWT_KMS_KEY_ID');
  });
});

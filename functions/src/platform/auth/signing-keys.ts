import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';
import { kmsTokenKeys } from './kms-signing';
import { localKeyFile } from './local-key-file';

/** Signs a JWS signing input; answers the JOSE signature (`r || s` for ES256). */
export interface TokenSigner {
  kid: string;
  sign(input: Uint8Array): Promise<Uint8Array>;
}

/**
 * Where access tokens are signed and verified. Cloud: an asymmetric KMS key (ECC_NIST_P256, SIGN_VERIFY):
 * only the identity Lambda may call kms:Sign, verifiers read the public key. Local cloud: an ES256 pair in a
 * file under its data folder. The table holds no key: reading the data never lets anyone mint a token.
 */
export interface TokenKeys {
  signer(): Promise<TokenSigner>;
  /** The public key for a token's `kid`, when this deployment accepts that key; undefined otherwise. */
  verificationKey(kid: string): Promise<KeyObject | undefined>;
}

function localTokenKeys(path: string): TokenKeys {
  let loaded: Promise<{ kid: string; privateKey: KeyObject; publicKey: KeyObject }> | undefined;
  const pair = () => {
    loaded ??= localKeyFile(path)
      .then(({ jwt }) => ({
        kid: jwt.kid,
        privateKey: createPrivateKey({ key: jwt.privateJwk as never, format: 'jwk' }),
        publicKey: createPublicKey({ key: jwt.publicJwk as never, format: 'jwk' }),
      }))
      .catch((e) => {
        loaded = undefined;
        throw e;
      });
    return loaded;
  };
  return {
    async signer() {
      const { kid, privateKey } = await pair();
      return {
        kid,
        sign: async (input) => sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
      };
    },
    async verificationKey(kid) {
      const current = await pair();
      return kid === current.kid ? current.publicKey : undefined;
    },
  };
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

let configured: { config: string; keys: TokenKeys } | undefined;

/** JWT_KMS_KEY_ID (+ JWT_KMS_PREVIOUS_KEY_IDS) in the cloud, JWT_KEY_FILE in the local cloud. */
export function tokenKeys(env: NodeJS.ProcessEnv = process.env): TokenKeys {
  const config = `${env.JWT_KMS_KEY_ID ?? ''}|${env.JWT_KMS_PREVIOUS_KEY_IDS ?? ''}|${env.JWT_KEY_FILE ?? ''}`;
  if (configured?.config === config) return configured.keys;
  let keys: TokenKeys;
  if (env.JWT_KMS_KEY_ID)
    keys = kmsTokenKeys({
      keyId: env.JWT_KMS_KEY_ID,
      previousKeyIds: listOf(env.JWT_KMS_PREVIOUS_KEY_IDS),
    });
  else if (env.JWT_KEY_FILE) keys = localTokenKeys(env.JWT_KEY_FILE);
  else throw new Error('token signing is not configured: set JWT_KMS_KEY_ID (cloud) or JWT_KEY_FILE (local)');
  configured = { config, keys };
  return keys;
}

const base64url = (value: string | Uint8Array) => Buffer.from(value).toString('base64url');

/** A compact ES256 JWS of the claims, signed by the configured key (no private key in this process in the cloud). */
export async function signToken(claims: JWTPayload, keys: TokenKeys = tokenKeys()): Promise<string> {
  const signer = await keys.signer();
  const input = `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid: signer.kid }))}.${base64url(JSON.stringify(claims))}`;
  const signature = await signer.sign(Buffer.from(input, 'ascii'));
  return `${input}.${base64url(signature)}`;
}

/**
 * The claims of a token signed by an accepted key, with a valid issuer and expiry; undefined for a token of
 * any other key (such as the table key of earlier versions) and for what is not a token; a bad signature,
 * issuer or expiry throws jose's errors.
 */
export async function verifyToken(
  token: string,
  issuer: string,
  keys: TokenKeys = tokenKeys(),
): Promise<JWTPayload | undefined> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return undefined; // not a JWS at all (jose answers a TypeError, not one of its own errors)
  }
  const { alg, kid } = header;
  if (alg !== 'ES256' || typeof kid !== 'string') return undefined;
  const key = await keys.verificationKey(kid);
  if (!key) return undefined;
  const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['ES256'] });
  return payload;
}

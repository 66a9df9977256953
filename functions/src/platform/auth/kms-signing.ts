import { createPublicKey, type KeyObject } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { derToJose } from './ecdsa';
import type { TokenKeys } from './signing-keys';

/** The two KMS calls token signing needs; the Lambda's client in the cloud, a stand-in in unit tests. */
export interface KmsCalls {
  sign(keyId: string, message: Uint8Array): Promise<Uint8Array | undefined>;
  publicKey(keyId: string): Promise<{ der?: Uint8Array; keySpec?: string }>;
}

function kmsClientCalls(): KmsCalls {
  let client: KMSClient | undefined;
  const kms = () => (client ??= new KMSClient({}));
  return {
    async sign(keyId, message) {
      // RAW: KMS hashes the JWS signing input itself (a few hundred bytes, far below its 4 KB limit).
      const reply = await kms().send(
        new SignCommand({
          KeyId: keyId,
          Message: message,
          MessageType: 'RAW',
          SigningAlgorithm: 'ECDSA_SHA_256',
        }),
      );
      return reply.Signature;
    },
    async publicKey(keyId) {
      const reply = await kms().send(new GetPublicKeyCommand({ KeyId: keyId }));
      return { der: reply.PublicKey, keySpec: reply.KeySpec };
    },
  };
}

/**
 * A token's `kid` is the KMS key id (the last part of an ARN), so a verifier knows which key to ask for and
 * a rotation (a new key in JWT_KMS_KEY_ID, the old one moved to JWT_KMS_PREVIOUS_KEY_IDS) keeps the tokens
 * of the previous key valid until they expire. An alias would move under existing tokens: refused.
 */
export function kidOfKmsKey(keyIdOrArn: string): string {
  const value = keyIdOrArn.trim();
  if (/(^|:)alias\//.test(value))
    throw new Error('JWT_KMS_KEY_ID must name a key (its id or ARN), not an alias');
  const fromArn = /^arn:[^:]+:kms:[^:]*:\d*:key\/(.+)$/.exec(value);
  return fromArn ? fromArn[1]! : value;
}

export function kmsTokenKeys(options: {
  keyId: string;
  previousKeyIds?: string[];
  calls?: KmsCalls;
}): TokenKeys {
  const calls = options.calls ?? kmsClientCalls();
  const kid = kidOfKmsKey(options.keyId);
  const accepted = new Map<string, string>([[kid, options.keyId]]);
  for (const previous of options.previousKeyIds ?? []) accepted.set(kidOfKmsKey(previous), previous);
  const publicKeys = new Map<string, Promise<KeyObject>>();

  const loadPublicKey = async (keyId: string): Promise<KeyObject> => {
    const { der, keySpec } = await calls.publicKey(keyId);
    if (!der || keySpec !== 'ECC_NIST_P256') throw new Error('the KMS token key is not an ECC_NIST_P256 key');
    return createPublicKey({ key: Buffer.from(der), format: 'der', type: 'spki' });
  };

  return {
    async signer() {
      return {
        kid,
        async sign(input) {
          const der = await calls.sign(options.keyId, input);
          if (!der) throw new Error('KMS answered no signature');
          return derToJose(der);
        },
      };
    },
    verificationKey(tokenKid) {
      const keyId = accepted.get(tokenKid);
      if (!keyId) return Promise.resolve(undefined);
      // Once per key and cold start; a failed read is forgotten so the next request asks again.
      let key = publicKeys.get(tokenKid);
      if (!key) {
        key = loadPublicKey(keyId);
        key.catch(() => publicKeys.delete(tokenKid));
        publicKeys.set(tokenKid, key);
      }
      return key;
    },
  };
}

import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { type SecretBox, type SecretContext, SecretUnreadableError } from './box';

/** The two KMS calls sealing needs; the Lambda's client in the cloud, a stand-in in unit tests. */
export interface KmsCryptCalls {
  encrypt(keyId: string, plaintext: Uint8Array, context: SecretContext): Promise<Uint8Array | undefined>;
  decrypt(keyId: string, blob: Uint8Array, context: SecretContext): Promise<Uint8Array | undefined>;
}

function kmsClientCalls(): KmsCryptCalls {
  let client: KMSClient | undefined;
  const kms = () => (client ??= new KMSClient({}));
  return {
    async encrypt(keyId, plaintext, context) {
      const reply = await kms().send(
        new EncryptCommand({ KeyId: keyId, Plaintext: plaintext, EncryptionContext: { ...context } }),
      );
      return reply.CiphertextBlob;
    },
    async decrypt(keyId, blob, context) {
      // KeyId pins the key: a blob of any other key is refused rather than opened with it.
      const reply = await kms().send(
        new DecryptCommand({ KeyId: keyId, CiphertextBlob: blob, EncryptionContext: { ...context } }),
      );
      return reply.Plaintext;
    },
  };
}

const prefix = 'kms:v1:';
/** What KMS answers for a blob that is not its, or whose context differs. */
const unreadable = new Set([
  'InvalidCiphertextException',
  'IncorrectKeyException',
  'InvalidKeyUsageException',
]);

/**
 * The cloud's secret box: a symmetric KMS key (`SECRETS_KMS_KEY_ID`). A provider's ePay secret is 64
 * characters, far below KMS's 4 KB limit, so it is encrypted by KMS directly (no data key to manage).
 */
export function kmsSecretBox(keyId: string, calls: KmsCryptCalls = kmsClientCalls()): SecretBox {
  return {
    async encrypt(plaintext, context) {
      const blob = await calls.encrypt(keyId, Buffer.from(plaintext, 'utf8'), context);
      if (!blob) throw new Error('KMS answered no ciphertext');
      return `${prefix}${Buffer.from(blob).toString('base64')}`;
    },
    async decrypt(sealed, context) {
      if (!sealed.startsWith(prefix)) throw new SecretUnreadableError('not sealed by KMS');
      let plaintext: Uint8Array | undefined;
      try {
        plaintext = await calls.decrypt(keyId, Buffer.from(sealed.slice(prefix.length), 'base64'), context);
      } catch (e) {
        if (unreadable.has((e as Error).name)) throw new SecretUnreadableError((e as Error).name);
        throw e;
      }
      if (!plaintext) throw new Error('KMS answered no plaintext');
      return Buffer.from(plaintext).toString('utf8');
    },
  };
}

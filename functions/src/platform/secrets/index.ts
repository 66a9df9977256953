import { type SecretBox, type SecretContext, SecretUnreadableError } from './box';
import { kmsSecretBox } from './kms';
import { localSecretBox } from './local';

export { type SecretContext, SecretUnreadableError };

let configured: { config: string; box: SecretBox } | undefined;

/**
 * Where providers' secrets (ePay) are sealed for the table: the KMS key `SECRETS_KMS_KEY_ID` in the cloud,
 * the key file `SECRETS_KEY_FILE` under the local cloud's data folder on one machine.
 */
export function secretBox(env: NodeJS.ProcessEnv = process.env): SecretBox {
  const config = `${env.SECRETS_KMS_KEY_ID ?? ''}|${env.SECRETS_KEY_FILE ?? ''}`;
  if (configured?.config === config) return configured.box;
  let box: SecretBox;
  if (env.SECRETS_KMS_KEY_ID) box = kmsSecretBox(env.SECRETS_KMS_KEY_ID);
  else if (env.SECRETS_KEY_FILE) box = localSecretBox(env.SECRETS_KEY_FILE);
  else
    throw new Error('secrets are not configured: set SECRETS_KMS_KEY_ID (cloud) or SECRETS_KEY_FILE (local)');
  configured = { config, box };
  return box;
}

/** The sealed form of a secret, to store on its owner's item; never the plaintext. */
export function encryptSecret(plaintext: string, context: SecretContext, box = secretBox()): Promise<string> {
  return box.encrypt(plaintext, context);
}

/** The plaintext of a sealed secret: the one function that answers it. Keep it in memory, never log it. */
export function decryptSecret(sealed: string, context: SecretContext, box = secretBox()): Promise<string> {
  return box.decrypt(sealed, context);
}

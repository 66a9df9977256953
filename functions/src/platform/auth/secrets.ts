import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { localKeyFile } from './local-key-file';

let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

/**
 * The current value of a Secrets Manager secret, read once per cold start (a rotation reaches new Lambda
 * instances; a failed read is not kept, so the next request asks again).
 */
export function secretString(arn: string): Promise<string> {
  let value = cache.get(arn);
  if (!value) {
    client ??= new SecretsManagerClient({});
    value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((reply) => {
      if (!reply.SecretString) throw new Error('the secret has no string value');
      return reply.SecretString;
    });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}

/**
 * The secret the mail links (unsubscribe) are sealed with: `MAIL_LINK_SECRET_ARN` in the cloud, the local
 * cloud's key file (`JWT_KEY_FILE`) on one machine. Never an item of the table.
 */
export async function mailLinkSecret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.MAIL_LINK_SECRET_ARN) return secretString(env.MAIL_LINK_SECRET_ARN);
  if (env.JWT_KEY_FILE) return (await localKeyFile(env.JWT_KEY_FILE)).mailLinkSecret;
  throw new Error('mail links are not configured: set MAIL_LINK_SECRET_ARN (cloud) or JWT_KEY_FILE (local)');
}

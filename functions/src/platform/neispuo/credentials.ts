import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The platform's client certificate as a diary provider, and the CA its НЕИСПУО server is checked against. */
export interface NeispuoCredentials {
  cert: string;
  key: string;
  /** Only locally (the simulator's test CA); in the cloud the public CAs apply. */
  ca?: string;
}

let cached: Promise<NeispuoCredentials> | undefined;

/**
 * Where the certificate lives: the Secrets Manager secret `NEISPUO_CERT_SECRET_ID` (JSON `{cert, key}`) in the
 * cloud, the PEM files in `NEISPUO_CERT_DIR` (under the local cloud's data folder) on one machine. It is read
 * once per process and never put in a reply or a log line.
 */
export function neispuoCredentials(env: NodeJS.ProcessEnv = process.env): Promise<NeispuoCredentials> {
  cached ??= (async () => {
    const dir = env.NEISPUO_CERT_DIR;
    if (dir) {
      const read = (name: string) => readFile(path.join(dir, name), 'utf8');
      return { cert: await read('client.crt'), key: await read('client.key'), ca: await read('ca.crt') };
    }
    const secretId = env.NEISPUO_CERT_SECRET_ID;
    if (!secretId) throw new Error('NEISPUO_CERT_SECRET_ID is not set');
    const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
    const { cert, key } = JSON.parse(secret.SecretString ?? '{}') as Partial<NeispuoCredentials>;
    if (!cert || !key) throw new Error('the НЕИСПУО secret lacks cert or key');
    return { cert, key };
  })().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

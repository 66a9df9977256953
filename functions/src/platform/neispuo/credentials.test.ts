import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { neispuoCredentials } from './credentials';

afterEach(() => {
  vi.restoreAllMocks();
});

const secret = (value: object) =>
  vi
    .spyOn(SecretsManagerClient.prototype, 'send')
    .mockResolvedValue({ SecretString: JSON.stringify(value) } as never);

describe('the НЕИСПУО client certificate in the cloud', () => {
  const env = { NEISPUO_CERT_SECRET_ID: 'arn:aws:secretsmanager:eu-central-1:1:secret:neispuo' };

  it('refuses a secret without the key, and asks again next time', async () => {
    secret({ cert: 'C' });
    await expect(neispuoCredentials(env)).rejects.toThrow(/lacks cert or key/);
  });

  it('reads the certificate and key from the secret NEISPUO_CERT_SECRET_ID names, once', async () => {
    const send = secret({ cert: 'C', key: 'K' });
    expect(await neispuoCredentials(env)).toEqual({ cert: 'C', key: 'K' });
    const [command] = send.mock.calls[0]!;
    expect(command).toBeInstanceOf(GetSecretValueCommand);
    expect((command as GetSecretValueCommand).input).toEqual({ SecretId: env.NEISPUO_CERT_SECRET_ID });
    await neispuoCredentials(env);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

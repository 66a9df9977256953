import { createHmac } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epayClient } from '../../functions/src/platform/payments/epay/client';
import { registerWithLocalSimulator } from '../../functions/src/platform/payments/epay/local-simulator';
import { decryptSecret, encryptSecret, secretBox } from '../../functions/src/platform/secrets/index';
import { epaySimulatorKit } from '../../infra/local/epay-simulator/test-kit';

/**
 * The local cloud of the integration run brings its ePay simulator and the local secret key: what the
 * activities/payments routes (#16) find in their environment there, used the way they will use it.
 */
const merchant = { min: '7000000001', secret: `${'Zx'.repeat(31)}w9`, name: 'Плуване „Делфин“' };
let webhook: Server;
let notifyUrl: string;
const bodies: string[] = [];

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      bodies.push(body);
      const fields = new URLSearchParams(body);
      const verdict = epayClient().verifyNotification(fields, merchant.secret);
      res.end(
        verdict.ok
          ? epayClient().notificationReply(verdict.lines.map((l) => ({ invoice: l.invoice, status: 'OK' })))
          : epayClient().checksumErrorReply(verdict.reason),
      );
    });
  });
  await new Promise<void>((r) => webhook.listen(0, '127.0.0.1', () => r()));
  const address = webhook.address();
  notifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
afterAll(() => new Promise<void>((r) => webhook.close(() => r())));

describe('the ePay simulator of the local cloud', () => {
  it('is where EPAY_BASE_URL points, and takes the merchants the platform registers', async () => {
    expect(process.env.EPAY_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await registerWithLocalSimulator(merchant, notifyUrl)).toBe(true);
    const code = await epayClient().registerEasyPayCode(merchant, {
      invoice: '1',
      amountCents: 4000,
      expiresAt: new Date(Date.now() + 86_400_000),
      description: 'Плуване, декември 2026',
    });
    const kit = epaySimulatorKit(process.env.EPAY_BASE_URL!);
    expect((await kit.payAtDesk(code.idn)).status).toBe(200);
    await kit.idle();
    const fields = new URLSearchParams(bodies.at(-1));
    const encoded = fields.get('encoded')!;
    expect(fields.get('checksum')).toBe(createHmac('sha1', merchant.secret).update(encoded).digest('hex'));
    expect(Buffer.from(encoded, 'base64').toString()).toMatch(/^INVOICE=1:STATUS=PAID:/);
    const [sent] = (await kit.notifications()).filter((n) => n.min === merchant.min);
    expect(sent!.outcome).toEqual({ 1: 'OK' });
  });

  it('seals secrets with the key file under the data folder', async () => {
    const keyFile = process.env.SECRETS_KEY_FILE!;
    const sealed = await encryptSecret(merchant.secret, { providerId: 'p-1' }, secretBox());
    expect(await decryptSecret(sealed, { providerId: 'p-1' })).toBe(merchant.secret);
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });
});

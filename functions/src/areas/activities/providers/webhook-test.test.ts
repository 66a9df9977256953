import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationFields, verifyNotificationFields } from '../../../platform/payments/epay/protocol';
import { payTimeOf, postNotification, testBody, webhookVerdict } from './webhook-test';

const secret = `${'A'.repeat(40)}SECRETKEY0123456789abcdefghi`;
// 21.11.2026 10:00 Sofia (winter time, UTC+2)
const at = new Date('2026-11-21T08:00:00Z');

describe('the test notification', () => {
  it('is signed as ePay signs one: the webhook verifies it with the secret and reads one PAID line', () => {
    const verified = verifyNotificationFields(notificationFields(testBody(4017, at, secret)), secret);
    expect(verified).toMatchObject({ ok: true, malformed: [] });
    if (!verified.ok) return;
    expect(verified.lines).toEqual([
      expect.objectContaining({ invoice: '4017', status: 'PAID', payTime: '20261121100000', stan: '004017' }),
    ]);
    expect(
      verifyNotificationFields(notificationFields(testBody(4017, at, secret)), 'другключ'.repeat(3)).ok,
    ).toBe(false);
  });

  it('writes PAY_TIME on the Sofia clock', () => {
    expect(payTimeOf(new Date('2026-07-01T21:30:05Z'))).toBe('20260702003005');
  });
});

describe('the verdict', () => {
  it('passes only on exactly INVOICE=<n>:STATUS=NO', () => {
    expect(webhookVerdict(7, { status: 200, body: 'INVOICE=7:STATUS=NO\n' })).toEqual({ verified: true });
    expect(webhookVerdict(7, { status: 200, body: 'INVOICE=7:STATUS=OK\n' })).toMatchObject({
      verified: false,
    });
    expect(webhookVerdict(7, { status: 200, body: 'INVOICE=8:STATUS=NO' })).toMatchObject({
      verified: false,
    });
  });

  it('says in Bulgarian why it failed, quoting the reply', () => {
    expect(webhookVerdict(7, { status: 200, body: 'ERR=грешна контролна сума' })).toEqual({
      verified: false,
      error:
        'Адресът за известия отказа известието (ERR=грешна контролна сума): проверете тайния ключ и КИН.',
    });
    expect(webhookVerdict(7, { status: 404, body: 'x' })).toEqual({
      verified: false,
      error: 'Адресът за известия отговори със статус 404.',
    });
    expect(webhookVerdict(7, { error: 'няма връзка' })).toEqual({
      verified: false,
      error: 'Адресът за известия не отговори: няма връзка.',
    });
    const long = webhookVerdict(7, { status: 200, body: `<html>${'x'.repeat(500)}</html>` });
    expect(long.verified === false && long.error.length).toBeLessThan(200);
  });
});

describe('posting to a webhook', () => {
  let server: Server;
  let url: string;
  const received: { contentType?: string; body: string }[] = [];

  beforeAll(async () => {
    // A merchant's webhook as the protocol wants it: verify, then NO for an invoice it does not know.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body });
        const verified = verifyNotificationFields(notificationFields(body), secret);
        res.end(
          verified.ok ? `INVOICE=${verified.lines[0]!.invoice}:STATUS=NO\n` : 'ERR=грешна контролна сума\n',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/activities/payments/epay-notification/p1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the form as ePay does and a right webhook passes', async () => {
    const reply = await postNotification(url, testBody(12, at, secret));
    expect(received.at(-1)?.contentType).toBe('application/x-www-form-urlencoded');
    expect(received.at(-1)?.body).toMatch(/^encoded=[^&]+&checksum=[0-9a-f]{40}$/);
    expect(webhookVerdict(12, reply)).toEqual({ verified: true });
  });

  it('a webhook holding another secret fails the test', async () => {
    const reply = await postNotification(url, testBody(13, at, 'Z'.repeat(64)));
    expect(webhookVerdict(13, reply)).toMatchObject({ verified: false });
  });

  it('an address nobody listens on fails with "няма връзка"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await postNotification(`http://127.0.0.1:${port}/`, 'x')).toEqual({ error: 'няма връзка' });
  });
});

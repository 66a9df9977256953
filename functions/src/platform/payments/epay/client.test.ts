import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatLine, type LogFields, type Logger } from '../../http/logger';
import { createEpayClient, EpayError, epayClient } from './client';

const merchant = {
  min: '1000000001',
  secret: 'S3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tS3cr3tABCD',
};
const order = {
  invoice: '700001',
  amountCents: 1250,
  expiresAt: new Date('2026-12-01T10:00:00Z'),
  description: 'Английски, ноември 2026',
};

/** A logger that keeps the lines exactly as they would be written (redaction included). */
function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const make = (base: LogFields): Logger => {
    const write = (level: string) => (m: string, f?: LogFields) =>
      lines.push(formatLine(level, m, { ...base, ...f }));
    return {
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      child: (f) => make({ ...base, ...f }),
    };
  };
  return Object.assign(make({}), { lines });
}

const hmac = (text: string) => createHmac('sha1', merchant.secret).update(text).digest('hex');

describe('the ePay client', () => {
  it('builds the signed form of a card payment against its base URL', () => {
    const client = createEpayClient({ baseUrl: 'https://demo.epay.bg' });
    const form = client.paymentForm(merchant, order, {
      method: 'card',
      urlOk: 'https://gradina.bg/activities/fees?paid=1',
      urlCancel: 'https://gradina.bg/activities/fees?cancelled=1',
    });
    expect(form.action).toBe('https://demo.epay.bg/');
    expect(form.method).toBe('POST');
    expect(form.fields).toMatchObject({
      PAGE: 'credit_paydirect',
      LANG: 'bg',
      URL_OK: 'https://gradina.bg/activities/fees?paid=1',
      URL_CANCEL: 'https://gradina.bg/activities/fees?cancelled=1',
    });
    expect(form.fields.CHECKSUM).toBe(hmac(form.fields.ENCODED!));
    const payload = Buffer.from(form.fields.ENCODED!, 'base64').toString('utf8');
    expect(payload).toContain('MIN=1000000001\nINVOICE=700001\nAMOUNT=12.50\nCURRENCY=EUR\n');
    expect(
      client.paymentForm(merchant, order, { method: 'epay', urlOk: 'a', urlCancel: 'b' }).fields.PAGE,
    ).toBe('paylogin');
  });

  it('registers an EasyPay code over HTTP and answers the IDN with the order expiry', async () => {
    let asked: URL | undefined;
    const client = createEpayClient({
      baseUrl: 'http://127.0.0.1:9/',
      fetch: async (url) => {
        asked = new URL(String(url));
        return new Response('IDN=4829105533\n');
      },
    });
    expect(await client.registerEasyPayCode(merchant, order)).toEqual({
      idn: '4829105533',
      expiresAt: order.expiresAt,
    });
    expect(asked?.pathname).toBe('/ezp/reg_bill.cgi');
    expect(asked?.searchParams.get('CHECKSUM')).toBe(hmac(asked!.searchParams.get('ENCODED')!));
  });

  it('turns ERR, a failed status and a network failure into Bulgarian errors', async () => {
    const answering = (response: () => Response | Promise<Response>) =>
      createEpayClient({
        baseUrl: 'http://127.0.0.1:9/',
        fetch: async () => response(),
        log: capturingLogger(),
      });
    await expect(
      answering(() => new Response('ERR=Дублиран номер\n')).registerEasyPayCode(merchant, order),
    ).rejects.toMatchObject({ kind: 'refused', message: 'ePay.bg отказа кода за EasyPay: Дублиран номер' });
    await expect(
      answering(() => new Response('', { status: 503 })).registerEasyPayCode(merchant, order),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(
      answering(() => {
        throw new TypeError('fetch failed');
      }).registerEasyPayCode(merchant, order),
    ).rejects.toBeInstanceOf(EpayError);
  });

  it('never writes the secret, ENCODED or CHECKSUM to the log, whatever fails', async () => {
    const log = capturingLogger();
    let signedUrl = '';
    const failures: (() => Response)[] = [
      () => new Response(`ERR=bad checksum for ${signedUrl}\n`),
      () => new Response('', { status: 500 }),
      () => {
        throw Object.assign(new TypeError(`fetch failed: ${signedUrl} secret=${merchant.secret}`), {
          cause: { code: 'ECONNREFUSED' },
        });
      },
    ];
    for (const fail of failures) {
      const client = createEpayClient({
        baseUrl: 'http://127.0.0.1:9/',
        log,
        fetch: async (url) => {
          signedUrl = String(url);
          return fail();
        },
      });
      await client.registerEasyPayCode(merchant, order).catch(() => {});
    }
    const asked = new URL(signedUrl);
    const written = log.lines.join('\n');
    expect(log.lines).toHaveLength(3);
    expect(written).toContain('700001');
    for (const secretPart of [
      merchant.secret,
      asked.searchParams.get('ENCODED')!,
      asked.searchParams.get('CHECKSUM')!,
    ])
      expect(written).not.toContain(secretPart);
  });

  it('verifies a notification with the secret and formats the replies', () => {
    const client = createEpayClient({ baseUrl: 'https://www.epay.bg/' });
    const encoded = Buffer.from('INVOICE=700001:STATUS=DENIED\n').toString('base64');
    const body = new URLSearchParams({ encoded, checksum: hmac(encoded) });
    expect(client.verifyNotification(body, merchant.secret)).toEqual({
      ok: true,
      lines: [{ invoice: '700001', status: 'DENIED' }],
      malformed: [],
    });
    expect(client.verifyNotification(body, 'another secret').ok).toBe(false);
    expect(client.notificationReply([{ invoice: '700001', status: 'OK' }])).toBe(
      'INVOICE=700001:STATUS=OK\n',
    );
    expect(client.checksumErrorReply('грешна контролна сума')).toBe('ERR=грешна контролна сума\n');
  });

  it('takes its base URL from EPAY_BASE_URL and refuses to run without one', () => {
    expect(epayClient({ EPAY_BASE_URL: 'http://127.0.0.1:4100' }).baseUrl).toBe('http://127.0.0.1:4100/');
    expect(() => epayClient({})).toThrow(/EPAY_BASE_URL/);
  });
});

import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEpayClient, EpayError } from '../../../functions/src/platform/payments/epay/client';
import { registerWithLocalSimulator } from '../../../functions/src/platform/payments/epay/local-simulator';
import { createNotifier } from './notifier';
import { type EpaySimulator, startEpaySimulator } from './server';
import { epaySimulatorKit } from './test-kit';

// The client logs ePay's refusals; the cases here are expected ones.
process.env.LOG_LEVEL = 'silent';

const merchant = { min: '6000000042', secret: `${'K7'.repeat(31)}zz`, name: 'Танцова школа „Ритъм“' };
const other = { min: '6000000043', secret: `${'Q1'.repeat(31)}yy` };

interface Received {
  contentType?: string;
  fields: URLSearchParams;
  lines: string[];
}

/** The merchant's webhook: records each POST and answers what `reply` says for its invoices. */
let received: Received[] = [];
type Answer = { status?: number; body: string };
let reply: (invoices: string[], attempt: number) => Answer | Promise<Answer>;
let webhook: Server;
let webhookUrl: string;
let sim: EpaySimulator;
let kit: ReturnType<typeof epaySimulatorKit>;
const client = () => createEpayClient({ baseUrl: sim.url });
const hmac = (encoded: string, secret = merchant.secret) =>
  createHmac('sha1', secret).update(encoded).digest('hex');

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const fields = new URLSearchParams(body);
      const lines = Buffer.from(fields.get('encoded') ?? '', 'base64')
        .toString('utf8')
        .trim()
        .split('\n');
      received.push({ contentType: req.headers['content-type'], fields, lines });
      const invoices = lines.map((l) => /^INVOICE=(\d+)/.exec(l)?.[1] ?? '');
      void Promise.resolve(reply(invoices, received.length)).then((answer) =>
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'text/plain' }).end(answer.body),
      );
    });
  });
  await new Promise<void>((r) => webhook.listen(0, '127.0.0.1', () => r()));
  const address = webhook.address();
  webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/notify`;
  sim = await startEpaySimulator({ retries: { baseGapMs: 20, maxGapMs: 1000 } });
  kit = epaySimulatorKit(sim.url);
  await kit.registerMerchant({ ...merchant, notifyUrl: webhookUrl });
  sim.registerMerchant({ ...other, notifyUrl: webhookUrl });
});
afterAll(async () => {
  await sim?.stop();
  await new Promise<void>((r) => webhook.close(() => r()));
});
beforeEach(() => {
  received = [];
  reply = (invoices) => ({ body: invoices.map((i) => `INVOICE=${i}:STATUS=OK`).join('\n') });
});

let nextInvoice = 810000;
const order = (extra: Partial<{ amountCents: number; description: string }> = {}) => ({
  invoice: String(++nextInvoice),
  amountCents: 1250,
  expiresAt: new Date(Date.now() + 3 * 24 * 3600_000),
  description: 'Народни танци, ноември 2026',
  ...extra,
});
const back = {
  urlOk: 'http://localhost:3000/activities/fees?paid=1',
  urlCancel: 'http://localhost:3000/activities/fees?cancel=1',
};

const deliveriesOf = async (invoice: string) =>
  (await kit.notifications()).filter((d) => d.lines.some((l) => l.startsWith(`INVOICE=${invoice}:`)));

describe('merchants', () => {
  it("are registered by the platform's local run through /dev/merchants, listed without their secret", async () => {
    const provider = { min: '6000000044', secret: `${'P9'.repeat(31)}xx`, name: 'Английски за деца' };
    expect(await registerWithLocalSimulator(provider, webhookUrl, {})).toBe(false);
    const env = { EPAY_SIMULATOR_ADMIN_URL: `${sim.url}dev/` };
    expect(await registerWithLocalSimulator(provider, webhookUrl, env)).toBe(true);
    const listed = (await (await fetch(`${sim.url}dev/merchants`)).json()) as Record<string, string>[];
    expect(listed).toContainEqual({ min: provider.min, name: provider.name, notifyUrl: webhookUrl });
    expect(JSON.stringify(listed)).not.toContain(provider.secret);
    await expect(registerWithLocalSimulator({ ...provider, secret: '' }, webhookUrl, env)).rejects.toThrow(
      /400/,
    );
  });
});

describe('the pay page (card and ePay account)', () => {
  it('shows the order in Bulgarian, pays, notifies the merchant with a valid checksum and returns to URL_OK', async () => {
    const o = order();
    const form = client().paymentForm(merchant, o, { method: 'card', ...back });
    const page = await kit.openPayPage(form);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Плащане с банкова карта');
    expect(page.html).toContain('Танцова школа „Ритъм“');
    expect(page.html).toContain(o.invoice);
    expect(page.html).toMatch(/12,50\s€/);
    expect(page.html).toContain('Народни танци, ноември 2026');
    for (const button of ['Плати', 'Откажи', 'Остави да изтече'])
      expect(page.html).toContain(`>${button}</button>`);

    const pressed = await kit.press(page.payPath!, 'pay');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(back.urlOk);
    await kit.idle();

    expect(received).toHaveLength(1);
    const [n] = received;
    expect(n!.contentType).toBe('application/x-www-form-urlencoded');
    expect(n!.fields.get('checksum')).toBe(hmac(n!.fields.get('encoded')!));
    expect(n!.lines).toHaveLength(1);
    expect(n!.lines[0]).toMatch(
      new RegExp(`^INVOICE=${o.invoice}:STATUS=PAID:PAY_TIME=\\d{14}:STAN=\\d{6}:BCODE=[A-Z0-9]{6}$`),
    );
    const verified = client().verifyNotification(n!.fields, merchant.secret);
    expect(verified.ok && verified.lines[0]).toMatchObject({ invoice: o.invoice, status: 'PAID' });
    expect((await deliveriesOf(o.invoice)).map((d) => d.outcome)).toEqual([{ [o.invoice]: 'OK' }]);
  });

  it('denies and lets expire, each back to URL_CANCEL with its notification; a finished payment stays finished', async () => {
    for (const [action, status] of [
      ['deny', 'DENIED'],
      ['expire', 'EXPIRED'],
    ] as const) {
      const o = order();
      const page = await kit.openPayPage(client().paymentForm(merchant, o, { method: 'epay', ...back }));
      expect(page.html).toContain('Плащане с ePay.bg');
      const pressed = await kit.press(page.payPath!, action);
      expect(pressed.headers.get('location')).toBe(back.urlCancel);
      const again = await kit.press(page.payPath!, 'pay');
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('вече е приключено');
      await kit.idle();
      expect(received.at(-1)!.lines).toEqual([`INVOICE=${o.invoice}:STATUS=${status}`]);
    }
    expect(received).toHaveLength(2);
  });

  it('pays late: PAID after EXPIRED (the money taken after all), never for a pending or paid bill', async () => {
    const o = order();
    const page = await kit.openPayPage(client().paymentForm(merchant, o, { method: 'card', ...back }));
    expect((await kit.payLate({ min: merchant.min, invoice: o.invoice })).status).toBe(409);
    await kit.press(page.payPath!, 'expire');
    expect((await kit.payLate({ min: merchant.min, invoice: o.invoice })).status).toBe(204);
    expect((await kit.payLate({ min: merchant.min, invoice: o.invoice })).status).toBe(409);
    await kit.idle();
    // The two lines may go out in one POST or in two (ePay batches whatever is due); their order holds.
    expect(received.flatMap((r) => r.lines).map((l) => l.replace(/:PAY_TIME=.*$/, ''))).toEqual([
      `INVOICE=${o.invoice}:STATUS=EXPIRED`,
      `INVOICE=${o.invoice}:STATUS=PAID`,
    ]);
  });

  it('refuses a wrong checksum and an unknown merchant with a page in Bulgarian', async () => {
    const form = client().paymentForm(merchant, order(), { method: 'card', ...back });
    const forged = {
      ...form,
      fields: { ...form.fields, CHECKSUM: hmac(form.fields.ENCODED!, 'not the secret') },
    };
    const page = await kit.openPayPage(forged);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Невалидна контролна сума');
    expect(page.payPath).toBeUndefined();
    const stranger = await kit.openPayPage(
      client().paymentForm({ min: '999', secret: 'x' }, order(), { method: 'card', ...back }),
    );
    expect(stranger.html).toContain('Непознат търговец (КИН 999)');
  });

  it('accepts an INVOICE once per merchant, by page or by EasyPay alike', async () => {
    const o = order();
    expect(
      (await kit.openPayPage(client().paymentForm(merchant, o, { method: 'card', ...back }))).status,
    ).toBe(200);
    const twice = await kit.openPayPage(client().paymentForm(merchant, o, { method: 'epay', ...back }));
    expect(twice.status).toBe(409);
    expect(twice.html).toContain(`Фактура № ${o.invoice} вече е подадена към ePay.bg.`);
    await expect(client().registerEasyPayCode(merchant, o)).rejects.toMatchObject({ kind: 'refused' });
    // Another merchant may use the same number.
    expect((await client().registerEasyPayCode(other, o)).idn).toMatch(/^\d{10}$/);
  });
});

describe('EasyPay', () => {
  it('registers unique 10-digit codes and notifies PAID when one is paid at the desk', async () => {
    const o = order({ amountCents: 1234550 });
    const code = await client().registerEasyPayCode(merchant, o);
    const second = await client().registerEasyPayCode(merchant, order());
    expect(code.idn).toMatch(/^\d{10}$/);
    expect(second.idn).not.toBe(code.idn);
    expect(code.expiresAt).toEqual(o.expiresAt);

    const paid = await kit.payAtDesk(code.idn);
    expect(paid.status).toBe(200);
    expect((await kit.payAtDesk(code.idn)).status).toBe(409);
    await kit.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.lines[0]).toMatch(new RegExp(`^INVOICE=${o.invoice}:STATUS=PAID:PAY_TIME=\\d{14}:`));
    expect(received[0]!.fields.get('checksum')).toBe(hmac(received[0]!.fields.get('encoded')!));
  });

  it('notifies EXPIRED for a code expired now, which can no longer be paid', async () => {
    const o = order();
    const code = await client().registerEasyPayCode(merchant, o);
    expect((await kit.expire({ idn: code.idn })).status).toBe(204);
    expect((await kit.payAtDesk(code.idn)).status).toBe(409);
    await kit.idle();
    expect(received.map((r) => r.lines)).toEqual([[`INVOICE=${o.invoice}:STATUS=EXPIRED`]]);
  });

  it('answers ERR for a bad checksum and an unknown merchant', async () => {
    await expect(client().registerEasyPayCode({ ...merchant, secret: 'wrong' }, order())).rejects.toThrow(
      /Невалидна контролна сума/,
    );
    await expect(client().registerEasyPayCode({ min: '1', secret: 's' }, order())).rejects.toBeInstanceOf(
      EpayError,
    );
  });

  it('answers ERR for terms ePay refuses: no cents, a past EXP_TIME, a long DESCR', async () => {
    const register = async (payload: string) => {
      const encoded = Buffer.from(payload).toString('base64');
      const url = `${sim.url}ezp/reg_bill.cgi?ENCODED=${encodeURIComponent(encoded)}&CHECKSUM=${hmac(encoded)}`;
      return (await fetch(url)).text();
    };
    const terms = (amount: string, exp: string, descr = 'Такса') =>
      `MIN=${merchant.min}\nINVOICE=${++nextInvoice}\nAMOUNT=${amount}\nCURRENCY=EUR\nEXP_TIME=${exp}\nDESCR=${descr}\nENCODING=utf-8`;
    expect(await register(terms('0.00', '01.01.2099'))).toMatch(/^ERR=Сумата/);
    expect(await register(terms('22.80', '01.01.2020 10:00'))).toBe(
      'ERR=Крайният срок за плащане е изтекъл.\n',
    );
    expect(await register(terms('22.8', '01.01.2099', 'я'.repeat(101)))).toMatch(/^ERR=Описанието/);
    expect(await register(terms('22.8', '01.01.2099'))).toMatch(/^IDN=\d{10}\n$/);
  });
});

describe('notifications and retries', () => {
  it('sends again with growing gaps while the merchant answers ERR, and stops at OK', async () => {
    const o = order();
    reply = (invoices, n) => ({
      body: invoices.map((i) => `INVOICE=${i}:STATUS=${n < 4 ? 'ERR' : 'OK'}`).join('\n'),
    });
    await kit.payAtDesk((await client().registerEasyPayCode(merchant, o)).idn);
    await kit.idle();
    const sent = await deliveriesOf(o.invoice);
    expect(sent.map((d) => d.attempts[o.invoice])).toEqual([1, 2, 3, 4]);
    expect(sent.map((d) => d.outcome[o.invoice])).toEqual(['ERR', 'ERR', 'ERR', 'OK']);
    expect(sent.map((d) => d.nextGapMs[o.invoice])).toEqual([20, 40, 80, undefined]);
    // The same signed line each time: ePay resends the notification, it does not make a new one.
    expect(new Set(sent.map((d) => d.lines[0])).size).toBe(1);
  });

  it('sends again after a failed request or an unreadable reply, and stops at NO', async () => {
    const o = order();
    const answers = [{ status: 500, body: 'boom' }, { body: 'ERR=грешна контролна сума' }, { body: '' }];
    reply = (invoices, n) => answers[n - 1] ?? { body: `INVOICE=${invoices[0]}:STATUS=NO` };
    await kit.payAtDesk((await client().registerEasyPayCode(merchant, o)).idn);
    await kit.idle();
    const sent = await deliveriesOf(o.invoice);
    expect(sent.map((d) => d.outcome[o.invoice])).toEqual(['MISSING', 'MISSING', 'MISSING', 'NO']);
    expect(sent[0]!.httpStatus).toBe(500);
    expect(received).toHaveLength(4);
  });

  it('puts the lines due together in one POST and resends only the invoices not answered OK', async () => {
    const [first, a, b] = [order(), order(), order()];
    const codes = [first, a, b].map((o) => client().registerEasyPayCode(merchant, o));
    const [firstCode, aCode, bCode] = await Promise.all(codes);
    // The first POST is held open while two more bills expire: their lines wait for it, then go together.
    let arrived!: () => void;
    const firstArrived = new Promise<void>((r) => {
      arrived = r;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    reply = async (invoices, n) => {
      if (n === 1) {
        arrived();
        await held;
      }
      return {
        body: invoices
          .map((i) => `INVOICE=${i}:STATUS=${i === b.invoice && n === 2 ? 'ERR' : 'OK'}`)
          .join('\n'),
      };
    };
    await kit.expire({ idn: firstCode!.idn });
    await firstArrived;
    await kit.expire({ idn: aCode!.idn });
    await kit.expire({ idn: bCode!.idn });
    release();
    await kit.idle();
    expect(received.map((r) => r.lines)).toEqual([
      [`INVOICE=${first.invoice}:STATUS=EXPIRED`],
      [`INVOICE=${a.invoice}:STATUS=EXPIRED`, `INVOICE=${b.invoice}:STATUS=EXPIRED`],
      [`INVOICE=${b.invoice}:STATUS=EXPIRED`],
    ]);
  });
});

describe('giving up', () => {
  it('stops sending a line once the next gap would pass the give-up time', async () => {
    let posts = 0;
    const notifier = createNotifier({
      merchant: () => ({ secret: merchant.secret, notifyUrl: 'http://127.0.0.1:9/notify' }),
      // The second gap (800 ms) ends past the 1 s limit whatever the machine's speed; the first (400 ms) does not.
      retries: { baseGapMs: 400, maxGapMs: 10_000, giveUpAfterMs: 1000 },
      fetch: async () => {
        posts += 1;
        return new Response('INVOICE=1:STATUS=ERR');
      },
    });
    notifier.notify(merchant.min, '1', 'INVOICE=1:STATUS=DENIED');
    await notifier.idle();
    expect(posts).toBe(2);
    expect(notifier.deliveries().map((d) => d.outcome['1'])).toEqual(['ERR', 'GAVE_UP']);
    notifier.stop();
  });
});

import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createNotifier, type RetryPolicy, realisticRetries } from './notifier';
import { errorPage, finishedPage, indexPage, payPage, resultPage } from './pages';
import { checksumValid, decodeRequest, payTimeOf, type RequestTerms, readTerms } from './wire';

/**
 * A local ePay.bg: the same merchant protocol as https://www.epay.bg/ and https://demo.epay.bg/ on a port
 * of its own, so the platform's one ePay client works against it by base URL alone. What it serves:
 * - `POST /` (ENCODED, CHECKSUM, PAGE=paylogin|credit_paydirect, URL_OK, URL_CANCEL): the pay page with
 *   "Плати", "Откажи", "Остави да изтече"; each sends the notification and returns the browser.
 * - `GET /ezp/reg_bill.cgi?ENCODED=…&CHECKSUM=…`: `IDN=<10 digits>` or `ERR=…`;
 *   `GET /ezp/pay_bill.cgi?ACTION=PAY&IDN=…`: the code paid at an EasyPay desk.
 * - `/dev/…` for the platform's local run and for tests: merchants, bills, expiring now, the
 *   notifications sent with their replies, and waiting until no notification is pending.
 * Everything lives in memory: a restart forgets merchants and bills (the platform registers its providers
 * again when it starts).
 */

export interface EpaySimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  retries?: Partial<RetryPolicy>;
  /** How often pending bills past EXP_TIME are expired (tests expire through `/dev/expire` instead). */
  sweepMs?: number;
}

interface Merchant {
  min: string;
  name: string;
  secret: string;
  notifyUrl: string;
}

type BillStatus = 'PENDING' | 'PAID' | 'DENIED' | 'EXPIRED';

interface Bill extends RequestTerms {
  id: string;
  via: 'paylogin' | 'credit_paydirect' | 'easypay';
  idn?: string;
  urlOk?: string;
  urlCancel?: string;
  status: BillStatus;
  createdAt: string;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 256 * 1024) throw new Refusal(413, 'Заявката е твърде голяма.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEpaySimulator(options: EpaySimulatorOptions = {}) {
  const merchants = new Map<string, Merchant>();
  const bills = new Map<string, Bill>(); // by `${min}:${invoice}`: INVOICE is accepted once per merchant
  const byId = new Map<string, Bill>();
  const byIdn = new Map<string, Bill>();
  const notifier = createNotifier({
    merchant: (min) => merchants.get(min),
    retries: { ...realisticRetries, ...options.retries },
  });

  /** Verifies a signed request and registers its bill, or says (in Bulgarian) why not. */
  function acceptRequest(encoded: string, checksum: string, via: Bill['via']): Bill {
    if (!encoded || !checksum) throw new Refusal(400, 'Липсват ENCODED или CHECKSUM.');
    const fields = decodeRequest(encoded);
    const merchant = merchants.get(fields.get('MIN') ?? '');
    if (!merchant) throw new Refusal(400, `Непознат търговец (КИН ${fields.get('MIN') ?? '—'}).`);
    if (!checksumValid(encoded, checksum, merchant.secret))
      throw new Refusal(
        400,
        'Невалидна контролна сума (CHECKSUM): заявката не е подписана с тайния ключ на търговеца.',
      );
    const terms = readTerms(fields, new Date());
    if ('problem' in terms) throw new Refusal(400, terms.problem);
    const key = `${terms.min}:${terms.invoice}`;
    if (bills.has(key)) throw new Refusal(409, `Фактура № ${terms.invoice} вече е подадена към ePay.bg.`);
    const bill: Bill = {
      ...terms,
      id: randomUUID(),
      via,
      status: 'PENDING',
      createdAt: new Date().toISOString(),
    };
    bills.set(key, bill);
    byId.set(bill.id, bill);
    return bill;
  }

  /**
   * Moves a pending bill to its final status and notifies the merchant. `late`: ePay took the money of a bill
   * it had already reported EXPIRED or DENIED (what real ePay does when a bank confirms late), so a PAID
   * follows the end (issue #25: the platform keeps that money as an overpayment to refund).
   */
  function finish(bill: Bill, status: Exclude<BillStatus, 'PENDING'>, late = false): boolean {
    if (late ? bill.status !== 'EXPIRED' && bill.status !== 'DENIED' : bill.status !== 'PENDING')
      return false;
    bill.status = status;
    let line = `INVOICE=${bill.invoice}:STATUS=${status}`;
    if (status === 'PAID') {
      const stan = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const bcode = randomInt(0, 36 ** 6)
        .toString(36)
        .toUpperCase()
        .padStart(6, '0');
      line += `:PAY_TIME=${payTimeOf(new Date())}:STAN=${stan}:BCODE=${bcode}`;
    }
    notifier.notify(bill.min, bill.invoice, line);
    return true;
  }

  function newIdn(): string {
    for (;;) {
      const idn = String(randomInt(1_000_000_000, 10_000_000_000));
      if (!byIdn.has(idn)) return idn;
    }
  }

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const bill of bills.values())
      if (bill.status === 'PENDING' && bill.expiresAt.getTime() <= now) finish(bill, 'EXPIRED');
  }, options.sweepMs ?? 30_000);
  sweep.unref();

  const html = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  const text = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path === '/' && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const page = form.get('PAGE') ?? 'paylogin';
      if (page !== 'paylogin' && page !== 'credit_paydirect')
        throw new Refusal(400, `Непознат вид плащане (PAGE=${page}).`);
      const bill = acceptRequest(form.get('ENCODED') ?? '', form.get('CHECKSUM') ?? '', page);
      bill.urlOk = form.get('URL_OK') || undefined;
      bill.urlCancel = form.get('URL_CANCEL') || undefined;
      return html(res, 200, payPage({ ...bill, page, merchantName: merchants.get(bill.min)!.name }));
    }
    const pay = /^\/pay\/([\w-]+)$/.exec(path);
    if (pay) {
      const bill = byId.get(pay[1]!);
      if (!bill || bill.via === 'easypay') throw new Refusal(404, 'Няма такова плащане.');
      if (method === 'GET') {
        if (bill.status !== 'PENDING') return html(res, 409, finishedPage(bill.invoice));
        return html(
          res,
          200,
          payPage({ ...bill, page: bill.via, merchantName: merchants.get(bill.min)!.name }),
        );
      }
      const action = new URLSearchParams(await readBody(req)).get('action');
      const status = ({ pay: 'PAID', deny: 'DENIED', expire: 'EXPIRED' } as const)[action ?? ''];
      if (!status) throw new Refusal(400, 'Изберете „Плати“, „Откажи“ или „Остави да изтече“.');
      if (!finish(bill, status)) return html(res, 409, finishedPage(bill.invoice));
      const back = status === 'PAID' ? bill.urlOk : bill.urlCancel;
      if (back) return res.writeHead(303, { Location: back }).end();
      return html(res, 200, resultPage(status, bill.invoice));
    }
    if (path === '/ezp/reg_bill.cgi' && method === 'GET') {
      try {
        const bill = acceptRequest(
          url.searchParams.get('ENCODED') ?? '',
          url.searchParams.get('CHECKSUM') ?? '',
          'easypay',
        );
        bill.idn = newIdn();
        byIdn.set(bill.idn, bill);
        return text(res, 200, `IDN=${bill.idn}\n`);
      } catch (e) {
        // The machine interface answers 200 with ERR=…, as ePay does.
        if (e instanceof Refusal) return text(res, 200, `ERR=${e.message}\n`);
        throw e;
      }
    }
    if (path === '/ezp/pay_bill.cgi' && method === 'GET') {
      if (url.searchParams.get('ACTION') !== 'PAY')
        return text(res, 400, 'ERR=Непознато действие (ACTION).\n');
      const bill = byIdn.get(url.searchParams.get('IDN') ?? '');
      if (!bill) return text(res, 404, 'ERR=Няма такъв код за EasyPay (IDN).\n');
      if (!finish(bill, 'PAID'))
        return text(res, 409, `ERR=Кодът вече е ${bill.status === 'PAID' ? 'платен' : 'изтекъл'}.\n`);
      return text(res, 200, `IDN=${bill.idn}:STATUS=PAID\n`);
    }
    if (path.startsWith('/dev/')) return devRoute(req, res, url);
    if (path === '/' && method === 'GET') return html(res, 200, indexPage([...merchants.values()]));
    throw new Refusal(404, 'Няма такава страница.');
  }

  async function devRoute(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const merchant = /^\/dev\/merchants\/([A-Za-z0-9]+)$/.exec(url.pathname);
    if (merchant && method === 'PUT') {
      const body = JSON.parse((await readBody(req)) || '{}') as Partial<Merchant>;
      if (!body.secret || !/^https?:\/\//.test(body.notifyUrl ?? ''))
        return json(res, 400, { message: 'Нужни са secret и notifyUrl (http или https).' });
      const min = merchant[1]!;
      merchants.set(min, {
        min,
        name: body.name || `Търговец ${min}`,
        secret: body.secret,
        notifyUrl: body.notifyUrl!,
      });
      return res.writeHead(204).end();
    }
    if (url.pathname === '/dev/merchants' && method === 'GET')
      return json(
        res,
        200,
        [...merchants.values()].map(({ secret: _, ...m }) => m),
      );
    if (url.pathname === '/dev/bills' && method === 'GET') return json(res, 200, [...bills.values()]);
    if (url.pathname === '/dev/expire' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        idn?: string;
        min?: string;
        invoice?: string;
      };
      const bill = body.idn ? byIdn.get(body.idn) : bills.get(`${body.min}:${body.invoice}`);
      if (!bill) return json(res, 404, { message: 'Няма такова плащане.' });
      if (!finish(bill, 'EXPIRED')) return json(res, 409, { message: 'Плащането вече е приключено.' });
      return res.writeHead(204).end();
    }
    if (url.pathname === '/dev/late-pay' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { min?: string; invoice?: string };
      const bill = bills.get(`${body.min}:${body.invoice}`);
      if (!bill) return json(res, 404, { message: 'Няма такова плащане.' });
      if (!finish(bill, 'PAID', true))
        return json(res, 409, { message: 'Плащането не е изтекло или отказано.' });
      return res.writeHead(204).end();
    }
    if (url.pathname === '/dev/notifications' && method === 'GET')
      return json(res, 200, notifier.deliveries());
    if (url.pathname === '/dev/idle' && method === 'GET') {
      await notifier.idle();
      return res.writeHead(204).end();
    }
    return json(res, 404, { message: 'Няма такъв адрес.' });
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((e: Error) => {
      if (res.headersSent) return res.end();
      if (e instanceof Refusal) return html(res, e.status, errorPage(e.message));
      if (e instanceof SyntaxError) return json(res, 400, { message: 'Тялото не е JSON.' });
      html(res, 500, errorPage('Вътрешна грешка на симулатора.'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/`;

  return {
    url,
    port,
    /** The same as `PUT /dev/merchants/<min>`, for code in this process (tests, demo seeding). */
    registerMerchant(merchant: { min: string; secret: string; notifyUrl: string; name?: string }) {
      merchants.set(merchant.min, { ...merchant, name: merchant.name || `Търговец ${merchant.min}` });
    },
    notifications: notifier.deliveries,
    idle: notifier.idle,
    async stop() {
      clearInterval(sweep);
      notifier.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type EpaySimulator = Awaited<ReturnType<typeof startEpaySimulator>>;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromSofiaWallClock } from '../../../functions/src/platform/payments/epay/protocol';

/**
 * ePay's side of the merchant protocol, written apart from the platform's client
 * (functions/src/platform/payments/epay/protocol.ts) so the simulator checks the client rather than
 * agreeing with it by construction. Only the Sofia wall-clock arithmetic is shared.
 */

export const hmacHex = (encoded: string, secret: string) =>
  createHmac('sha1', secret).update(encoded, 'utf8').digest('hex');

export function checksumValid(encoded: string, checksum: string, secret: string): boolean {
  const expected = Buffer.from(hmacHex(encoded, secret));
  const given = Buffer.from(checksum.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The `KEY=value` lines of a request; DESCR is CP1251 unless ENCODING=utf-8, as at ePay. */
export function decodeRequest(encoded: string): Map<string, string> {
  const bytes = Buffer.from(encoded, 'base64');
  const read = (label: string) => new TextDecoder(label).decode(bytes);
  const utf8 = read('utf-8');
  const text = /^ENCODING=utf-8\s*$/im.test(utf8) ? utf8 : read('windows-1251');
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const eq = line.indexOf('=');
    if (eq > 0) fields.set(line.slice(0, eq).trim().toUpperCase(), line.slice(eq + 1).trim());
  }
  return fields;
}

export interface RequestTerms {
  min: string;
  invoice: string;
  amountCents: number;
  currency: string;
  expTime: string;
  expiresAt: Date;
  description: string;
}

const expShape = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The terms of a request, or what is wrong with them (in Bulgarian: it is shown on ePay's page). */
export function readTerms(fields: Map<string, string>, now: Date): RequestTerms | { problem: string } {
  const min = fields.get('MIN') ?? '';
  const invoice = fields.get('INVOICE') ?? '';
  const amount = fields.get('AMOUNT') ?? '';
  const currency = (fields.get('CURRENCY') ?? 'BGN').toUpperCase();
  const expTime = fields.get('EXP_TIME') ?? '';
  if (!min) return { problem: 'Липсва КИН на търговеца (MIN).' };
  if (!/^\d+$/.test(invoice))
    return { problem: 'Номерът на фактурата (INVOICE) трябва да съдържа само цифри.' };
  const money = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  const amountCents = money ? Number(money[1]) * 100 + Number((money[2] ?? '0').padEnd(2, '0')) : 0;
  if (amountCents < 1) return { problem: 'Сумата (AMOUNT) трябва да е поне 0.01.' };
  if (!['EUR', 'BGN', 'USD'].includes(currency))
    return { problem: 'Валутата (CURRENCY) трябва да е EUR, BGN или USD.' };
  const t = expShape.exec(expTime);
  if (!t) return { problem: 'Крайният срок (EXP_TIME) трябва да е във вида ДД.ММ.ГГГГ[ чч:мм[:сс]].' };
  // A date alone is valid until the end of that day.
  const [h, m, s] = t[4] === undefined ? [23, 59, 59] : [+t[4], +t[5]!, +(t[6] ?? 0)];
  const expiresAt = fromSofiaWallClock(+t[3]!, +t[2]!, +t[1]!, h, m, s);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)
    return { problem: 'Крайният срок за плащане е изтекъл.' };
  const description = fields.get('DESCR') ?? '';
  if ([...description].length > 100) return { problem: 'Описанието (DESCR) е по-дълго от 100 знака.' };
  return { min, invoice, amountCents, currency, expTime, expiresAt, description };
}

/** `12,50 €`, `12 345,50 €` as Bulgarians read money. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('bg-BG', { style: 'currency', currency }).format(cents / 100);
}

/** PAY_TIME: `YYYYMMDDhhmmss` on the Sofia wall clock. */
export function payTimeOf(at: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Sofia',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

/** The merchant's reply, per invoice; `undefined` for a whole-body `ERR=` or an unreadable reply. */
export function parseMerchantReply(body: string): Map<string, string> | undefined {
  const statuses = new Map<string, string>();
  for (const line of body.split(/\r?\n/)) {
    const m = /^INVOICE=(\d+):STATUS=(OK|ERR|NO)\s*$/i.exec(line.trim());
    if (m) statuses.set(m[1]!, m[2]!.toUpperCase());
  }
  return statuses.size > 0 ? statuses : undefined;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { sofiaParts } from '@gradina/shared/format-dates';
import { sofiaToUtc } from '../../sofia-clock';

/**
 * The ePay.bg / EasyPay merchant protocol (../shared/DOMAIN-NOTES.md, kb.epay.bg "web"), as pure functions:
 * a payment request is `KEY=value` lines, sent as ENCODED (base64, no line breaks) and CHECKSUM (lowercase
 * hex HMAC-SHA1 of ENCODED with the merchant's 64-character secret); ePay's notifications come back signed
 * the same way, one line per invoice, and are answered one line per invoice. No I/O here: client.ts speaks
 * HTTP, the simulator (infra/local/epay-simulator) plays ePay.
 */

export type EpayCurrency = 'EUR' | 'BGN' | 'USD';

/** One payment request: what the parent pays, to which merchant, until when. */
export interface PaymentRequest {
  /** The merchant's КИН (MIN). */
  min: string;
  /** Digits only; ePay accepts each INVOICE once per merchant, so a retry needs a new number. */
  invoice: string;
  /** Integer cents (2280 = 22.80). */
  amountCents: number;
  currency?: EpayCurrency;
  /** Sent as EXP_TIME on the Sofia wall clock. */
  expiresAt: Date;
  /** What the parent sees at ePay; cut to 100 characters. */
  description: string;
}

export interface SignedRequest {
  encoded: string;
  checksum: string;
}

export const maxDescriptionLength = 100;

/** 2280 → `22.80`: ePay's AMOUNT, from integer cents so no float ever rounds a fee. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError('AMOUNT must be a positive whole number of cents');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `DD.MM.YYYY hh:mm:ss` on the Sofia wall clock (EXP_TIME). */
export function formatExpTime(at: Date): string {
  const p = sofiaParts(at.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.d)}.${two(p.m)}.${p.y} ${two(p.h)}:${two(p.min)}:${two(p.s)}`;
}

/** The instant a Sofia wall-clock reading names (PAY_TIME, EXP_TIME); summer time included. */
export function fromSofiaWallClock(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  return new Date(sofiaToUtc(year, month, day, hour, minute, second));
}

/** The request payload, one `KEY=value` line each; DESCR is UTF-8 (ENCODING=utf-8), never CP1251. */
export function buildPayload(request: PaymentRequest): string {
  // A КИН is digits, or a letter and digits on the demo host (D468695585).
  if (!/^[A-Z0-9]{1,20}$/i.test(request.min)) throw new RangeError('MIN is not a КИН');
  if (!/^\d{1,20}$/.test(request.invoice)) throw new RangeError('INVOICE must be digits');
  const description = [...request.description.replace(/[\r\n]+/g, ' ').trim()]
    .slice(0, maxDescriptionLength)
    .join('');
  return [
    `MIN=${request.min}`,
    `INVOICE=${request.invoice}`,
    `AMOUNT=${formatAmount(request.amountCents)}`,
    `CURRENCY=${request.currency ?? 'EUR'}`,
    `EXP_TIME=${formatExpTime(request.expiresAt)}`,
    `DESCR=${description}`,
    'ENCODING=utf-8',
  ].join('\n');
}

export const encodePayload = (payload: string) => Buffer.from(payload, 'utf8').toString('base64');

export const checksumOf = (encoded: string, secret: string) =>
  createHmac('sha1', secret).update(encoded, 'utf8').digest('hex');

export function signRequest(request: PaymentRequest, secret: string): SignedRequest {
  const encoded = encodePayload(buildPayload(request));
  return { encoded, checksum: checksumOf(encoded, secret) };
}

/** Whether CHECKSUM is ENCODED's HMAC with the secret; compared in constant time, case-insensitively. */
export function checksumMatches(encoded: string, checksum: string, secret: string): boolean {
  const expected = Buffer.from(checksumOf(encoded, secret), 'utf8');
  const given = Buffer.from(checksum.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** ePay account (`paylogin`) or card without an ePay account (`credit_paydirect`). */
export type PaymentPage = 'paylogin' | 'credit_paydirect';

export interface PaymentFormOptions {
  page: PaymentPage;
  /** Where ePay sends the browser after a payment; after a cancel. */
  urlOk: string;
  urlCancel: string;
}

/** The fields of the browser's form POST to ePay's base URL. */
export function paymentFormFields(
  signed: SignedRequest,
  options: PaymentFormOptions,
): Record<string, string> {
  return {
    PAGE: options.page,
    // LANG chooses the card page's language; paylogin reads it too.
    LANG: 'bg',
    ENCODED: signed.encoded,
    CHECKSUM: signed.checksum,
    URL_OK: options.urlOk,
    URL_CANCEL: options.urlCancel,
  };
}

/** `<base>/ezp/reg_bill.cgi?ENCODED=…&CHECKSUM=…`: registers an EasyPay code for the request. */
export function easyPayRegistrationUrl(baseUrl: string, signed: SignedRequest): string {
  const url = new URL('ezp/reg_bill.cgi', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('ENCODED', signed.encoded);
  url.searchParams.set('CHECKSUM', signed.checksum);
  return url.toString();
}

export type EasyPayAnswer = { ok: true; idn: string } | { ok: false; error: string };

/** ePay's answer to reg_bill.cgi: `IDN=<10 digits>` or `ERR=<reason>`. */
export function parseEasyPayAnswer(body: string): EasyPayAnswer {
  const lines = body.split(/\r?\n/).map((l) => l.trim());
  const idn = lines.map((l) => /^IDN=(\d{10})$/.exec(l)?.[1]).find(Boolean);
  if (idn) return { ok: true, idn };
  const error = lines.map((l) => /^ERR=(.*)$/.exec(l)?.[1]).find((e) => e !== undefined);
  return { ok: false, error: error?.trim() || 'неразпознат отговор' };
}

export type NotificationStatus = 'PAID' | 'DENIED' | 'EXPIRED';

export interface NotificationLine {
  invoice: string;
  status: NotificationStatus;
  /** PAID only: PAY_TIME as sent (`YYYYMMDDhhmmss`, Sofia) and the instant it names. */
  payTime?: string;
  paidAt?: Date;
  /** PAID only: the transaction number and the BORICA authorisation code. */
  stan?: string;
  bcode?: string;
}

/** A notification line the protocol does not allow: answered ERR (or NO without an invoice) by the caller. */
export interface MalformedLine {
  invoice?: string;
  line: string;
  problem: string;
}

export type VerifiedNotification =
  | { ok: true; lines: NotificationLine[]; malformed: MalformedLine[] }
  | { ok: false; reason: string };

/** ENCODED and CHECKSUM of a notification body, whatever the case of their names. */
export function notificationFields(body: string | URLSearchParams | Record<string, unknown>): {
  encoded?: string;
  checksum?: string;
} {
  const entries =
    typeof body === 'string'
      ? [...new URLSearchParams(body).entries()]
      : body instanceof URLSearchParams
        ? [...body.entries()]
        : Object.entries(body);
  const pick = (name: string) => {
    const found = entries.find(([k]) => k.toUpperCase() === name);
    return typeof found?.[1] === 'string' ? found[1] : undefined;
  };
  return { encoded: pick('ENCODED'), checksum: pick('CHECKSUM') };
}

const payTimeShape = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

function parseLine(line: string): NotificationLine | MalformedLine {
  const fields = new Map<string, string>();
  for (const part of line.split(':')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim().toUpperCase(), part.slice(eq + 1).trim());
  }
  const invoice = fields.get('INVOICE');
  const status = fields.get('STATUS');
  if (!invoice || !/^\d+$/.test(invoice)) return { line, problem: 'INVOICE липсва или не е число' };
  if (status !== 'PAID' && status !== 'DENIED' && status !== 'EXPIRED')
    return { invoice, line, problem: `непознат STATUS ${status ?? ''}`.trim() };
  if (status !== 'PAID') return { invoice, status };
  const payTime = fields.get('PAY_TIME') ?? '';
  const t = payTimeShape.exec(payTime);
  if (!t) return { invoice, line, problem: 'PAY_TIME липсва или не е във вида YYYYMMDDhhmmss' };
  return {
    invoice,
    status,
    payTime,
    paidAt: fromSofiaWallClock(+t[1]!, +t[2]!, +t[3]!, +t[4]!, +t[5]!, +t[6]!),
    stan: fields.get('STAN'),
    bcode: fields.get('BCODE'),
  };
}

/**
 * A notification, checked before anything in it is read: the HMAC over ENCODED with the merchant's secret
 * first (constant time), then the decoded lines. A bad checksum answers `{ ok: false }` and must be replied
 * to with `ERR=<reason>` (formatChecksumError).
 */
export function verifyNotificationFields(
  fields: { encoded?: string; checksum?: string },
  secret: string,
): VerifiedNotification {
  const { encoded, checksum } = fields;
  if (!encoded || !checksum) return { ok: false, reason: 'липсва ENCODED или CHECKSUM' };
  if (!checksumMatches(encoded, checksum, secret)) return { ok: false, reason: 'грешна контролна сума' };
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const lines: NotificationLine[] = [];
  const malformed: MalformedLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const parsed = parseLine(raw.trim());
    if ('problem' in parsed) malformed.push(parsed);
    else lines.push(parsed);
  }
  if (lines.length + malformed.length === 0) return { ok: false, reason: 'празно известие' };
  return { ok: true, lines, malformed };
}

/** OK: applied (or applied before); ERR: ePay should send it again; NO: no such invoice here. */
export type ReplyStatus = 'OK' | 'ERR' | 'NO';

/** The reply body: one `INVOICE=…:STATUS=…` line per invoice of the notification. */
export function formatReply(results: readonly { invoice: string; status: ReplyStatus }[]): string {
  return `${results.map((r) => `INVOICE=${r.invoice}:STATUS=${r.status}`).join('\n')}\n`;
}

/** The reply to a notification whose checksum (or shape) is wrong: ePay keeps it and retries. */
export function formatChecksumError(reason: string): string {
  return `ERR=${reason.replace(/[\r\n]+/g, ' ')}\n`;
}

/**
 * A notification's form body exactly as ePay POSTs it to a merchant: `encoded=…&checksum=…` over the lines
 * (`INVOICE=…:STATUS=…[:PAY_TIME=…:STAN=…:BCODE=…]`), signed with the merchant's secret. The providers'
 * webhook test sends one the way ePay would.
 */
export function notificationBody(lines: readonly string[], secret: string): string {
  const encoded = encodePayload(`${lines.join('\n')}\n`);
  return new URLSearchParams({ encoded, checksum: checksumOf(encoded, secret) }).toString();
}

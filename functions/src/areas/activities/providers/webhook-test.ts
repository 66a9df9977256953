import { formatExpTime, notificationBody } from '../../../platform/payments/epay/protocol';

/**
 * The providers' webhook test: a notification built exactly as ePay sends one (a PAID line for an INVOICE no
 * payment has, signed with the provider's secret), POSTed form-encoded to the provider's notification URL.
 * The webhook passes when it verified the checksum, looked the invoice up and answered `INVOICE=<n>:STATUS=NO`
 * (no such payment here) and nothing else. Every message is Bulgarian and quotes only the webhook's reply,
 * never the secret, ENCODED or CHECKSUM.
 */

export interface WebhookReply {
  status?: number;
  body?: string;
  /** The request itself failed (no connection, timeout). */
  error?: string;
}

export type WebhookVerdict = { verified: true } | { verified: false; error: string };

/** `YYYYMMDDhhmmss` on the Sofia clock (PAY_TIME). */
export function payTimeOf(at: Date): string {
  const [date, time] = formatExpTime(at).split(' ');
  const [day, month, year] = date!.split('.');
  return `${year}${month}${day}${time!.replaceAll(':', '')}`;
}

/** The one line of the test notification: a payment of `invoice`, as ePay writes it. */
export function testLine(invoice: number, at: Date): string {
  const stan = String(invoice % 1_000_000).padStart(6, '0');
  return `INVOICE=${invoice}:STATUS=PAID:PAY_TIME=${payTimeOf(at)}:STAN=${stan}:BCODE=TEST${stan.slice(-2)}`;
}

export const testBody = (invoice: number, at: Date, secret: string) =>
  notificationBody([testLine(invoice, at)], secret);

/** A reply as one short line for the Master (a webhook may answer a page of HTML). */
const quoted = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
};

/** Whether the webhook answered the test as the protocol says. Pure. */
export function webhookVerdict(invoice: number, reply: WebhookReply): WebhookVerdict {
  if (reply.error !== undefined)
    return { verified: false, error: `Адресът за известия не отговори: ${reply.error}.` };
  if (reply.status === undefined || reply.status < 200 || reply.status > 299)
    return {
      verified: false,
      error: `Адресът за известия отговори със статус ${reply.status ?? 'без статус'}.`,
    };
  const body = (reply.body ?? '').trim();
  const expected = `INVOICE=${invoice}:STATUS=NO`;
  if (body === expected) return { verified: true };
  if (body === '')
    return { verified: false, error: `Адресът за известия върна празен отговор вместо ${expected}.` };
  if (body.startsWith('ERR='))
    return {
      verified: false,
      error: `Адресът за известия отказа известието (${quoted(body)}): проверете тайния ключ и КИН.`,
    };
  return { verified: false, error: `Адресът за известия отговори „${quoted(body)}“ вместо ${expected}.` };
}

/** POSTs the body as ePay does and reads the reply (10 s at most). */
export async function postNotification(url: string, body: string, timeoutMs = 10_000): Promise<WebhookReply> {
  try {
    const reply = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: reply.status, body: await reply.text() };
  } catch (e) {
    const error = e as Error;
    return { error: error.name === 'TimeoutError' ? 'изтече времето за отговор' : 'няма връзка' };
  }
}

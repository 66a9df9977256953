import type { DeliveryRecord } from './notifier';

/**
 * Driving the ePay simulator over HTTP from a test (its own suites, and the API and e2e suites of the
 * activities/payments areas against the local cloud's simulator, whose address is EPAY_BASE_URL): register
 * a merchant, post a payment form and press a button, pay an EasyPay code at the desk, expire a bill, read
 * the notifications sent and wait until none is pending.
 */
export function epaySimulatorKit(baseUrl: string) {
  const at = (path: string) => new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
  const ok = async (reply: Response, what: string) => {
    if (!reply.ok) throw new Error(`${what}: ${reply.status} ${await reply.text()}`);
    return reply;
  };
  return {
    async registerMerchant(merchant: { min: string; secret: string; notifyUrl: string; name?: string }) {
      await ok(
        await fetch(at(`dev/merchants/${merchant.min}`), {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(merchant),
        }),
        'register merchant',
      );
    },
    /** Posts the form the platform gave the browser; answers the page and where its buttons post. */
    async openPayPage(form: { action: string; fields: Record<string, string> }) {
      const reply = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
      const html = await reply.text();
      const buttons = /action="(\/pay\/[\w-]+)"/.exec(html)?.[1];
      return { status: reply.status, html, payPath: buttons ? at(buttons.slice(1)) : undefined };
    },
    /** Presses "Плати" / "Откажи" / "Остави да изтече"; the reply is not followed (303 to URL_OK/URL_CANCEL). */
    press(payPath: string, action: 'pay' | 'deny' | 'expire') {
      return fetch(payPath, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
    },
    payAtDesk(idn: string) {
      return fetch(at(`ezp/pay_bill.cgi?ACTION=PAY&IDN=${encodeURIComponent(idn)}`));
    },
    async expire(bill: { idn: string } | { min: string; invoice: string }) {
      return fetch(at('dev/expire'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(bill),
      });
    },
    /** ePay's PAID for a bill it already reported EXPIRED or DENIED (a late payment). */
    async payLate(bill: { min: string; invoice: string }) {
      return fetch(at('dev/late-pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(bill),
      });
    },
    async notifications(): Promise<DeliveryRecord[]> {
      return (await (
        await ok(await fetch(at('dev/notifications')), 'notifications')
      ).json()) as DeliveryRecord[];
    },
    async idle() {
      await ok(await fetch(at('dev/idle')), 'idle');
    },
  };
}

export type EpaySimulatorKit = ReturnType<typeof epaySimulatorKit>;

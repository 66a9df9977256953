import { createHmac } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalCloud } from '../../infra/local/cloud';
import { demoSecret } from '../../infra/local/demo/activity-providers-demo';
import { freePort } from '../../infra/local/ports';
import { routeById } from '../../shared/src/manifest/index';

/**
 * `npx tsx test/bench/online-payments.ts` alone, or a part of `npm run bench`.
 *
 * Online payments' rows (issue #16): as the demo parent, the DynamoDB requests of the unpaid-fees page (<= 2:
 * the child's fees Query and one BatchGet of the guardian link, providers and pending payments); then ePay's
 * PAID notification of a card payment the parent started (<= 3 requests + the transaction: the provider, the
 * INVOICE marker, the receipt number) and the same line resent (the marker only); as the demo director, the
 * refund screen „Надплатени суми“ (<= 2: one Query of the kindergarten's overpayments; issue #25). Figures
 * from the local cloud's X-Gradina-Db header.
 */
async function signIn(baseUrl: string, identifier: string) {
  const login = await fetch(new URL(routeById.get('identity.login')!.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Gradina2026', identifierKind: 0 }),
  });
  return ((await login.json()) as { token: string }).token;
}

export async function onlinePaymentsRows(baseUrl: string) {
  let token = await signIn(baseUrl, 'parent@demo.gradina.bg');
  const meterOf = (res: Response) =>
    Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
  const call = async (
    id: string,
    init: { path?: Record<string, string>; query?: Record<string, string> },
  ) => {
    const route = routeById.get(id)!;
    const url = new URL(
      route.path.replace(/\{(\w+)\}/g, (_, n: string) => init.path?.[n] ?? ''),
      baseUrl,
    );
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, { method: route.method, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, meter: meterOf(res) };
  };
  const me = await call('identity.userData', {});
  const kindergartenId = (me.body.kindergartens as { id: string; isSelected: boolean }[]).find(
    (k) => k.isSelected,
  )!.id;
  const children = (await call('attendance.requestChildren', { query: { kindergartenId } }))
    .body as unknown as {
    id: string;
  }[];
  const studentId = children[0]!.id;
  const unpaid = await call('payments.parentUnpaidFees', { query: { kindergartenId, studentId } });
  const fee = (
    unpaid.body.result as { id: string; isOnlinePaymentPossible: boolean; providerId: string }[]
  ).find((f) => f.isOnlinePaymentPossible);
  if (!fee) throw new Error('the demo parent’s child has no fee to pay online');
  const start = await call('payments.epayData', {
    path: { id: fee.id },
    query: { kindergartenId, method: '7' },
  });
  const { invoice, form } = start.body as { invoice: string; form: { fields: Record<string, string> } };
  const min = /MIN=(\d+)/.exec(Buffer.from(form.fields.ENCODED!, 'base64').toString('utf8'))![1]!;
  const encoded = Buffer.from(
    `INVOICE=${invoice}:STATUS=PAID:PAY_TIME=20261125101500:STAN=1:BCODE=B1\n`,
  ).toString('base64');
  const checksum = createHmac('sha1', demoSecret({ min })).update(encoded).digest('hex');
  const notify = async () => {
    const res = await fetch(
      new URL(`/api/activities/payments/epay-notification/${fee.providerId}`, baseUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ encoded, checksum }),
      },
    );
    return { status: res.status, reply: (await res.text()).trim(), meter: meterOf(res) };
  };
  const first = await notify();
  const resent = await notify();
  token = await signIn(baseUrl, 'director@demo.gradina.bg');
  const refunds = await call('payments.overpayments', { query: { kindergartenId } });
  console.log('\nOnline payments (demo parent; handler only)');
  console.log(`${'what'.padEnd(44)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'WCU'.padStart(7)}`);
  for (const [what, r] of [
    ['unpaid fees page (parent fees reply)', unpaid],
    ['start a card payment (form)', start],
    [`notification PAID (${first.reply})`, first],
    [`the same PAID resent (${resent.reply})`, resent],
    [`refund screen (${(refunds.body.result as unknown[] | undefined)?.length ?? 0} overpayments)`, refunds],
  ] as const)
    console.log(
      `${what.padEnd(44)} ${String(r.status).padStart(6)} ${String(r.meter.requests ?? '-').padStart(8)} ${Number(
        r.meter.wcu ?? 0,
      )
        .toFixed(1)
        .padStart(7)}`,
    );
  console.log(`DynamoDB requests of a parent's unpaid-fees page (<= 2): ${unpaid.meter.requests ?? '-'}`);
  console.log(
    `DynamoDB requests of the refund screen „Надплатени суми“ (<= 2): ${refunds.meter.requests ?? '-'}`,
  );
  // The transaction is one of the metered requests: the rest is what the notification read and counted.
  console.log(
    `DynamoDB requests handling one notification (<= 3 + the transaction): ${Number(first.meter.requests ?? 0) - 1} + the transaction`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-online-payments'),
    inMemory: true,
    quiet: true,
  });
  try {
    await onlinePaymentsRows(cloud.url);
  } finally {
    await cloud.stop();
  }
}

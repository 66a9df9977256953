import { routeById } from '../../shared/src/manifest/index';
import { onDemoCloud, signInAs, whenRunDirectly } from './demo-cloud';

/**
 * The stock ledger's rows of `npm run bench` (issue #28): in a warehouse of its own in the demo director's
 * kindergarten, 300 products are received in receipts of 40 lines; then the DynamoDB requests (handler
 * only, from the local cloud's meter header) to post a 40-line receipt, load the availability of the 300
 * products, complete a 40-line request to the kitchen and build the month's trial balance; and, as МОН, the
 * items the storage availability reference reads per kindergarten-month (its aggregates only).
 * `npx tsx test/bench/storage.ts` runs it alone.
 */
export async function storageRows(baseUrl: string, token: string) {
  const monToken = await signInAs(baseUrl, 'mon@demo.gradina.bg');
  const call = async (
    id: string,
    opts: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown; as?: string } = {},
  ) => {
    const route = routeById.get(id)!;
    const url = new URL(
      route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => opts.path?.[n] ?? ''),
      baseUrl,
    );
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: route.method,
      headers: {
        authorization: `Bearer ${opts.as ?? token}`,
        'x-gradina-now': '2026-11-21T10:00:00+02:00',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    const meter = Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    let reply: Record<string, unknown> = {};
    try {
      reply = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a file reply
    }
    return {
      status: res.status,
      reply,
      requests: Number(meter.requests ?? 0),
      items: Number(meter.items ?? 0),
    };
  };
  const idOf = (r: { status: number; reply: Record<string, unknown> }) => {
    if (r.status !== 200) throw new Error(`bench storage: ${r.status} ${JSON.stringify(r.reply)}`);
    return String(r.reply.entityId);
  };
  const run = Math.random().toString(36).slice(2, 6);
  const warehouseId = idOf(await call('storage.saveWarehouse', { body: { name: `Склад бенчмарк ${run}` } }));
  const supplierId = idOf(
    await call('storage.saveSupplier', {
      body: {
        name: `Доставчик бенчмарк ${run}`,
        eik: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      },
    }),
  );
  const products: string[] = [];
  for (let i = 0; i < 300; i++)
    products.push(
      idOf(
        await call('storage.createProduct', {
          body: {
            name: `Продукт ${run} ${String(i).padStart(3, '0')}`,
            categoryId: 601,
            baseUnit: 2,
            conversions: [],
            allergens: [],
            storageConditionId: 1,
            nutrition: { energyKcal: 100, proteinMg: 1, fatMg: 1, carbohydrateMg: 1, saltMg: 1 },
            isActive: true,
          },
        }),
      ),
    );
  const receiptOf = (slice: string[]) => ({
    date: '2026-11-16',
    warehouseId,
    supplierId,
    lines: slice.map((productId, i) => ({
      productId,
      quantity: 20 + i,
      unitOfMeasure: 3,
      unitPrice: 150 + i,
    })),
  });
  let receipt = { requests: 0, items: 0, status: 0 };
  for (let i = 0; i < products.length; i += 40) {
    const r = await call('storage.saveReceipt', { body: receiptOf(products.slice(i, i + 40)) });
    idOf(r);
    if (i === 0) receipt = r;
  }
  const availability = await call('storage.productAvailability', { query: { warehouseId, PageSize: '500' } });
  const requestId = idOf(
    await call('storage.createRequest', {
      body: {
        date: '2026-11-20',
        warehouseId,
        lines: products.slice(0, 40).map((productId) => ({ productId, quantity: 1.5, unitOfMeasure: 3 })),
      },
    }),
  );
  const complete = await call('storage.completeRequest', { path: { id: requestId } });
  const trialBalance = await call('storage.trialBalance', {
    query: { year: '2026', month: '11', warehouseId },
  });
  const mon = await call('storage.storageAvailability', {
    query: { year: '2026', month: '11' },
    as: monToken,
  });
  const monRows = Number((mon.reply as { rowsCount?: number }).rowsCount ?? 0);

  console.log('\nStock ledger (issue #28): DynamoDB requests per call (handler only)');
  const rows: [string, { status: number; requests: number; items: number }, string][] = [
    ['post a 40-line receipt', receipt, '<= 4'],
    [
      `availability of ${(availability.reply as { rowsCount?: number }).rowsCount ?? 0} products`,
      availability,
      '<= 3',
    ],
    ['complete a 40-line request', complete, '<= 4'],
    [
      `trial balance, ${(trialBalance.reply as { rowsCount?: number }).rowsCount ?? 0} products`,
      trialBalance,
      '<= 5',
    ],
  ];
  for (const [name, r, target] of rows)
    console.log(
      `${name.padEnd(44)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)}   target ${target}`,
    );
  console.log(
    `${'МОН storage availability'.padEnd(44)} ${String(mon.status).padStart(6)} items ${mon.items} / ${monRows} kindergarten-months = ${monRows ? (mon.items / monRows).toFixed(2) : '-'} (target <= 1.1)`,
  );
}

whenRunDirectly(import.meta.url, () => onDemoCloud('storage', (url, token) => storageRows(url, token)));

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { putMonthAggregate } from '../../functions/src/domain/aggregates';
import { activityAggregateKind } from '../../functions/src/domain/aggregates/activities';
import { db, tableName } from '../../functions/src/platform/db/client';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { monthsFrom, seedScaleAggregates } from '../../infra/local/scale-aggregates';
import { routeById } from '../../shared/src/manifest/index';

/**
 * The МОН and municipality references' rows of `npm run bench` (issues #14 and #15): 50 generated
 * kindergartens × 12 months of aggregates in months no demo data reaches, then the attendance, substitutions
 * and staff-count references (and issue #17's activity types and fees, on `activities` months written
 * here for the same kindergartens) as МОН (the country: one Query per GSI3 shard) and as the demo municipality
 * (the account's jurisdiction, then one Query of GSI2). Items read ÷ kindergarten-months must stay <= 1.1:
 * the reports read the monthly aggregates and nothing per child, staff member or day.
 */
export async function referencesRows(baseUrl: string) {
  const signIn = async (email: string) => {
    const r = await fetch(new URL(routeById.get('identity.login')!.path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'Gradina2026', identifierKind: 0 }),
    });
    return ((await r.json()) as { token: string }).token;
  };
  const kindergartens = 50;
  const months = 12;
  const scale = await seedScaleAggregates(db(), tableName(), { kindergartens, fromMonth: '2095-01', months });
  const range = { fromMonth: scale.fromMonth, toMonth: scale.toMonth, PageSize: '500' };
  // the extra activities' months (issue #17) of the same kindergartens, as the stream consumer keeps them
  for (const kindergartenId of scale.kindergartenIds)
    for (const month of monthsFrom(scale.fromMonth, months))
      await putMonthAggregate({
        kind: activityAggregateKind,
        kindergartenId,
        month,
        counters: {
          activities: 3,
          enrolled: 40,
          due: 120000,
          paid: 90000,
          fees: 40,
          feesPaid: 30,
          collected: 90000,
          cash: 50000,
          online: 40000,
          payments: 35,
        },
      });
  const call = async (token: string, id: string, query: Record<string, string>) => {
    const url = new URL(routeById.get(id)!.path, baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    const meter = Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    return { status: res.status, requests: Number(meter.requests ?? 0), items: Number(meter.items ?? 0) };
  };
  const mon = await signIn('mon@demo.gradina.bg');
  const municipality = await signIn('municipality@demo.gradina.bg');
  const national = kindergartens * months;
  const municipal = scale.inMunicipality * months;
  const rows: [string, string, string, Record<string, string>, number][] = [
    ['МОН attendance', mon, 'references.attendances', range, national],
    ['МОН substitutions', mon, 'references.substitutions', range, national],
    ['МОН staff counts', mon, 'references.kindergartenPeopleCounts', range, national],
    ['МОН attendance export', mon, 'references.exportAttendances', range, national],
    ['МОН activity types', mon, 'references.activityTypes', range, national],
    ['МОН activity fees', mon, 'references.activityFees', range, national],
    ['МОН activity fees export', mon, 'references.exportActivityFees', range, national],
    [
      `municipality ${scale.municipalityCode} activity fees`,
      municipality,
      'references.activityFees',
      range,
      municipal,
    ],
    [
      `municipality ${scale.municipalityCode} attendance`,
      municipality,
      'references.attendances',
      range,
      municipal,
    ],
    [
      `municipality ${scale.municipalityCode} substitutions`,
      municipality,
      'references.substitutions',
      range,
      municipal,
    ],
    [
      `municipality ${scale.municipalityCode} staff`,
      municipality,
      'references.kindergartenPeopleCounts',
      range,
      municipal,
    ],
  ];
  console.log(
    `\nМОН and municipality references over ${kindergartens} kindergartens × ${months} months of aggregates` +
      `\n(${scale.inMunicipality} of them in ${scale.municipalityCode}); handler only, items read ÷ kindergarten-months <= 1.1`,
  );
  console.log(
    `${'reference'.padEnd(36)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'items'.padStart(6)} ${'kg-months'.padStart(9)} ${'ratio'.padStart(6)}`,
  );
  for (const [name, token, id, query, kgMonths] of rows) {
    const r = await call(token, id, query);
    console.log(
      `${name.padEnd(36)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)} ${String(r.items).padStart(6)} ${String(kgMonths).padStart(9)} ${(r.items / kgMonths).toFixed(3).padStart(6)}`,
    );
  }
}

// `npx tsx test/bench/references.ts`: these rows alone, on a local cloud of their own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-references'),
    inMemory: true,
    quiet: true,
  });
  try {
    await referencesRows(cloud.url);
  } finally {
    await cloud.stop();
  }
}

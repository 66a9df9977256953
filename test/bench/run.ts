import path from 'node:path';
import { areaBundleLimitBytes, authorizerBundleLimitBytes } from '../../infra/lib/lambda-bundle';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { type RouteDef, type RouteId, routes } from '../../shared/src/manifest/index';
import { routeExamples } from '../api/route-examples';
import { loadWorld } from '../support/world';
import { activityFeesRows } from './activity-fees';
import { attendanceRows } from './attendance';
import { booksRows } from './books';
import { coldStart, ensureWebBuilt, lambdaBundles, spaEntry, spaSizes } from './bundle-sizes';
import { childrenRecordsRows } from './children-records';
import { signInAs } from './demo-cloud';
import { educationRows } from './education';
import { homeRequests } from './home-requests';
import { kitchenCalculationsRows } from './kitchen-calculations';
import { kitchenMenusRows } from './kitchen-menus';
import { morningPeakRows } from './morning-peak';
import { neispuoRows } from './neispuo';
import { onlinePaymentsRows } from './online-payments';
import { referencesRows } from './references';
import { callRoute } from './route-meter';
import { staffRows } from './staff';
import { storageRows } from './storage';
import { printWriteCosts, writeCosts } from './write-costs';

/**
 * `npm run bench`: figures, never pass/fail. For each implemented route, the DynamoDB requests and
 * consumed capacity of one call (read from the local cloud's meter header; the authorizer's session read
 * is one more request on every signed-in call); the communication writes on the request path and what their
 * queue consumers spend (write-costs.ts); then each Lambda bundle's size and top contributors, the
 * areas' cold start (import of the bundled handler in a fresh process) and the SPA's chunks.
 */
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  process.env.LOG_LEVEL = 'silent';
  // The home page is counted in the built SPA, which the local cloud serves from web/dist.
  ensureWebBuilt();
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench'),
    inMemory: true,
    quiet: true,
  });
  try {
    const signIn = () => signInAs(cloud.url);
    process.env.GRADINA_TEST_URL = cloud.url;
    process.env.GRADINA_DEMO_ACCOUNTS = JSON.stringify(cloud.accounts);
    const world = await loadWorld();
    let token = await signIn();
    console.log('DynamoDB per call (handler only; +1 GetItem in the authorizer for signed-in routes)');
    console.log(
      `${'route'.padEnd(44)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'RCU'.padStart(7)} ${'WCU'.padStart(7)} ${'items'.padStart(6)}`,
    );
    for (const route of routes as RouteDef[]) {
      const example = await routeExamples[route.id as keyof typeof routeExamples](world);
      const { status, meter } = await callRoute(cloud.url, token, route.id as RouteId, example);
      console.log(
        `${`${route.method} ${route.path}`.padEnd(44)} ${String(status).padStart(6)} ${String(
          Number.isNaN(meter.requests) ? '-' : meter.requests,
        ).padStart(8)} ${meter.rcu.toFixed(1).padStart(7)} ${meter.wcu.toFixed(1).padStart(7)} ${String(
          meter.items,
        ).padStart(6)}`,
      );
      if (example.consumesSession) token = await signIn();
    }
    printWriteCosts(await writeCosts(cloud.queue.idle));
    await childrenRecordsRows(cloud.url, async (email) => {
      const r = await fetch(`${cloud.url}/api/identity/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password: 'Gradina2026', identifierKind: 0 }),
      });
      return ((await r.json()) as { token: string }).token;
    });
    await referencesRows(cloud.url);
    await attendanceRows(cloud.url);
    await morningPeakRows(cloud);
    await staffRows(cloud.url, await signIn());
    await activityFeesRows(cloud.url, await signIn(), world.kindergartenId);
    await onlinePaymentsRows(cloud.url);
    await storageRows(cloud.url, await signIn());
    await educationRows(cloud.url, await signIn(), world);
    await kitchenMenusRows(cloud.url);
    await kitchenCalculationsRows(cloud.url, await signIn());
    await neispuoRows(cloud.url, await signIn());
    await booksRows(cloud.url, await signIn());
    console.log(
      '\nAPI requests the home page makes after sign-in (built SPA in Chromium until the network is idle;' +
        '\nthe sign-in and the WebSocket ticket not counted)',
    );
    for (const r of await homeRequests(cloud.url, 'Gradina2026'))
      console.log(`${r.role.padEnd(20)} ${String(r.requests.length).padStart(3)}   ${r.requests.join(', ')}`);
  } finally {
    await cloud.stop();
  }
  const bundles = await lambdaBundles();
  console.log(
    '\nLambda bundles as CDK deploys them (infra/lib/lambda-bundle.ts; AWS SDK from the runtime).' +
      '\n"cold start" is what an instance loads before its first request; "lazy" loads on first use.',
  );
  for (const b of bundles) {
    console.log(
      `${b.name.padEnd(26)} cold start ${kb(b.initialBytes).padStart(9)}   lazy ${kb(b.lazyBytes).padStart(9)}`,
    );
    for (const c of b.contributors.slice(0, 10))
      console.log(`    ${c.name.padEnd(44)} ${kb(c.bytes).padStart(9)}`);
  }
  const authorizer = bundles.find((b) => b.name === 'authorizer');
  const largestArea = bundles
    .filter((b) => b.name.startsWith('area '))
    .sort((a, b) => b.initialBytes - a.initialBytes)[0];
  console.log(
    `\nauthorizer cold start ${kb(authorizer?.initialBytes ?? 0)} (limit ${kb(authorizerBundleLimitBytes)}); ` +
      `largest area ${largestArea?.name ?? '-'} ${kb(largestArea?.initialBytes ?? 0)} (limit ${kb(areaBundleLimitBytes)})`,
  );
  console.log('\nCold start: import of the bundled handler in a fresh node process (median of 5)');
  console.log(
    `${'area'.padEnd(26)} ${'import'.padStart(9)} ${'loaded at'.padStart(10)} ${'process'.padStart(9)}`,
  );
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  for (const b of bundles.filter((x) => x.name.startsWith('area ') || x.name === 'authorizer')) {
    const c = coldStart(b);
    console.log(
      `${b.name.padEnd(26)} ${ms(c.importMs).padStart(9)} ${ms(c.loadedAtMs).padStart(10)} ${ms(c.processMs).padStart(9)}`,
    );
  }
  const spa = spaSizes();
  const entry = spaEntry(spa);
  console.log(`\nSPA entry (what index.html loads): JS gzip ${kb(entry.js)}, CSS gzip ${kb(entry.css)}`);
  console.log('\nSPA chunks (web/dist)');
  for (const s of spa.slice(0, 12))
    console.log(`${s.file.padEnd(48)} ${kb(s.bytes).padStart(10)}  gzip ${kb(s.gzip).padStart(9)}`);
}

await main();

import path from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import type { RouteId } from '../../shared/src/manifest/index';
import { monthSpan } from '../../shared/src/manifest/routes/references/mon-references';
import { examples } from '../api/examples/education';
import type { ExampleWorld } from '../api/route-examples';
import { loadWorld } from '../support/world';
import { callRoute } from './route-meter';

/**
 * Education's rows of `npm run bench` (issue #30), on the demo data: the DynamoDB requests (handler only)
 * to load a group's saved year plan and to confirm a day's lessons (as the director: a teacher's write
 * also pays the pipeline's module-lock read), and the items the МОН lessons and results references read
 * per kindergarten-month (aggregates only). Figures, never pass/fail. `npx tsx test/bench/education.ts` runs
 * them alone.
 */
export async function educationRows(baseUrl: string, directorToken: string, world: ExampleWorld) {
  const login = await fetch(`${baseUrl}/api/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'mon@demo.gradina.bg', password: 'Gradina2026', identifierKind: 0 }),
  });
  const monToken = ((await login.json()) as { token: string }).token;
  const run = async (id: keyof typeof examples, token: string) =>
    callRoute(baseUrl, token, id as RouteId, await examples[id](world));
  console.log('\nEducation (issue #30): DynamoDB requests per call (handler only)');
  for (const [label, id, target] of [
    ['load a group’s year plan', 'planning.planningThemes', '<= 3'],
    ['confirm a day’s lessons', 'planning.confirmLessons', '<= 2'],
  ] as const) {
    const r = await run(id, directorToken);
    console.log(
      `${label.padEnd(44)} ${String(r.status).padStart(6)} ${String(r.meter.requests).padStart(8)} (target ${target})`,
    );
  }
  // Per kindergarten-month of the reach: the kindergartens listed times the months of the range (the
  // reference also reads the reach's kindergartens and their ЕКАТТЕ names once, whatever the months).
  for (const [label, id] of [
    ['МОН lessons reference', 'references.lessons'],
    ['МОН students-result reference', 'references.studentsResult'],
  ] as const) {
    const example = await (examples[id] as (w: ExampleWorld) => ReturnType<(typeof examples)[typeof id]>)(
      world,
    );
    const r = await callRoute(baseUrl, monToken, id as RouteId, example);
    const { fromMonth = '', toMonth = '' } = (example.query ?? {}) as Record<string, string>;
    const months = monthSpan(fromMonth, toMonth);
    const kindergartens = (r.body as { result?: unknown[] }).result?.length ?? 0;
    const kgMonths = kindergartens * months;
    console.log(
      `${label.padEnd(44)} ${String(r.status).padStart(6)} items ${r.meter.items} / ${kgMonths} kindergarten-months = ${kgMonths ? (r.meter.items / kgMonths).toFixed(2) : '-'} (target <= 1.1)`,
    );
  }
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-education'),
    inMemory: true,
    quiet: true,
  });
  try {
    process.env.GRADINA_TEST_URL = cloud.url;
    process.env.GRADINA_DEMO_ACCOUNTS = JSON.stringify(cloud.accounts);
    const login = await fetch(`${cloud.url}/api/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'director@demo.gradina.bg',
        password: 'Gradina2026',
        identifierKind: 0,
      }),
    });
    await educationRows(cloud.url, ((await login.json()) as { token: string }).token, await loadWorld());
  } finally {
    await cloud.stop();
  }
}

// `npx tsx test/bench/education.ts` runs these rows alone.
if (process.argv[1]?.endsWith('education.ts')) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

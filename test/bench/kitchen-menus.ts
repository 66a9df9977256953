import path from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { routeById } from '../../shared/src/manifest/index';

/**
 * Kitchen menu rows of `npm run bench` (issue #35's measure) on the demo kindergarten's four-week menu
 * (infra/local/demo/kitchen-menus-demo.ts): DynamoDB requests to load a group's weekly menu with the
 * allergen flags of its children and the norms check (<= 3 whatever the week holds: the menus Query, the
 * group and the week's recipes in one BatchGet, the children and, for a parent, their guardian links in
 * another), for the director (every child) and a parent (their own child). `npx tsx test/bench/kitchen-menus.ts`
 * runs it alone.
 */
async function signIn(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}${routeById.get('identity.login')!.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: 'Gradina2026', identifierKind: 0 }),
  });
  return ((await login.json()) as { token: string }).token;
}

async function get(baseUrl: string, token: string, id: string, pathParams: Record<string, string> = {}) {
  const route = routeById.get(id)!;
  const url = new URL(
    route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => pathParams[n] ?? ''),
    baseUrl,
  );
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'x-gradina-now': '2026-11-21T10:00:00+02:00' },
  });
  const meter = Object.fromEntries(
    (res.headers.get('x-gradina-db') ?? '')
      .split(';')
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string]),
  );
  return {
    status: res.status,
    body: (await res.json()) as unknown,
    requests: meter.requests ?? '-',
    items: meter.items ?? '-',
  };
}

export async function kitchenMenusRows(baseUrl: string) {
  const director = await signIn(baseUrl, 'director@demo.gradina.bg');
  const parent = await signIn(baseUrl, 'parent@demo.gradina.bg');
  const children = await get(baseUrl, parent, 'children.children');
  const parentGroup = (children.body as { groupId: string }[])[0]?.groupId ?? '';
  const week = '2026-11-23';
  const ofDirector = await get(baseUrl, director, 'kitchen.weeklyMenu', { classId: parentGroup, week });
  const ofParent = await get(baseUrl, parent, 'kitchen.weeklyMenu', { classId: parentGroup, week });
  const flags = (r: { body: unknown }) =>
    ((r.body as { days?: { meals: { dishes: { flags: unknown[] }[] }[] }[] }).days ?? []).flatMap((d) =>
      d.meals.flatMap((m) => m.dishes.flatMap((x) => x.flags)),
    ).length;
  console.log('\nKitchen menus (demo kindergarten, week of 23.11.2026): DynamoDB requests, handler only');
  console.log(
    `${'call'.padEnd(44)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'items'.padStart(6)}  target`,
  );
  for (const [label, r] of [
    [`group's weekly menu, director (${flags(ofDirector)} flags)`, ofDirector],
    [`group's weekly menu, parent (${flags(ofParent)} flags)`, ofParent],
  ] as const)
    console.log(
      `${label.padEnd(44)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)} ${String(r.items).padStart(6)}  <= 3`,
    );
  console.log(
    `DynamoDB requests to load a group's weekly menu with allergen flags (<= 3): ${ofDirector.requests}`,
  );
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-kitchen-menus'),
    inMemory: true,
    quiet: true,
  });
  try {
    await kitchenMenusRows(cloud.url);
  } finally {
    await cloud.stop();
  }
}

if (process.argv[1]?.endsWith('kitchen-menus.ts')) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

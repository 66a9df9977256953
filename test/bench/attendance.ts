import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { routeById } from '../../shared/src/manifest/index';

/**
 * `npx tsx test/bench/attendance.ts` alone, or a part of `npm run bench`.
 *
 * The attendance grid's rows of `npm run bench` (issue #14): as the demo teacher, the DynamoDB requests to
 * load their group's month (issue's target <= 2: one BatchGet of the group with its roster and the month's
 * calendar items, one Query of the child-months) and to mark one cell (one UpdateItem: 1 WCU; the stream's
 * aggregate update follows outside the request). Figures from the local cloud's X-Gradina-Db header.
 */
export async function attendanceRows(baseUrl: string) {
  const login = await fetch(new URL(routeById.get('identity.login')!.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identifier: 'teacher@demo.gradina.bg',
      password: 'Gradina2026',
      identifierKind: 0,
    }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (
    id: string,
    init: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown },
  ) => {
    const route = routeById.get(id)!;
    const url = new URL(
      route.path.replace(/\{(\w+)\}/g, (_, n: string) => init.path?.[n] ?? ''),
      baseUrl,
    );
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const body = (await res.json()) as Record<string, unknown>;
    const meter = Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    return { status: res.status, body, meter };
  };
  const me = await call('identity.userData', {});
  const kindergartenId = (me.body.kindergartens as { id: string; isSelected: boolean }[]).find(
    (k) => k.isSelected,
  )!.id;
  const teacherId = String(me.body.id);
  const groups = await call('kindergartens.groupOverview', { query: { kindergartenId, PageSize: '100' } });
  const group = (groups.body.result as { id: string; teacherIds: string[] }[]).find((g) =>
    g.teacherIds.includes(teacherId),
  );
  if (!group) throw new Error('the demo teacher teaches no group');
  const month = await call('attendance.groupAttendance', {
    path: { groupId: group.id, month: '11', year: '2026' },
    query: { kindergartenId },
  });
  const child = (month.body.students as { studentId: string }[])[0]!;
  const mark = await call('attendance.markAttendance', {
    body: {
      kindergartenId,
      groupId: group.id,
      // Monday 5 March 2098: a working day no demo month or suite touches.
      cells: [{ studentId: child.studentId, forDate: '2098-03-05', type: 2 }],
    },
  });
  console.log('\nAttendance grid (demo teacher; handler only)');
  console.log(
    `${'what'.padEnd(40)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'RCU'.padStart(7)} ${'WCU'.padStart(7)}`,
  );
  for (const [what, r] of [
    [`load a group month (${(month.body.students as unknown[]).length} children)`, month],
    ['mark one cell', mark],
  ] as const)
    console.log(
      `${what.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.meter.requests ?? '-').padStart(8)} ${Number(
        r.meter.rcu ?? 0,
      )
        .toFixed(1)
        .padStart(7)} ${Number(r.meter.wcu ?? 0)
        .toFixed(1)
        .padStart(7)}`,
    );
  console.log(
    `DynamoDB requests to load a group month (<= 5: the grid 2, issue #24's reply fields 3): ${month.meter.requests ?? '-'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-attendance'),
    inMemory: true,
    quiet: true,
  });
  try {
    await attendanceRows(cloud.url);
  } finally {
    await cloud.stop();
  }
}

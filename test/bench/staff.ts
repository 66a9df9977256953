import { routeById } from '../../shared/src/manifest/index';
import { onDemoCloud, whenRunDirectly } from './demo-cloud';

/**
 * Staff attendance rows of `npm run bench` (issue #15's measure) on the demo director's kindergarten (~25
 * staff, three months of demo attendance): DynamoDB requests to load the staff month grid, its reference,
 * the staff meals and to mark one cell, from the local cloud's meter header (handler only). The grid's own
 * load is two requests whatever the staff and days: one BatchGet of the staff roster and the kindergarten's
 * and the national calendar month items, and the Query of the month's partition.
 * `npx tsx test/bench/staff.ts` runs it alone.
 */
export async function staffRows(baseUrl: string, token: string) {
  const call = async (
    id: string,
    path: Record<string, string>,
    query: Record<string, string>,
    body?: unknown,
  ) => {
    const route = routeById.get(id)!;
    const url = new URL(
      route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => path[n] ?? ''),
      baseUrl,
    );
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-gradina-now': '2026-11-21T10:00:00+02:00',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = (await res.json()) as { teachers?: { teacherId: string }[] };
    const meter = Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    return { status: res.status, reply, requests: meter.requests ?? '-', items: meter.items ?? '-' };
  };
  const november = { month: '11', year: '2026' };
  const grid = await call('staff.staffAttendanceMonth', november, {});
  const someone = grid.reply.teachers?.[0]?.teacherId ?? '';
  const rows: [string, Awaited<ReturnType<typeof call>>, string][] = [
    [`staff month grid (${grid.reply.teachers?.length ?? 0} staff)`, grid, '<= 2'],
    ['staff attendance reference', await call('staff.staffAttendanceReference', november, {}), '<= 4'],
    ['staff meals month', await call('staff.staffMeals', {}, november), '<= 4'],
    [
      'mark one cell',
      await call(
        'staff.markStaffAttendance',
        {},
        {},
        { cells: [{ teacherId: someone, forDate: '2026-11-23', type: 8 }] },
      ),
      '1 write',
    ],
  ];
  console.log('\nStaff attendance (demo kindergarten, November 2026): DynamoDB requests, handler only');
  console.log(
    `${'call'.padEnd(40)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'items'.padStart(6)}  target`,
  );
  for (const [label, r, target] of rows)
    console.log(
      `${label.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)} ${String(r.items).padStart(6)}  ${target}`,
    );
  console.log(`DynamoDB requests to load the staff month grid (<= 2): ${grid.requests}`);
}

whenRunDirectly(import.meta.url, () => onDemoCloud('staff', (url, token) => staffRows(url, token)));

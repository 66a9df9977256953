import { routeById } from '../../shared/src/manifest/index';

/**
 * Children records' rows of `npm run bench` (issue #13's measures) on the demo director's kindergarten (~150
 * children in six groups): a group's children and a child's record in at most 2 DynamoDB requests, the
 * children export reading at most 3 pages. Figures from the local cloud's meter header (handler only).
 */
export async function childrenRecordsRows(baseUrl: string, signIn: (email: string) => Promise<string>) {
  const director = await signIn('director@demo.gradina.bg');
  const teacher = await signIn('teacher@demo.gradina.bg');
  const call = async (
    token: string,
    id: string,
    path: Record<string, string>,
    query: Record<string, string>,
  ) => {
    const route = routeById.get(id)!;
    const url = new URL(
      route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => path[n] ?? ''),
      baseUrl,
    );
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = res.headers.get('content-type')?.includes('json')
      ? await res.json()
      : await res.arrayBuffer();
    const meter = Object.fromEntries(
      (res.headers.get('x-gradina-db') ?? '')
        .split(';')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    return { status: res.status, body, requests: meter.requests ?? '-', items: meter.items ?? '-' };
  };
  const dropdown = (await call(teacher, 'children.childDropdown', {}, {})).body as {
    id: string;
    groupId: string;
  }[];
  const own = dropdown[0]!;
  const rows: [string, Awaited<ReturnType<typeof call>>, string][] = [
    [
      "a group's children (director)",
      await call(director, 'children.children', {}, { groupId: own.groupId }),
      '<= 2',
    ],
    [
      "a group's children (teacher)",
      await call(teacher, 'children.children', {}, { groupId: own.groupId }),
      '<= 2',
    ],
    ["a child's record (director)", await call(director, 'children.child', { id: own.id }, {}), '<= 2'],
    ["a child's record (teacher)", await call(teacher, 'children.child', { id: own.id }, {}), '<= 2'],
    [
      'children export, whole kindergarten',
      await call(director, 'children.exportChildren', {}, {}),
      '<= 3 pages',
    ],
  ];
  const all = (await call(director, 'children.childrenOverview', {}, { PageSize: '1' })).body as {
    rowsCount: number;
  };
  console.log(
    `\nChildren records (${all.rowsCount} children in the demo kindergarten): DynamoDB requests, handler only`,
  );
  console.log(
    `${'call'.padEnd(40)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'items'.padStart(6)}  target`,
  );
  for (const [label, r, target] of rows)
    console.log(
      `${label.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.requests).padStart(8)} ${String(r.items).padStart(6)}  ${target}`,
    );
}

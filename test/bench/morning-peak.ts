import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { localCredentials, localDynamoClient, localRegion } from '../../infra/local/table';
import { routeById } from '../../shared/src/manifest/index';

/**
 * `npx tsx test/bench/morning-peak.ts`: the national morning peak's hottest partition (issue #34).
 *
 * The demo teacher marks their group's day against the local cloud, once as one save of the whole group
 * and once child by child (a teacher marking children as they arrive). Every write that follows, by the
 * request and by the stream's aggregate updates, is read back from the table's stream, and its partition
 * key counted. A key that carries the group's id is written only by that group's saves, one that carries
 * the kindergarten's id by its groups' saves, any other key by every save in the country. The counts,
 * scaled by the assumptions below, give each key's writes per second in the peak second, against
 * DynamoDB's 1,000 write units per second per partition.
 */
const kindergartens = 2_000;
/** 250,000 children in 2,000 kindergartens: about 125 each, in 5–6 groups. */
const groupsPerKindergarten = 6;
/** The 8:00–9:00 hour with its busiest minute at three times the hour's average (most mark 8:15–8:45). */
const peakOverAverage = 3;
const partitionWriteLimit = 1_000;

type Counts = Map<string, { writes: number; wcu: number }>;
/** An id of one thing (a UUID, a stream sequence number): a key with one is not shared by other saves. */
const uniqueId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{12,}/i;

async function streamReader(endpoint: string, tableName: string) {
  const streams = new DynamoDBStreamsClient({ endpoint, region: localRegion, credentials: localCredentials });
  const table = await localDynamoClient(endpoint).send(new DescribeTableCommand({ TableName: tableName }));
  const StreamArn = table.Table!.LatestStreamArn!;
  const iterators = new Map<string, string | undefined>();
  const discover = async (type: 'LATEST' | 'TRIM_HORIZON') => {
    const d = await streams.send(new DescribeStreamCommand({ StreamArn }));
    for (const s of d.StreamDescription?.Shards ?? []) {
      if (iterators.has(s.ShardId!)) continue;
      const it = await streams.send(
        new GetShardIteratorCommand({ StreamArn, ShardId: s.ShardId!, ShardIteratorType: type }),
      );
      iterators.set(s.ShardId!, it.ShardIterator);
    }
  };
  await discover('LATEST');
  return {
    /** Every record written since the last call. */
    async drain(): Promise<StreamRecord[]> {
      await discover('TRIM_HORIZON');
      const out: StreamRecord[] = [];
      for (const [shard, first] of iterators) {
        let it = first;
        while (it) {
          const page = await streams.send(new GetRecordsCommand({ ShardIterator: it }));
          out.push(...(page.Records ?? []));
          it = page.NextShardIterator;
          if ((page.Records ?? []).length === 0) break;
        }
        iterators.set(shard, it);
      }
      return out;
    },
  };
}

function count(records: StreamRecord[]): Counts {
  const counts: Counts = new Map();
  for (const r of records) {
    const pk = r.dynamodb?.Keys?.PK?.S ?? '?';
    // A write unit per started kilobyte of the item written (a delete: 1).
    const bytes = r.dynamodb?.NewImage ? JSON.stringify(r.dynamodb.NewImage).length : 0;
    const c = counts.get(pk) ?? { writes: 0, wcu: 0 };
    c.writes += 1;
    c.wcu += Math.max(1, Math.ceil(bytes / 1024));
    counts.set(pk, c);
  }
  return counts;
}

export interface PeakRow {
  key: string;
  /** `one save`: the key names something only this save writes (a stream record, a child's day). */
  scope: 'one save' | 'group' | 'kindergarten' | 'national';
  perSave: number;
  writesPerSecond: number;
  wcuPerSecond: number;
  /** Write units in one second if every group the key serves saved in that same second (a burst). */
  burstWcu: number;
}

/** Each key's peak writes per second, from the writes one save made and how many saves reach that key. */
export function peakRows(
  counts: Counts,
  ids: { kindergartenId: string; groupId: string },
  savesPerGroup: number,
): PeakRow[] {
  const savesPerSecond = (scope: PeakRow['scope']) => {
    if (scope === 'one save') return (peakOverAverage * 1) / 3600;
    const groups =
      scope === 'group'
        ? 1
        : scope === 'kindergarten'
          ? groupsPerKindergarten
          : kindergartens * groupsPerKindergarten;
    return (groups * savesPerGroup * peakOverAverage) / 3600;
  };
  return [...counts]
    .map(([key, c]) => {
      const scope: PeakRow['scope'] = key.includes(ids.groupId)
        ? 'group'
        : key.includes(ids.kindergartenId)
          ? 'kindergarten'
          : uniqueId.test(key.replaceAll(ids.kindergartenId, ''))
            ? 'one save'
            : 'national';
      const perSave = c.writes / savesPerGroup;
      return {
        key: key.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}'),
        scope,
        perSave,
        writesPerSecond: perSave * savesPerSecond(scope),
        wcuPerSecond: (c.wcu / savesPerGroup) * savesPerSecond(scope),
        burstWcu:
          scope === 'national'
            ? (c.wcu / savesPerGroup) * savesPerSecond(scope)
            : c.wcu * (scope === 'kindergarten' ? groupsPerKindergarten : 1),
      };
    })
    .sort((a, b) => b.wcuPerSecond - a.wcuPerSecond);
}

export async function morningPeakRows(cloud: { url: string; dynamoEndpoint: string; tableName: string }) {
  const login = await fetch(new URL(routeById.get('identity.login')!.path, cloud.url), {
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
      cloud.url,
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
    if (res.status >= 400) throw new Error(`${id}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const me = await call('identity.userData', {});
  const kindergartenId = (me.kindergartens as { id: string; isSelected: boolean }[]).find(
    (k) => k.isSelected,
  )!.id;
  const teacherId = String(me.id);
  const groups = await call('kindergartens.groupOverview', { query: { kindergartenId, PageSize: '100' } });
  const group = (groups.result as { id: string; teacherIds: string[] }[]).find((g) =>
    g.teacherIds.includes(teacherId),
  )!;
  const month = await call('attendance.groupAttendance', {
    path: { groupId: group.id, month: '3', year: '2098' },
    query: { kindergartenId },
  });
  const children = (month.students as { studentId: string }[]).map((s) => s.studentId);
  const reader = await streamReader(cloud.dynamoEndpoint, cloud.tableName);
  const idle = () => fetch(new URL('/dev/stream/idle', cloud.url));
  const ids = { kindergartenId, groupId: group.id };

  // Days no demo month or suite touches: Tuesday 6 and Wednesday 7 March 2098.
  const mark = (forDate: string, studentIds: string[]) =>
    call('attendance.markAttendance', {
      body: {
        kindergartenId,
        groupId: group.id,
        cells: studentIds.map((studentId) => ({ studentId, forDate, type: 2 })),
      },
    });
  await mark('2098-03-06', children);
  await idle();
  const whole = peakRows(count(await reader.drain()), ids, 1);
  for (const c of children) await mark('2098-03-07', [c]);
  await idle();
  const oneByOne = peakRows(count(await reader.drain()), ids, children.length);

  console.log(
    `\nMorning peak (${kindergartens} kindergartens x ${groupsPerKindergarten} groups, 8:00-9:00, busiest minute ` +
      `${peakOverAverage}x the hour's average; ${children.length} children in the demo group; writes from the stream)`,
  );
  for (const [what, rows] of [
    ['one save per group', whole],
    ['one save per child', oneByOne],
  ] as const) {
    console.log(
      `${what}: partition key, scope, writes per save, writes/s and WCU/s at the peak, WCU if all its groups save in one second`,
    );
    for (const r of rows.slice(0, 6))
      console.log(
        `  ${r.key.padEnd(56)} ${r.scope.padEnd(12)} ${r.perSave.toFixed(2).padStart(6)} ${r.writesPerSecond
          .toFixed(2)
          .padStart(8)} ${r.wcuPerSecond.toFixed(2).padStart(8)} ${r.burstWcu.toFixed(0).padStart(6)}`,
      );
  }
  const busiest = [...whole, ...oneByOne].sort((a, b) => b.wcuPerSecond - a.wcuPerSecond)[0];
  const burst = Math.max(...[...whole, ...oneByOne].map((r) => r.burstWcu));
  if (busiest)
    console.log(
      `Busiest key at the national peak: ${busiest.key} (${busiest.scope}) ${busiest.wcuPerSecond.toFixed(2)} WCU/s; ` +
        `worst burst ${burst.toFixed(0)} WCU in one second, of ${partitionWriteLimit} per partition: ` +
        `${burst < partitionWriteLimit / 2 ? 'no hot key' : 'HOT: shard it'}`,
    );
  return { whole, oneByOne, busiest };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-morning-peak'),
    inMemory: true,
    quiet: true,
  });
  try {
    await morningPeakRows(cloud);
  } finally {
    await cloud.stop();
  }
}

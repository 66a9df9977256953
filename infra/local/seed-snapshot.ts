import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  type DynamoDBClient,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { sofiaDay } from '../../shared/src/format-dates';

/**
 * The demo seed costs about 25 s of a cloud's start (and more CPU in DynamoDB Local), and every test lane,
 * integration run, bench and first `npm start` paid it. The first cloud that seeds saves what the seed left
 * (the table's items, the S3 objects, the key files it created) under `.test-data/seed-snapshots/<key>/`;
 * the next ones load that with parallel BatchWrites instead (issue #34; docs/performance.md has the
 * figures). The key is a hash of every source file the seed runs (its import graph, found by esbuild), the
 * reference data files it reads, the dependencies' lock file and the Sofia date (the demo's messages and
 * events lie days from today), so any change to the seed or the code it calls seeds again. Anything odd
 * (no snapshot, a broken file, key files of another cloud in the data folder) means: seed as before.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const snapshotRoot = path.join(root, '.test-data', 'seed-snapshots');
const seedEntry = path.join(root, 'infra', 'local', 'demo', 'seed.ts');
/** Files the seed reads at run time rather than imports. */
const readAtRunTime = [
  path.join(root, 'infra', 'reference-data'),
  path.join(root, 'package-lock.json'),
  // The table the snapshot is loaded into (its indexes decide which items a query finds).
  path.join(root, 'shared', 'src', 'table.ts'),
  path.join(root, 'infra', 'local', 'table.ts'),
];
/** Snapshots of other keys are removed once this old (a running test may still be reading a recent one). */
const keepOthersMs = 60 * 60 * 1000;

function filesUnder(p: string): string[] {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p, { withFileTypes: true }).flatMap((d) =>
    d.name === 'node_modules' || d.name.startsWith('.') ? [] : filesUnder(path.join(p, d.name)),
  );
}

/** The repository's source files the seed imports, directly or not (npm packages: the lock file). */
export async function seedSources(): Promise<string[]> {
  const result = await build({
    entryPoints: [seedEntry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    // npm packages are covered by the lock file; the workspaces' own (`@gradina/shared`) are followed.
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@gradina/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'silent',
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  return Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f));
}

/** The snapshot key of this checkout and day: a hash of what decides the seeded data. */
export async function snapshotKey(today = sofiaDay(new Date())): Promise<string> {
  const files = [...new Set([...(await seedSources()), ...readAtRunTime.flatMap(filesUnder)])].sort();
  const hash = createHash('sha256').update(`day ${today}\n`);
  for (const f of files) hash.update(`${path.relative(root, f)}\n`).update(readFileSync(f));
  return `${today}-${hash.digest('hex').slice(0, 16)}`;
}

export interface SnapshotPlaces {
  client: DynamoDBClient;
  tableName: string;
  /** The cloud's S3 emulator folder and key folder (its data folder's `s3/` and `keys/`). */
  s3Dir: string;
  keysDir: string;
  /**
   * The table is in memory, so nothing outside this start was sealed with a key file already in the data
   * folder (a reused test folder): the snapshot's replaces it. On disk a differing key file means: seed.
   */
  replaceKeys?: boolean;
}

type Item = Record<string, AttributeValue>;
const isMarker = (i: Item) => i.type?.S === 'DemoMarker';

async function scanAll(client: DynamoDBClient, tableName: string): Promise<Item[]> {
  // Parallel segments: DynamoDB Local answers each page in its own thread.
  const segments = 4;
  const pages = await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const items: Item[] = [];
      let start: Item | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: tableName,
            Segment: segment,
            TotalSegments: segments,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    }),
  );
  return pages.flat();
}

async function writeAll(client: DynamoDBClient, tableName: string, items: Item[], parallel = 8) {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 10) throw new Error('DynamoDB Local left items unprocessed');
        const reply = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
        );
        requests = (reply.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * Loads the snapshot of `key` into an empty table; false (nothing written) when there is none or it does
 * not fit this data folder. The demo marker goes last, so a load cut short is seeded again next time.
 */
export async function loadSnapshot(key: string, places: SnapshotPlaces): Promise<boolean> {
  const dir = path.join(snapshotRoot, key);
  if (!existsSync(path.join(dir, 'complete'))) return false;
  let items: Item[];
  try {
    items = JSON.parse(gunzipSync(readFileSync(path.join(dir, 'items.json.gz'))).toString('utf8'));
  } catch {
    return false;
  }
  const keyFiles = filesUnder(path.join(dir, 'keys'));
  for (const f of keyFiles) {
    // Provider secrets in the items are sealed with the key file the seed used: another key cannot open them.
    const mine = path.join(places.keysDir, path.basename(f));
    if (!places.replaceKeys && existsSync(mine) && !readFileSync(mine).equals(readFileSync(f))) return false;
  }
  for (const f of keyFiles) {
    const mine = path.join(places.keysDir, path.basename(f));
    if (existsSync(mine) && readFileSync(mine).equals(readFileSync(f))) continue;
    mkdirSync(places.keysDir, { recursive: true, mode: 0o700 });
    // Copied with the mode the cloud gives its key files (0600); the secrets module reads it on first use.
    writeFileSync(mine, readFileSync(f), { mode: 0o600 });
  }
  if (existsSync(path.join(dir, 's3'))) cpSync(path.join(dir, 's3'), places.s3Dir, { recursive: true });
  await writeAll(
    places.client,
    places.tableName,
    items.filter((i) => !isMarker(i)),
  );
  await writeAll(places.client, places.tableName, items.filter(isMarker));
  return true;
}

/** Saves what the seed left under `key` (written aside, then renamed: readers never see half a snapshot). */
export async function saveSnapshot(key: string, places: SnapshotPlaces): Promise<void> {
  const dir = path.join(snapshotRoot, key);
  if (existsSync(path.join(dir, 'complete'))) return;
  const items = await scanAll(places.client, places.tableName);
  if (!items.some(isMarker)) return;
  const scratch = `${dir}.${process.pid}.tmp`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, 'items.json.gz'), gzipSync(JSON.stringify(items), { level: 1 }));
  if (existsSync(places.s3Dir)) cpSync(places.s3Dir, path.join(scratch, 's3'), { recursive: true });
  if (existsSync(places.keysDir)) cpSync(places.keysDir, path.join(scratch, 'keys'), { recursive: true });
  writeFileSync(path.join(scratch, 'complete'), `${items.length} items\n`);
  try {
    renameSync(scratch, dir);
  } catch {
    // Another cloud saved the same snapshot first.
    rmSync(scratch, { recursive: true, force: true });
  }
  removeOldSnapshots(key);
}

function removeOldSnapshots(keep: string) {
  const cutoff = Date.now() - keepOthersMs;
  for (const name of readdirSync(snapshotRoot)) {
    if (name === keep) continue;
    const p = path.join(snapshotRoot, name);
    if (statSync(p).mtimeMs < cutoff) rmSync(p, { recursive: true, force: true });
  }
}

export interface DemoSeeding {
  places: SnapshotPlaces;
  /** Resolves when the local queue has no message left (the seed's fan-outs land before the save). */
  queueIdle: () => Promise<void>;
  /** The snapshot key, when the caller started computing it early (it overlaps the emulators' start). */
  key?: Promise<string | undefined>;
}

export interface SeedOutcome {
  accounts: { role: string; email: string; password: string }[];
  /** `snapshot`: loaded; `seeded`: seeded (and saved); `existing`: the data folder had the demo already. */
  source: 'snapshot' | 'seeded' | 'existing';
  ms: number;
}

/** The demo data from the snapshot when one fits, else by seeding (then saved for the next cloud). */
export async function seedDemo({ places, queueIdle, key: early }: DemoSeeding): Promise<SeedOutcome> {
  const started = performance.now();
  const [{ seedDemoData, demoAccounts, demoMarkerKey }, { db }, { GetCommand }] = await Promise.all([
    import('./demo/seed'),
    import('../../functions/src/platform/db/client'),
    import('@aws-sdk/lib-dynamodb'),
  ]);
  const done = (source: SeedOutcome['source']) => ({
    accounts: demoAccounts(),
    source,
    ms: performance.now() - started,
  });
  const marker = await db().send(
    new GetCommand({ TableName: places.tableName, Key: demoMarkerKey, ConsistentRead: true }),
  );
  if (marker.Item) return done('existing');
  const enabled = process.env.GRADINA_SEED_SNAPSHOT !== '0';
  const key = enabled ? await (early ?? snapshotKey()).catch(() => undefined) : undefined;
  if (key && (await loadSnapshot(key, places))) {
    // The ePay simulator lives in this process and starts empty: it learns the demo merchants again.
    const { registerDemoProviders } = await import('./demo/activity-providers-demo');
    await registerDemoProviders();
    await (await import('./demo/kindergarten-fees')).registerKindergartenMerchant();
    return done('snapshot');
  }
  await seedDemoData(db(), places.tableName);
  // Saved only when no seed source changed while it ran (the data would be of neither version).
  if (key && (await snapshotKey().catch(() => undefined)) === key) {
    await queueIdle();
    await saveSnapshot(key, places).catch((e: Error) =>
      console.warn(`the seed snapshot was not saved: ${e.message}`),
    );
  }
  return done('seeded');
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AttributeValue, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { type LocalDynamo, startDynamo } from './dynamo';
import { freePort } from './ports';
import { loadSnapshot, saveSnapshot, snapshotRoot } from './seed-snapshot';
import { ensureTable, localDynamoClient } from './table';

/**
 * A snapshot round trip on a small table: what one cloud saved, another loads (items, S3 files, key files),
 * and a data folder whose key file differs is refused, so that cloud seeds instead.
 */
const key = `test-${process.pid}`;
const scratch = path.resolve(import.meta.dirname, '../../.test-data', `seed-snapshot-${process.pid}`);
const dynamos: LocalDynamo[] = [];
afterAll(async () => {
  for (const d of dynamos) await d.stop();
  rmSync(path.join(snapshotRoot, key), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

async function table() {
  const dynamo = await startDynamo({ port: await freePort() });
  dynamos.push(dynamo);
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, 'gradina');
  return client;
}

const item = (i: number): Record<string, AttributeValue> => ({
  PK: { S: `KG#k1#THING` },
  SK: { S: `THING#${String(i).padStart(3, '0')}` },
  n: { N: String(i) },
  names: { L: [{ S: 'Мария' }, { NULL: true }] },
});

const scan = async (client: ReturnType<typeof localDynamoClient>) =>
  ((await client.send(new ScanCommand({ TableName: 'gradina' }))).Items ?? []).sort((a, b) =>
    `${a.PK!.S}${a.SK!.S}`.localeCompare(`${b.PK!.S}${b.SK!.S}`),
  );

describe('the seed snapshot', () => {
  it('loads into a new cloud what the seeding cloud left', { timeout: 120_000 }, async () => {
    const seeded = await table();
    for (let i = 0; i < 60; i++)
      await seeded.send(new PutItemCommand({ TableName: 'gradina', Item: item(i) }));
    await seeded.send(
      new PutItemCommand({
        TableName: 'gradina',
        Item: { PK: { S: 'DEMO' }, SK: { S: 'MARKER' }, type: { S: 'DemoMarker' } },
      }),
    );
    const first = path.join(scratch, 'first');
    mkdirSync(path.join(first, 's3', 'gradina-files', 'portfolios'), { recursive: true });
    writeFileSync(path.join(first, 's3', 'gradina-files', 'portfolios', 'a._S3rver_object'), 'снимка');
    mkdirSync(path.join(first, 'keys'), { recursive: true });
    writeFileSync(path.join(first, 'keys', 'provider-secrets.key'), 'key-one');
    const places = (dir: string, client: ReturnType<typeof localDynamoClient>) => ({
      client,
      tableName: 'gradina',
      s3Dir: path.join(dir, 's3'),
      keysDir: path.join(dir, 'keys'),
    });
    await saveSnapshot(key, places(first, seeded));

    const fresh = await table();
    const second = path.join(scratch, 'second');
    expect(await loadSnapshot(key, places(second, fresh))).toBe(true);
    expect(await scan(fresh)).toEqual(await scan(seeded));
    expect(
      readFileSync(path.join(second, 's3', 'gradina-files', 'portfolios', 'a._S3rver_object'), 'utf8'),
    ).toBe('снимка');
    expect(readFileSync(path.join(second, 'keys', 'provider-secrets.key'), 'utf8')).toBe('key-one');

    // Sealed secrets cannot be opened with another key file: that cloud seeds instead, and nothing is written.
    const other = await table();
    const third = path.join(scratch, 'third');
    mkdirSync(path.join(third, 'keys'), { recursive: true });
    writeFileSync(path.join(third, 'keys', 'provider-secrets.key'), 'key-two');
    expect(await loadSnapshot(key, places(third, other))).toBe(false);
    expect(await scan(other)).toEqual([]);
    expect(await loadSnapshot('no-such-snapshot', places(third, other))).toBe(false);

    // An in-memory table is new at every start: a reused folder's key file gives way to the snapshot's.
    expect(await loadSnapshot(key, { ...places(third, other), replaceKeys: true })).toBe(true);
    expect(readFileSync(path.join(third, 'keys', 'provider-secrets.key'), 'utf8')).toBe('key-one');
    expect(await scan(other)).toEqual(await scan(seeded));
  });
});

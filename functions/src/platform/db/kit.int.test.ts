import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, notFound } from '../http/errors';
import { batchGet, batchWrite } from './batch';
import { metered } from './client';
import { encodeCursor } from './cursor';
import {
  deleteIfExists,
  getItem,
  getOrNotFound,
  isConditionFailure,
  putIfAbsent,
  putItem,
  updateItem,
} from './item';
import { queryAll, queryPage } from './query';
import { transact, tryTransact } from './transact';
import { versionedOp, versionedUpdate } from './versioned';

/**
 * The data kit against DynamoDB Local: the one test file that reads the table directly. Each run writes
 * under partitions of its own, so it never meets another suite's data.
 */
const run = randomUUID();
const pk = (name: string) => `KITTEST#${run}#${name}`;
const item = (partition: string, i: number, extra: Record<string, unknown> = {}) => ({
  PK: pk(partition),
  SK: `ITEM#${String(i).padStart(3, '0')}`,
  n: i,
  ...extra,
});

const apiError = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

beforeAll(async () => {
  await batchWrite({ puts: Array.from({ length: 12 }, (_, i) => item('list', i)) });
  await batchWrite({ puts: [item('other', 0)] });
});

describe('single items', () => {
  it('puts only when absent, reads, and deletes only what exists', async () => {
    const marker = { PK: pk('marker'), SK: 'MARKER', owner: 'a' };
    expect(await putIfAbsent(marker)).toBe(true);
    expect(await putIfAbsent({ ...marker, owner: 'b' })).toBe(false);
    expect(await getItem(marker, { consistent: true })).toMatchObject({ owner: 'a' });
    expect(await getItem(marker, { consistent: true, attributes: ['owner'] })).toEqual({ owner: 'a' });
    expect(await deleteIfExists(marker)).toBe(true);
    expect(await deleteIfExists(marker)).toBe(false);
    const missing = await apiError(getOrNotFound(marker, 'Няма го.'));
    expect([missing.statusCode, missing.message]).toEqual([404, 'Няма го.']);
  });

  it('updates with SET, ADD and REMOVE, and reports a failed condition', async () => {
    const key = { PK: pk('counter'), SK: 'C' };
    await putItem({ ...key, name: 'брояч', note: 'x' });
    const after = await updateItem(key, { set: { name: 'ново' }, add: { count: 2 }, remove: ['note'] });
    expect(after).toEqual({ ...key, name: 'ново', count: 2 });
    const failed = await updateItem(key, { add: { count: 1 } }, { equals: { count: 5 } }).catch((e) => e);
    expect(isConditionFailure(failed)).toBe(true);
    expect(await getItem(key, { consistent: true })).toMatchObject({ count: 2 });
  });
});

describe('queries', () => {
  it('reads every page of a partition and nothing of the next one', async () => {
    const all = await queryAll<{ n: number }>({
      KeyConditionExpression: 'PK = :pk',
      Limit: 5,
      ExpressionAttributeValues: { ':pk': pk('list') },
    });
    expect(all.map((i) => i.n)).toEqual([...Array(12).keys()]);
    const some = await queryAll<{ n: number }>({
      partition: pk('list'),
      between: ['ITEM#003', 'ITEM#005'],
      descending: true,
    });
    expect(some.map((i) => i.n)).toEqual([5, 4, 3]);
  });

  it('pages with an opaque cursor until the end', async () => {
    const seen: number[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await queryPage<{ n: number }>(
        { partition: pk('list'), beginsWith: 'ITEM#' },
        { limit: 5, cursor },
      );
      seen.push(...page.items.map((i) => i.n));
      cursor = page.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...Array(12).keys()]);
    expect(pages).toBe(3);
  });

  it('refuses a forged cursor that would leave the partition, naming the field', async () => {
    const foreign = encodeCursor({ PK: pk('other'), SK: 'ITEM#000' })!;
    const e = await apiError(
      queryPage({ partition: pk('list') }, { limit: 5, cursor: foreign, cursorField: 'next' }),
    );
    expect(e.statusCode).toBe(400);
    expect(e.errors?.[0]?.field).toBe('next');
    for (const bad of [
      'not base64!',
      Buffer.from('[1]').toString('base64url'),
      encodeCursor({ PK: pk('list'), SK: 1 })!,
      encodeCursor({ PK: pk('list'), SK: 'x', secret: 'y' })!,
    ])
      expect(
        (await apiError(queryPage({ partition: pk('list') }, { limit: 5, cursor: bad }))).statusCode,
      ).toBe(400);
  });
});

describe('batches', () => {
  it('reads more than 100 keys in order, skipping missing ones and reading duplicates once', async () => {
    const puts = Array.from({ length: 230 }, (_, i) => item('batch', i, { payload: 'ж'.repeat(200) }));
    await batchWrite({ puts });
    const keys = [
      ...puts.map(({ PK, SK }) => ({ PK, SK })).reverse(),
      { PK: pk('batch'), SK: 'NONE' },
      { PK: puts[0]!.PK, SK: puts[0]!.SK },
    ];
    const { result, meter } = await metered(() => batchGet<{ n: number }>(keys));
    expect(result.map((i) => i.n)).toEqual([...Array(230).keys()].reverse());
    expect(meter.byOperation).toEqual({ BatchGetItem: 3 });
    expect(meter.itemsRead).toBe(230);
  });

  it('deletes in batches of 25', async () => {
    const keys = Array.from({ length: 60 }, (_, i) => ({ PK: pk('batch'), SK: item('batch', i).SK }));
    const { meter } = await metered(() => batchWrite({ deletes: keys }));
    expect(meter.byOperation).toEqual({ BatchWriteItem: 3 });
    expect(await queryAll({ partition: pk('batch'), consistent: true })).toHaveLength(170);
  });
});

describe('transactions and versions', () => {
  it('writes all or nothing; a failed condition is a 409 or the caller’s error', async () => {
    const a = { PK: pk('tx'), SK: 'A' };
    const b = { PK: pk('tx'), SK: 'B' };
    await transact([{ put: { ...a, v: 1 }, condition: { absent: true } }, { put: { ...b, v: 1 } }]);
    const e = await apiError(
      transact(
        [{ put: { ...b, v: 2 } }, { put: { ...a, v: 2 }, condition: { absent: true } }],
        'Вече има такъв.',
      ),
    );
    expect([e.statusCode, e.message]).toEqual([409, 'Вече има такъв.']);
    expect(await getItem(b, { consistent: true })).toMatchObject({ v: 1 });
    const gone = await apiError(
      transact([{ delete: { PK: pk('tx'), SK: 'C' }, condition: { exists: true } }], () =>
        notFound('Изтрит.'),
      ),
    );
    expect(gone.statusCode).toBe(404);
    expect(
      await tryTransact([
        { update: a, changes: { add: { v: 1 } } },
        { check: b, condition: { equals: { v: 9 } } },
      ]),
    ).toEqual({ committed: false, failed: [1] });
  });

  it('updates a versioned document only from the version read: 409 when stale, 404 when gone', async () => {
    const key = { PK: pk('doc'), SK: 'DOC' };
    await putItem({ ...key, title: 'а' });
    expect(await versionedUpdate(key, { title: 'б' }, { expected: 0 })).toBe(1);
    expect(await versionedUpdate(key, { title: 'в' }, { expected: 1 })).toBe(2);
    const stale = await apiError(versionedUpdate(key, { title: 'г' }, { expected: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(await getItem(key, { consistent: true })).toMatchObject({ title: 'в', version: 2 });
    await deleteIfExists(key);
    expect((await apiError(versionedUpdate(key, { title: 'д' }, { expected: 2 }))).statusCode).toBe(404);
  });

  it('bumps a version inside a transaction only from the version read', async () => {
    const key = { PK: pk('doc'), SK: 'TX' };
    await putItem({ ...key, title: 'а' });
    await transact([versionedOp(key, { expected: 0, attribute: 'rev' }, { set: { title: 'б' } })]);
    const stale = await apiError(transact([versionedOp(key, { expected: 0, attribute: 'rev' })]));
    expect(stale.statusCode).toBe(409);
    await transact([versionedOp(key, { expected: 1, attribute: 'rev' })]);
    expect(await getItem(key, { consistent: true })).toMatchObject({ title: 'б', rev: 2 });
  });
});

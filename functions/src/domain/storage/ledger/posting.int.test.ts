import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchGet, getItem, type Key } from '../../../platform/db';
import { entryKey, ledgerKeys, type PostedEntry, stockStateOf } from './items';
import { type LedgerLine, runPosting } from './posting';

/**
 * Posting against DynamoDB Local: a document too large for one transaction is posted in chunks; a failure
 * injected between two chunks leaves it half-posted, and posting it again finishes it without doubling a
 * single stock item. A kindergarten id of this run's own keeps the items apart from every other suite.
 */
const kg = `ledgertest-${randomUUID().slice(0, 8)}`;
const warehouseId = 'w1';
const docKey: Key = { PK: `KG#${kg}#STOCKDOCS`, SK: 'receipt#r1' };

const lines: LedgerLine[] = Array.from({ length: 60 }, (_, i) => ({
  warehouseId,
  productId: `p${i}`,
  productName: `Продукт ${i}`,
  baseUnit: 2,
  kind: 'in',
  qty: 1000 + i,
  value: 100 + i,
}));

const posted = (doc: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(doc ?? {}).filter(([k]) => k.startsWith('e#'))) as Record<
    string,
    PostedEntry
  >;

const input = (doc: Record<string, unknown> | undefined) => ({
  kindergartenId: kg,
  doc: {
    key: docKey,
    type: 'receipt' as const,
    id: 'r1',
    number: 1,
    date: '2026-11-20',
    warehouseId,
    posted: posted(doc),
  },
  action: 'post' as const,
  lines,
  done: { set: { status: 2 } },
  today: '2026-11-21',
});

describe('a document posted in chunks', () => {
  it('resumes after a failure between chunks and never doubles a stock item', async () => {
    await expect(
      runPosting({
        ...input(undefined),
        create: { ...docKey, id: 'r1', status: 1 },
        afterChunk: () => {
          throw new Error('injected failure between chunks');
        },
      }),
    ).rejects.toThrow('injected failure');
    const half = await getItem(docKey, { consistent: true });
    expect(half?.phase).toBe('post');
    const done = Object.keys(posted(half)).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(lines.length);

    await runPosting(input(half));
    const doc = await getItem(docKey, { consistent: true });
    expect(doc?.phase).toBeUndefined();
    expect(doc?.status).toBe(2);
    expect(Object.keys(posted(doc))).toHaveLength(lines.length);
    expect(posted(doc)[entryKey(warehouseId, 'p0')]).toMatchObject({ kind: 'in', qty: 1000, value: 100 });

    const items = await batchGet(
      lines.map((l) => ledgerKeys.stock(kg, warehouseId, l.productId)),
      { consistent: true },
    );
    const byProduct = new Map(items.map((i) => [String(i.productId), stockStateOf(i)]));
    for (const l of lines)
      expect(byProduct.get(l.productId)).toMatchObject({ qty: l.qty, value: l.value, version: 1 });
    const total = await getItem(ledgerKeys.total(kg), { consistent: true });
    expect(total?.value).toBe(lines.reduce((s, l) => s + l.value, 0));

    // Posting it once more finds nothing left to post: nothing moves.
    await runPosting(input(doc));
    const again = await batchGet([ledgerKeys.stock(kg, warehouseId, 'p0')], { consistent: true });
    expect(stockStateOf(again[0])).toMatchObject({ qty: 1000, value: 100, version: 1 });
  });
});

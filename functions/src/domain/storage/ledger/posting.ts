import { type Condition, keys, type TransactOp, tryTransact } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { keyId, ledgerKeys, movementsFrom, type PostedEntry, readByKey, stockStateOf } from './items';
import { planChange } from './plan';
import type { LedgerLine, PostingInput, PostingResult } from './posting-types';
import { revaluationOps, revaluationsOf } from './revaluation';
import type { Planned } from './writes';
import {
  aggregateOps,
  checkOpenMonth,
  chunksOf,
  entryCondition,
  fixedWrites,
  maxWrites,
  monthOf,
  openMonthCheck,
  pendingOf,
  planOps,
  shortMessage,
  withoutPhase,
} from './writes';

/**
 * Posting a document to the stock ledger, and freeing it (taking its movements back). One document is one
 * transaction with conditions on every stock item it moves (`version` as read: two documents on the same
 * item at once both apply or one is refused, never a lost update), split into chunks under DynamoDB's
 * 100-write limit. Each chunk records on the document which stock items it posted (`e#<wh>#<product>`,
 * set only when absent), so a failure between chunks leaves the document in its `phase` and calling the
 * same action again posts only what is left, planned from fresh reads: resumed, never doubled.
 *
 * Requests of a document dated after every movement of its products: one consistent BatchGet (the stock
 * items, the closure, the total, the kindergarten, the caller's `extraKeys`) and one TransactWrite per
 * chunk (one for up to ~45 lines). A back-dated document or a freeing adds one Query per product.
 */

export * from './posting-types';
export { checkOpenMonth, closedMonthMessage } from './writes';

/** Posts or frees a document (see the file's comment). Answers what the document records per stock item. */
export async function runPosting(input: PostingInput): Promise<PostingResult> {
  const { kindergartenId, doc } = input;
  const pending = pendingOf(input);
  const fixedKeys = [
    ledgerKeys.closure(kindergartenId, doc.warehouseId),
    ledgerKeys.total(kindergartenId),
    keys.kindergarten(kindergartenId),
  ];
  const read = await readByKey([...pending.map((p) => p.stockKey), ...fixedKeys, ...(input.extraKeys ?? [])]);
  const closure = read.get(keyId(ledgerKeys.closure(kindergartenId, doc.warehouseId)));
  const dates = input.action === 'post' ? [doc.date] : Object.values(doc.posted).map((e) => e.date);
  const reopening = Boolean(input.reopensMonth) && closure?.inventoryId === doc.id;
  const closedThrough = (reopening ? closure?.previousClosedThrough : closure?.closedThrough) as
    | string
    | undefined;
  for (const date of dates) checkOpenMonth(closedThrough ?? undefined, date);

  // Back-dated changes and removals are planned from the later movements of their stock items.
  const planned: Planned[] = [];
  const short: { line: LedgerLine; available: number; needed: number }[] = [];
  await Promise.all(
    pending.map(async (p) => {
      const item = read.get(keyId(p.stockKey));
      const stock = stockStateOf(item);
      const date = 'insert' in p.change ? p.change.insert.date : p.change.remove.date;
      const fast = 'insert' in p.change && date >= stock.lastDate;
      const later = fast
        ? null
        : await movementsFrom(kindergartenId, p.line.warehouseId, p.line.productId, date);
      const plan = planChange(stock, p.change, later);
      if (!plan.ok) {
        short.push({
          line: { ...p.line, productName: p.line.productName || String(item?.productName ?? '') },
          ...plan,
        });
        return;
      }
      const moved = plan.inserted ?? null;
      const monthsSum = (prefix: string) =>
        Object.entries(plan.months)
          .filter(([k]) => k.startsWith(prefix))
          .reduce((s, [, v]) => s + v, 0);
      const inValue = monthsSum('iv#');
      const expiry = p.line.expiry;
      planned.push({
        p,
        ops: planOps(input, p, plan, !item),
        entry: moved
          ? {
              date: moved.date,
              seq: moved.seq,
              kind: moved.kind,
              qty: moved.qty,
              value: moved.value,
              ...(plan.took ? { took: plan.took } : {}),
            }
          : null,
        valueDelta: plan.stock.value - stock.value,
        inValue,
        outValue: monthsSum('ov#'),
        ...(expiry && inValue !== 0 ? { expiring: { month: monthOf(expiry), value: inValue } } : {}),
        revaluations: later ? revaluationsOf(kindergartenId, later, plan.revalued) : [],
      });
    }),
  );
  if (short.length > 0) throw conflict(shortMessage(short));
  planned.sort((a, b) => pending.indexOf(a.p) - pending.indexOf(b.p));

  const total = read.get(keyId(ledgerKeys.total(kindergartenId)));
  let totalVersion = Number(total?.version ?? 0);
  let totalValue = Number(total?.value ?? 0);
  const kg = read.get(keyId(keys.kindergarten(kindergartenId)));
  const firstOps = input.firstOps?.(read) ?? [];
  const chunks = chunksOf(planned, maxWrites - fixedWrites - firstOps.length - (input.doneOps?.length ?? 0));

  const result: PostingResult = {};
  const afterAll: Record<string, PostedEntry> = input.action === 'post' ? { ...doc.posted } : {};
  for (const c of planned) if (c.entry) afterAll[c.p.key] = c.entry;
  const done = typeof input.done === 'function' ? input.done(afterAll) : input.done;
  for (const [i, chunk] of chunks.entries()) {
    const first = i === 0;
    const last = i === chunks.length - 1;
    const entrySets = Object.fromEntries(chunk.filter((c) => c.entry).map((c) => [c.p.key, c.entry]));
    const entryRemoves = chunk.filter((c) => !c.entry).map((c) => c.p.key);
    const valueDelta = chunk.reduce((s, c) => s + c.valueDelta, 0);
    const docOp: TransactOp =
      first && input.create
        ? {
            put: {
              ...withoutPhase(input.create),
              ...entrySets,
              ...(last ? done.set : { phase: input.action }),
            },
            condition: { absent: true },
          }
        : {
            update: doc.key,
            changes: {
              set: { ...entrySets, ...(last ? done.set : { phase: input.action }) },
              ...(done.add && last ? { add: done.add } : {}),
              remove: [...entryRemoves, ...(last ? ['phase', ...(done.remove ?? [])] : [])],
            },
            condition: entryCondition(Object.keys(entrySets), entryRemoves),
          };
    const totalOp: TransactOp = {
      update: ledgerKeys.total(kindergartenId),
      changes: { set: { version: totalVersion + 1, type: 'StockTotal' }, add: { value: valueDelta } },
      condition:
        totalVersion === 0
          ? {
              expression: 'attribute_not_exists(#v) OR #v = :z',
              names: { '#v': 'version' },
              values: { ':z': 0 },
            }
          : { equals: { version: totalVersion } },
    };
    const monthOp = openMonthCheck(kindergartenId, doc.warehouseId, dates[0] ?? doc.date);
    const ops: TransactOp[] = [
      docOp,
      last && input.closesMonth
        ? {
            update: ledgerKeys.closure(kindergartenId, doc.warehouseId),
            changes: {
              set: {
                type: 'StockClosure',
                closedThrough: monthOf(doc.date),
                inventoryId: doc.id,
                previousClosedThrough: (closure?.closedThrough as string | undefined) ?? null,
                previousInventoryId: (closure?.inventoryId as string | undefined) ?? null,
              },
            },
            condition: (monthOp as { condition: Condition }).condition,
          }
        : first && reopening
          ? {
              update: ledgerKeys.closure(kindergartenId, doc.warehouseId),
              changes: {
                set: {
                  closedThrough: (closure?.previousClosedThrough as string | null) ?? '0000-00',
                  inventoryId: (closure?.previousInventoryId as string | null) ?? null,
                },
              },
              condition: { equals: { inventoryId: doc.id } },
            }
          : monthOp,
      totalOp,
      ...aggregateOps(input, kg, totalValue + valueDelta, chunk),
      ...(first ? firstOps : []),
      ...chunk.flatMap((c) => c.ops),
      ...revaluationOps(chunk.flatMap((c) => c.revaluations)),
      ...(last ? (input.doneOps ?? []) : []),
    ];
    const outcome = await tryTransact(ops);
    if (!outcome.committed) {
      if (outcome.failed.includes(1)) checkOpenMonth(String(closedThrough ?? '9999-99'), dates[0] ?? '');
      throw conflict(
        'Наличностите или документът бяха променени междувременно от друга операция. Заредете ги отново и опитайте пак.',
      );
    }
    totalVersion += 1;
    totalValue += valueDelta;
    for (const c of chunk) result[c.p.key] = c.entry;
    if (!last) await input.afterChunk?.(i);
  }
  return result;
}

import { unitLabels } from '@gradina/shared/storage/units';
import {
  type Changes,
  type Condition,
  type Key,
  keys,
  type TransactOp,
  tryTransact,
} from '../../../platform/db';
import { badRequest, conflict } from '../../../platform/http/errors';
import { aggregateKeys } from '../../aggregates/keys';
import type { MovementKind } from './avco';
import {
  entryKey,
  keyId,
  ledgerKeys,
  type MovementRecord,
  movementsFrom,
  type PostedEntry,
  readByKey,
  type StockDocType,
  stockStateOf,
} from './items';
import { type Change, type Plan, planChange } from './plan';
import { type DocumentRevaluation, revaluationOps, revaluationsOf } from './revaluation';

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

export interface LedgerLine {
  warehouseId: string;
  productId: string;
  productName: string;
  baseUnit: number;
  kind: MovementKind;
  /** Base units, > 0. */
  qty: number;
  /** Cents of a movement in; ignored for a movement out (valued at the average). */
  value: number;
  expiry?: string;
  batch?: string;
}

export interface LedgerDocument {
  key: Key;
  type: StockDocType;
  id: string;
  number: number;
  /** YYYY-MM-DD: the date of its movements. */
  date: string;
  /** The warehouse of all its lines: its months are closed by the warehouse's inventory. */
  warehouseId: string;
  /** What the document's item records as posted (its `e#` attributes). */
  posted: Record<string, PostedEntry>;
}

export interface PostingInput {
  kindergartenId: string;
  doc: LedgerDocument;
  /** post: move the lines' stock; free: take the posted movements back. */
  action: 'post' | 'free';
  /** The lines to post (merged by stock item: one line per product and warehouse). Ignored when freeing. */
  lines: readonly LedgerLine[];
  /** A new document: its whole item, put (absent) with the first chunk. Otherwise the item is updated. */
  create?: Key & Record<string, unknown>;
  /** More items to read in the same BatchGet (a number counter); handed to `firstOps`. */
  extraKeys?: readonly Key[];
  /** Writes of the first chunk (the document's number), from the extra items read. */
  firstOps?: (read: Map<string, Record<string, unknown>>) => TransactOp[];
  /** Writes for a stock item the document creates (the product's and warehouse's use markers). */
  newStockOps?: (line: LedgerLine) => TransactOp[];
  /**
   * What the document's item gets with the last chunk (its status, totals), or a function of what the
   * document then records per stock item (after a post: every entry; after a freeing: none); `phase` is removed.
   */
  done: Changes | ((entries: Record<string, PostedEntry>) => Changes);
  /** More writes of the last chunk. */
  doneOps?: TransactOp[];
  /** An inventory: the last chunk closes the document's month (and every month before it). */
  closesMonth?: boolean;
  /** An inventory annulled: the first chunk reopens what it closed (only the last inventory may be). */
  reopensMonth?: boolean;
  /** The day of posting (Europe/Sofia): its month's aggregate carries the stock value. */
  today: string;
  /** Tests only: called after each committed chunk but the last; a throw leaves the document half-posted. */
  afterChunk?: (chunk: number) => Promise<void> | void;
}

/** The outcome per stock item, in the lines' order (what the document now records). */
export type PostingResult = Record<string, PostedEntry | null>;

export const aggregateKind = 'storage';
const maxWrites = 100;
const monthOf = (date: string) => date.slice(0, 7);
const monthText = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export const closedMonthMessage = (month: string) =>
  `Полето "Дата": месец ${monthText(month)} е приключен с инвентаризация и документи с дата в него не се приемат.`;

/** Refuses a date in a closed month (400 naming the date field). Pure. */
export function checkOpenMonth(closedThrough: string | undefined, date: string) {
  if (closedThrough && monthOf(date) <= closedThrough)
    throw badRequest(closedMonthMessage(monthOf(date)), [
      { field: 'date', message: closedMonthMessage(monthOf(date)) },
    ]);
}

const openMonthCheck = (kindergartenId: string, warehouseId: string, date: string): TransactOp => ({
  check: ledgerKeys.closure(kindergartenId, warehouseId),
  condition: {
    expression: 'attribute_not_exists(#c) OR #c < :m',
    names: { '#c': 'closedThrough' },
    values: { ':m': monthOf(date) },
  },
});

interface Pending {
  line: LedgerLine;
  key: string;
  change: Change;
  stockKey: Key;
}

function pendingOf(input: PostingInput): Pending[] {
  const { doc, kindergartenId } = input;
  if (input.action === 'post')
    return input.lines
      .map((line) => ({ line, key: entryKey(line.warehouseId, line.productId) }))
      .filter(({ key }) => !doc.posted[key])
      .map(({ line, key }) => ({
        line,
        key,
        stockKey: ledgerKeys.stock(kindergartenId, line.warehouseId, line.productId),
        change: {
          insert: {
            docId: doc.id,
            date: doc.date,
            kind: line.kind,
            qty: line.qty,
            value: line.kind === 'in' ? line.value : 0,
            ...(line.expiry ? { expiry: line.expiry } : {}),
            ...(line.batch ? { batch: line.batch } : {}),
          },
        },
      }));
  return Object.entries(doc.posted).map(([key, posted]) => {
    const [, warehouseId = '', productId = ''] = key.split('#');
    const line = input.lines.find((l) => l.warehouseId === warehouseId && l.productId === productId);
    return {
      line: line ?? {
        warehouseId,
        productId,
        productName: '',
        baseUnit: 0,
        kind: posted.kind,
        qty: posted.qty,
        value: 0,
      },
      key,
      stockKey: ledgerKeys.stock(kindergartenId, warehouseId, productId),
      change: {
        remove: {
          date: posted.date,
          seq: posted.seq,
          kind: posted.kind,
          docId: doc.id,
          ...(posted.took ? { took: posted.took } : {}),
        },
      },
    };
  });
}

const shortMessage = (items: { line: LedgerLine; available: number; needed: number }[]) =>
  `Недостатъчна наличност: ${items
    .map(
      ({ line, available, needed }) =>
        `${line.productName} (нужни ${needed} ${unitLabels[line.baseUnit as keyof typeof unitLabels] ?? ''}, налични ${available})`,
    )
    .join('; ')}.`;

/** The writes of one stock item's plan. */
function planOps(
  input: PostingInput,
  p: Pending,
  plan: Extract<Plan, { ok: true }>,
  created: boolean,
): TransactOp[] {
  const { kindergartenId, doc } = input;
  const { line } = p;
  const ops: TransactOp[] = [
    {
      update: p.stockKey,
      changes: {
        set: {
          type: 'StockItem',
          warehouseId: line.warehouseId,
          productId: line.productId,
          ...(line.productName ? { productName: line.productName, baseUnit: line.baseUnit } : {}),
          qty: plan.stock.qty,
          value: plan.stock.value,
          version: plan.stock.version,
          lastDate: plan.stock.lastDate,
          batches: plan.stock.batches,
        },
        ...(Object.keys(plan.months).length ? { add: plan.months } : {}),
      },
      condition: created ? { absent: true } : { equals: { version: plan.stock.version - 1 } },
    },
  ];
  if (plan.inserted) {
    const m = plan.inserted;
    const record: MovementRecord = {
      ...m,
      warehouseId: line.warehouseId,
      productId: line.productId,
      productName: line.productName,
      baseUnit: line.baseUnit,
      docType: doc.type,
      docId: doc.id,
      docNumber: doc.number,
      ...(plan.took ? { took: plan.took } : {}),
    };
    ops.push({
      put: {
        ...ledgerKeys.movement(kindergartenId, line.warehouseId, line.productId, m.date, m.seq),
        GSI1PK: ledgerKeys.movementsOfMonth(kindergartenId, monthOf(m.date)),
        GSI1SK: `${m.date}#${doc.type}#${doc.id}#${line.warehouseId}#${line.productId}`,
        type: 'StockMovement',
        ...record,
      },
      condition: { absent: true },
    });
  }
  if (plan.removed)
    ops.push({
      delete: ledgerKeys.movement(
        kindergartenId,
        line.warehouseId,
        line.productId,
        plan.removed.date,
        plan.removed.seq,
      ),
    });
  for (const r of plan.revalued)
    ops.push({
      update: ledgerKeys.movement(kindergartenId, line.warehouseId, line.productId, r.date, r.seq),
      changes: { set: { value: r.value } },
      condition: { exists: true },
    });
  if (created) ops.push(...(input.newStockOps?.(line) ?? []));
  return ops;
}

interface Planned {
  p: Pending;
  ops: TransactOp[];
  entry: PostedEntry | null;
  valueDelta: number;
  /** The month counters' value deltas summed over months: what the day's aggregate adds. */
  inValue: number;
  outValue: number;
  /** A receipt line's value in the month it expires (negative when freed). */
  expiring?: { month: string; value: number };
  /** Other documents whose movements out this one re-values. */
  revaluations: DocumentRevaluation[];
}

function aggregateOps(
  input: PostingInput,
  kg: Record<string, unknown> | undefined,
  stockValue: number,
  chunk: readonly Planned[],
): TransactOp[] {
  const { kindergartenId } = input;
  const stamp = (month: string) => ({
    type: 'Aggregate',
    kind: aggregateKind,
    kindergartenId,
    kindergartenName: String(kg?.name ?? ''),
    municipalityCode: (kg?.municipalityCode as string | undefined) ?? null,
    month,
    ...aggregateKeys.national(aggregateKind, kindergartenId, month),
    ...(kg?.municipalityCode
      ? aggregateKeys.municipal(aggregateKind, String(kg.municipalityCode), kindergartenId, month)
      : {}),
  });
  const month = monthOf(input.today);
  const adds = new Map<string, Record<string, number>>([[month, {}]]);
  const add = (m: string, name: string, v: number) => {
    if (v === 0) return;
    const counters = adds.get(m) ?? {};
    counters[name] = (counters[name] ?? 0) + v;
    adds.set(m, counters);
  };
  for (const c of chunk) {
    add(month, 'c_inValue', c.inValue);
    add(month, input.doc.type === 'scrapping' ? 'c_scrapValue' : 'c_outValue', c.outValue);
    if (c.expiring) add(c.expiring.month, 'c_expiringValue', c.expiring.value);
  }
  return [...adds].map(([m, counters]) => ({
    update: aggregateKeys.item(aggregateKind, kindergartenId, m),
    changes: {
      set: { ...stamp(m), ...(m === month ? { c_stockValue: stockValue } : {}) },
      ...(Object.keys(counters).length ? { add: counters } : {}),
    },
  }));
}

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

/** A new document's item as the one-chunk posting puts it: finished, so without a phase. */
const withoutPhase = ({ phase: _phase, ...item }: Key & Record<string, unknown>) => item as Key & Record<string, unknown>;

/**
 * Writes every chunk has besides its stock items: the document, the open-month check, the total, the day's
 * aggregate and up to three expiry months' aggregates.
 */
const fixedWrites = 7;

/** The planned stock items in chunks of at most `room` writes; one item's writes are never split. */
function chunksOf(planned: readonly Planned[], room: number): Planned[][] {
  const chunks: Planned[][] = [[]];
  let left = room;
  for (const c of planned) {
    const writes = c.ops.length + c.revaluations.length;
    if (writes > room)
      throw conflict(
        `Документът засяга твърде много по-късни движения на „${c.p.line.productName}“. Разделете го на по-малки.`,
      );
    if (writes > left && (chunks.at(-1)?.length ?? 0) > 0) {
      chunks.push([]);
      left = room;
    }
    chunks.at(-1)?.push(c);
    left -= writes;
  }
  return chunks;
}

function entryCondition(set: readonly string[], removed: readonly string[]): Condition {
  const names: Record<string, string> = {};
  const parts = [
    ...set.map((k, i) => {
      names[`#s${i}`] = k;
      return `attribute_not_exists(#s${i})`;
    }),
    ...removed.map((k, i) => {
      names[`#r${i}`] = k;
      return `attribute_exists(#r${i})`;
    }),
  ];
  return parts.length ? { exists: true, expression: parts.join(' AND '), names } : { exists: true };
}

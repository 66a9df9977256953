import { unitLabels } from '@gradina/shared/storage/units';
import type { Condition, Key, TransactOp } from '../../../platform/db';
import { badRequest, conflict } from '../../../platform/http/errors';
import { aggregateKeys } from '../../aggregates/keys';
import { entryKey, ledgerKeys, type MovementRecord, type PostedEntry } from './items';
import type { Change, Plan } from './plan';
import { aggregateKind, type LedgerLine, type PostingInput } from './posting-types';
import type { DocumentRevaluation } from './revaluation';

/**
 * The writes of a posting (posting.ts): what each stock item's plan writes, the day's aggregate, the
 * chunks under the 100-write limit and the conditions that make a chunk apply once.
 */

export const maxWrites = 100;
export const monthOf = (date: string) => date.slice(0, 7);
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

export const openMonthCheck = (kindergartenId: string, warehouseId: string, date: string): TransactOp => ({
  check: ledgerKeys.closure(kindergartenId, warehouseId),
  condition: {
    expression: 'attribute_not_exists(#c) OR #c < :m',
    names: { '#c': 'closedThrough' },
    values: { ':m': monthOf(date) },
  },
});

export interface Pending {
  line: LedgerLine;
  key: string;
  change: Change;
  stockKey: Key;
}

export function pendingOf(input: PostingInput): Pending[] {
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

export const shortMessage = (items: { line: LedgerLine; available: number; needed: number }[]) =>
  `Недостатъчна наличност: ${items
    .map(
      ({ line, available, needed }) =>
        `${line.productName} (нужни ${needed} ${unitLabels[line.baseUnit as keyof typeof unitLabels] ?? ''}, налични ${available})`,
    )
    .join('; ')}.`;

/** The writes of one stock item's plan. */
export function planOps(
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

export interface Planned {
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

export function aggregateOps(
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

/** A new document's item as the one-chunk posting puts it: finished, so without a phase. */
export const withoutPhase = ({ phase: _phase, ...item }: Key & Record<string, unknown>) =>
  item as Key & Record<string, unknown>;

/**
 * Writes every chunk has besides its stock items: the document, the open-month check, the total, the day's
 * aggregate and up to three expiry months' aggregates.
 */
export const fixedWrites = 7;

/** The planned stock items in chunks of at most `room` writes; one item's writes are never split. */
export function chunksOf(planned: readonly Planned[], room: number): Planned[][] {
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

export function entryCondition(set: readonly string[], removed: readonly string[]): Condition {
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

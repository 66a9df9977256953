import type { Balance, Movement, MovementKind } from './avco';
import { balanceBefore, ledgerOrder, replay, valueOut } from './avco';

/**
 * What one document does to one stock item, decided from values (no I/O): the stock item's new balance,
 * the movement put or removed, the later movements out whose value changes, and the month counters'
 * deltas. `posting.ts` turns a plan into transaction writes.
 *
 * A movement dated on or after the stock item's last movement date is the fast path: no history is read.
 * A movement dated before it, and every removal, is planned from the movements dated on or after that date
 * (`later`), which `replay` re-values from the balance before them.
 */

/** A batch received and not yet issued: for "products expiring within N days". */
export interface Batch {
  docId: string;
  expiry?: string;
  batch?: string;
  qty: number;
}

export interface StockState extends Balance {
  /** Moved by every movement: the condition of every write of the item, and the next movement's `seq`. */
  version: number;
  /** The latest movement date ever posted ('' before the first); never earlier than the real last one. */
  lastDate: string;
  batches: Batch[];
}

export const emptyStock: StockState = { qty: 0, value: 0, version: 0, lastDate: '', batches: [] };

export type Change =
  | {
      insert: {
        docId: string;
        date: string;
        kind: MovementKind;
        qty: number;
        value: number;
        expiry?: string;
        batch?: string;
      };
    }
  | { remove: { date: string; seq: number; kind: MovementKind; docId: string; took?: Batch[] } };

/** Counter attributes of the stock item per month: quantity and value in and out. */
export const monthCounter = (what: 'iq' | 'iv' | 'oq' | 'ov', month: string) => `${what}#${month}`;

export type Plan =
  | {
      ok: true;
      stock: StockState;
      /** The movement put (an insert), with its computed value. */
      inserted?: Movement;
      /** The movement removed (a removal). */
      removed?: Pick<Movement, 'date' | 'seq'>;
      /** Later movements out whose value changed. */
      revalued: { date: string; seq: number; value: number }[];
      /** Deltas of the month counters (`monthCounter`), zero deltas left out. */
      months: Record<string, number>;
      /** For a movement out: the batches it took (restored when the document is freed). */
      took?: Batch[];
    }
  | { ok: false; available: number; needed: number };

const monthOf = (date: string) => date.slice(0, 7);

function addMonth(
  months: Record<string, number>,
  kind: MovementKind,
  date: string,
  qty: number,
  value: number,
) {
  const [q, v] = kind === 'in' ? (['iq', 'iv'] as const) : (['oq', 'ov'] as const);
  for (const [key, delta] of [
    [monthCounter(q, monthOf(date)), qty],
    [monthCounter(v, monthOf(date)), value],
  ] as const) {
    const next = (months[key] ?? 0) + delta;
    if (next === 0) delete months[key];
    else months[key] = next;
  }
}

/** Takes `qty` from the batches, earliest expiry first (no expiry last); answers what was taken. */
export function takeBatches(batches: readonly Batch[], qty: number): { left: Batch[]; took: Batch[] } {
  const order = [...batches].sort((a, b) => (a.expiry ?? '9999').localeCompare(b.expiry ?? '9999'));
  const took: Batch[] = [];
  const left: Batch[] = [];
  let rest = qty;
  for (const b of order) {
    const t = Math.min(rest, b.qty);
    rest -= t;
    if (t > 0) took.push({ ...b, qty: t });
    if (b.qty - t > 0) left.push({ ...b, qty: b.qty - t });
  }
  return { left, took };
}

function batchesAfter(stock: StockState, change: Change, qty: number): { batches: Batch[]; took?: Batch[] } {
  if ('insert' in change) {
    const c = change.insert;
    if (c.kind === 'out') {
      const { left, took } = takeBatches(stock.batches, qty);
      return { batches: left, took };
    }
    const batch: Batch = {
      docId: c.docId,
      qty,
      ...(c.expiry ? { expiry: c.expiry } : {}),
      ...(c.batch ? { batch: c.batch } : {}),
    };
    return { batches: [...stock.batches, batch] };
  }
  const c = change.remove;
  if (c.kind === 'out') return { batches: [...stock.batches, ...(c.took ?? [])] };
  // A receipt taken back: its batch leaves with what is left of it (what was issued is gone already).
  const mine = stock.batches.filter((b) => b.docId === c.docId);
  const others = stock.batches.filter((b) => b.docId !== c.docId);
  const fromMine = mine.reduce((s, b) => s + b.qty, 0);
  return { batches: fromMine >= qty ? others : takeBatches(others, qty - fromMine).left };
}

/**
 * The plan of one change. `later` must hold every movement of the stock item dated on or after the
 * change's date when the change is a removal or is dated before `stock.lastDate`; `null` otherwise.
 */
export function planChange(stock: StockState, change: Change, later: readonly Movement[] | null): Plan {
  const date = 'insert' in change ? change.insert.date : change.remove.date;
  const fast = 'insert' in change && date >= stock.lastDate;
  if (!fast && later === null) throw new Error('a back-dated change or a removal needs the later movements');
  const months: Record<string, number> = {};
  if ('insert' in change && fast) {
    const c = change.insert;
    if (c.kind === 'out' && c.qty > stock.qty) return { ok: false, available: stock.qty, needed: c.qty };
    const value = c.kind === 'out' ? valueOut(stock, c.qty) : c.value;
    const inserted: Movement = { date, seq: stock.version + 1, kind: c.kind, qty: c.qty, value };
    addMonth(months, c.kind, date, c.qty, value);
    const { batches, took } = batchesAfter(stock, change, c.qty);
    const qty = stock.qty + (c.kind === 'in' ? c.qty : -c.qty);
    const total = stock.value + (c.kind === 'in' ? value : -value);
    return {
      ok: true,
      stock: { qty, value: total, version: stock.version + 1, lastDate: date, batches },
      inserted,
      revalued: [],
      months,
      ...(took ? { took } : {}),
    };
  }
  const old = [...(later ?? [])].sort(ledgerOrder);
  const start = balanceBefore(stock, old);
  let list: Movement[];
  let inserted: Movement | undefined;
  let removed: Movement | undefined;
  if ('insert' in change) {
    const c = change.insert;
    inserted = {
      date,
      seq: stock.version + 1,
      kind: c.kind,
      qty: c.qty,
      value: c.kind === 'in' ? c.value : 0,
    };
    list = [...old, inserted];
  } else {
    const c = change.remove;
    removed = old.find((m) => m.date === c.date && m.seq === c.seq);
    if (!removed) throw new Error(`movement ${c.date}#${c.seq} is not in the ledger`);
    list = old.filter((m) => m !== removed);
  }
  const result = replay(start, list);
  if (!result.ok) {
    const needed = 'insert' in change && change.insert.kind === 'out' ? change.insert.qty : result.short.qty;
    return { ok: false, available: Math.max(0, result.available), needed };
  }
  const byKey = new Map(result.movements.map((m) => [`${m.date}#${m.seq}`, m]));
  const revalued: { date: string; seq: number; value: number }[] = [];
  for (const m of old) {
    if (m === removed) continue;
    const now = byKey.get(`${m.date}#${m.seq}`);
    if (now && now.value !== m.value) {
      revalued.push({ date: m.date, seq: m.seq, value: now.value });
      addMonth(months, 'out', m.date, 0, now.value - m.value);
    }
  }
  if (inserted) {
    inserted = byKey.get(`${inserted.date}#${inserted.seq}`) ?? inserted;
    addMonth(months, inserted.kind, date, inserted.qty, inserted.value);
  }
  if (removed) addMonth(months, removed.kind, removed.date, -removed.qty, -removed.value);
  const qty = inserted?.qty ?? removed?.qty ?? 0;
  const { batches, took } = batchesAfter(stock, change, qty);
  return {
    ok: true,
    stock: {
      ...result.balance,
      version: stock.version + 1,
      lastDate: date > stock.lastDate ? date : stock.lastDate,
      batches,
    },
    ...(inserted ? { inserted } : {}),
    ...(removed ? { removed: { date: removed.date, seq: removed.seq } } : {}),
    revalued,
    months,
    ...(took ? { took } : {}),
  };
}

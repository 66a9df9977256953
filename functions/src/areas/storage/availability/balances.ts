import { averagePrice } from '../../../domain/storage/ledger/avco';
import { movementsOfMonth, type StockItemRecord, stockItems } from '../../../domain/storage/ledger/items';
import type { Batch } from '../../../domain/storage/ledger/plan';
import { warehouseRecords } from '../warehouses/items';

/**
 * The stock of every product in every warehouse on a date, from the ledger's stock items: today's balance
 * as kept, an earlier date's as today's less what moved after it (the month counters of the later months,
 * and the movements of the date's own month dated after it). Requests: the stock items and the warehouses
 * (two Queries, run together), plus one Query of the date's month for a date before today.
 */

export interface BalanceRow {
  warehouseId: string;
  warehouseName: string;
  productId: string;
  productName: string;
  baseUnit: number;
  quantity: number;
  value: number;
  averagePrice: number;
  nearestExpiry: string | null;
  /** The month counters, for the trial balance. */
  item: StockItemRecord;
}

const counter = (item: object, name: string) => Number((item as Record<string, unknown>)[name] ?? 0);

/** What moved in and out of a stock item after `month` (YYYY-MM), by its month counters. Pure. */
export function movedAfterMonth(item: object, month: string) {
  let qty = 0;
  let value = 0;
  for (const [name, v] of Object.entries(item)) {
    const m = /^(iq|iv|oq|ov)#(\d{4}-\d{2})$/.exec(name);
    if (!m || (m[2] ?? '') <= month) continue;
    const sign = m[1]?.startsWith('i') ? 1 : -1;
    if (m[1]?.endsWith('q')) qty += sign * Number(v);
    else value += sign * Number(v);
  }
  return { qty, value };
}

/** The month's own movement of a stock item (in and out, quantity and value). Pure. */
export const monthMovement = (item: object, month: string) => ({
  inQty: counter(item, `iq#${month}`),
  inValue: counter(item, `iv#${month}`),
  outQty: counter(item, `oq#${month}`),
  outValue: counter(item, `ov#${month}`),
});

const nearest = (batches: readonly Batch[] | undefined) =>
  (batches ?? [])
    .map((b) => b.expiry)
    .filter((e): e is string => Boolean(e))
    .sort()[0] ?? null;

export async function balancesOn(
  kindergartenId: string,
  today: string,
  date?: string,
): Promise<BalanceRow[]> {
  const on = date && date < today ? date : undefined;
  const [items, warehouses, monthMoves] = await Promise.all([
    stockItems(kindergartenId),
    warehouseRecords.list(kindergartenId),
    on ? movementsOfMonth(kindergartenId, on.slice(0, 7)) : Promise.resolve([]),
  ]);
  const names = new Map(warehouses.map((w) => [w.id, w.name]));
  const laterInMonth = new Map<string, { qty: number; value: number }>();
  for (const m of monthMoves) {
    if (!on || m.date <= on) continue;
    const key = `${m.warehouseId}#${m.productId}`;
    const sign = m.kind === 'in' ? 1 : -1;
    const known = laterInMonth.get(key) ?? { qty: 0, value: 0 };
    laterInMonth.set(key, { qty: known.qty + sign * m.qty, value: known.value + sign * m.value });
  }
  return items.map(({ PK: _pk, SK: _sk, ...item }) => {
    let qty = Number(item.qty ?? 0);
    let value = Number(item.value ?? 0);
    if (on) {
      const after = movedAfterMonth(item, on.slice(0, 7));
      const inMonth = laterInMonth.get(`${item.warehouseId}#${item.productId}`) ?? { qty: 0, value: 0 };
      qty -= after.qty + inMonth.qty;
      value -= after.value + inMonth.value;
    }
    return {
      warehouseId: item.warehouseId,
      warehouseName: names.get(item.warehouseId) ?? '',
      productId: item.productId,
      productName: item.productName,
      baseUnit: item.baseUnit,
      quantity: qty,
      value,
      averagePrice: averagePrice({ qty, value }),
      nearestExpiry: on ? null : nearest(item.batches),
      item: item as StockItemRecord,
    };
  });
}

/** Rows of one product across warehouses added up, the average over all of them. Pure. */
export function byProduct(rows: readonly BalanceRow[]) {
  const products = new Map<string, Omit<BalanceRow, 'warehouseId' | 'warehouseName' | 'item'>>();
  for (const r of rows) {
    const known = products.get(r.productId);
    if (!known) {
      products.set(r.productId, {
        productId: r.productId,
        productName: r.productName,
        baseUnit: r.baseUnit,
        quantity: r.quantity,
        value: r.value,
        averagePrice: r.averagePrice,
        nearestExpiry: r.nearestExpiry,
      });
      continue;
    }
    known.quantity += r.quantity;
    known.value += r.value;
    known.averagePrice = averagePrice({ qty: known.quantity, value: known.value });
    if (r.nearestExpiry && (!known.nearestExpiry || r.nearestExpiry < known.nearestExpiry))
      known.nearestExpiry = r.nearestExpiry;
  }
  return [...products.values()];
}

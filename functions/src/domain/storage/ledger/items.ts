import { batchGet, type Key, queryAll, tenantPrefix } from '../../../platform/db';
import type { Movement, MovementKind } from './avco';
import { type Batch, emptyStock, type StockState } from './plan';

/**
 * The stock ledger's items (docs/areas/storage-ledger.md):
 *
 * - stock item `KG#<kg>#STOCK` / `ITEM#<warehouseId>#<productId>`: quantity (base units), value (cents),
 *   `version`, `lastDate`, the batches on hand and the month counters `iq#`/`iv#`/`oq#`/`ov#<YYYY-MM>`. The
 *   whole partition is the availability and the trial balance (one Query);
 * - closure `KG#<kg>#STOCK` / `CLOSED#<warehouseId>`: `closedThrough` (YYYY-MM), the month of the warehouse's
 *   last posted inventory;
 * - total `KG#<kg>#STOCK` / `TOTAL`: the kindergarten's stock value (the МОН aggregate copies it);
 * - movement `KG#<kg>#STOCKMOVES#<warehouseId>#<productId>` / `<date>#<seq>`, with GSI1
 *   `KG#<kg>#STOCKMOVES#<YYYY-MM>` / `<date>#<docType>#<docId>#<warehouseId>#<productId>` for the
 *   document-transactions reference of a period.
 */

export const stockPartition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#STOCK`;
const pad = (seq: number) => String(seq).padStart(10, '0');

export const ledgerKeys = {
  stock: (kindergartenId: string, warehouseId: string, productId: string): Key => ({
    PK: stockPartition(kindergartenId),
    SK: `ITEM#${warehouseId}#${productId}`,
  }),
  closure: (kindergartenId: string, warehouseId: string): Key => ({
    PK: stockPartition(kindergartenId),
    SK: `CLOSED#${warehouseId}`,
  }),
  total: (kindergartenId: string): Key => ({ PK: stockPartition(kindergartenId), SK: 'TOTAL' }),
  movements: (kindergartenId: string, warehouseId: string, productId: string) =>
    `${tenantPrefix(kindergartenId)}#STOCKMOVES#${warehouseId}#${productId}`,
  movement: (
    kindergartenId: string,
    warehouseId: string,
    productId: string,
    date: string,
    seq: number,
  ): Key => ({
    PK: ledgerKeys.movements(kindergartenId, warehouseId, productId),
    SK: `${date}#${pad(seq)}`,
  }),
  /** A ledger document (receipt, request, scrapping, inventory): its `e#` entries say what it posted. */
  document: (kindergartenId: string, type: StockDocType, id: string): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#STOCKDOCS`,
    SK: `${type}#${id}`,
  }),
  movementsOfMonth: (kindergartenId: string, month: string) =>
    `${tenantPrefix(kindergartenId)}#STOCKMOVES#${month}`,
} as const;

/** The document types that move stock, as their movements name them. */
export type StockDocType = 'receipt' | 'request' | 'scrapping' | 'inventory';

export interface StockItemRecord extends StockState {
  warehouseId: string;
  productId: string;
  productName: string;
  baseUnit: number;
  /** Month counters, `iq#2026-11` and so on. */
  [counter: `${'iq' | 'iv' | 'oq' | 'ov'}#${string}`]: number;
}

export interface MovementRecord extends Movement {
  warehouseId: string;
  productId: string;
  productName: string;
  baseUnit: number;
  docType: StockDocType;
  docId: string;
  docNumber: number;
  /** A movement out: the batches it took (its document's entry keeps them too). */
  took?: Batch[];
}

/** The key of a stock item within a document: which `e#` attribute records its posting. */
export const entryKey = (warehouseId: string, productId: string) => `e#${warehouseId}#${productId}`;

/** What a document records per stock item once its movement is posted (undone by freeing it). */
export interface PostedEntry {
  date: string;
  seq: number;
  kind: MovementKind;
  qty: number;
  value: number;
  took?: Batch[];
}

export const stockStateOf = (record: object | undefined): StockState => {
  const item = record as Partial<StockItemRecord> | undefined;
  return item
    ? {
        qty: Number(item.qty ?? 0),
        value: Number(item.value ?? 0),
        version: Number(item.version ?? 0),
        lastDate: String(item.lastDate ?? ''),
        batches: (item.batches ?? []) as Batch[],
      }
    : emptyStock;
};

/** Every stock item of the kindergarten (all warehouses): one Query (paged by the kit past 1 MB). */
export const stockItems = (kindergartenId: string) =>
  queryAll<StockItemRecord & Key>({ partition: stockPartition(kindergartenId), beginsWith: 'ITEM#' });

/** The movements of one stock item dated on or after `fromDate`, in ledger order: one Query. */
export const movementsFrom = (
  kindergartenId: string,
  warehouseId: string,
  productId: string,
  fromDate: string,
) =>
  queryAll<MovementRecord & Key>({
    partition: ledgerKeys.movements(kindergartenId, warehouseId, productId),
    between: [`${fromDate}#`, '9999'],
    consistent: true,
  });

/** The movements of the kindergarten dated in one month, in date order: one Query of GSI1. */
export const movementsOfMonth = (kindergartenId: string, month: string) =>
  queryAll<MovementRecord & Key>({
    index: 'GSI1',
    partition: ledgerKeys.movementsOfMonth(kindergartenId, month),
  });

/** Items by key in one consistent BatchGet (stock items, the closure, counters...), by `PK\u0000SK`. */
export async function readByKey(keys: readonly Key[]): Promise<Map<string, Record<string, unknown>>> {
  const items = await batchGet<Record<string, unknown> & Key>(keys, { consistent: true });
  return new Map(items.map((i) => [keyId(i), i]));
}

export const keyId = (k: Key) => `${k.PK}\u0000${k.SK}`;

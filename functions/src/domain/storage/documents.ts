import type { Key, TransactOp } from '../../platform/db';
import { batchGet, getItem, queryAll, tenantPrefix, tryTransact } from '../../platform/db';
import { conflict } from '../../platform/http/errors';
import { nextNumberOps, readCounter } from '../payments/document-numbers';
import { ledgerKeys, type PostedEntry, type StockDocType } from './ledger/items';
import type { LedgerDocument } from './ledger/posting';

/**
 * The ledger's documents (receipts, requests, scrappings, inventories) as items, with their numbers:
 *
 * - document `KG#<kg>#STOCKDOCS` / `<type>#<id>`, GSI1 `KG#<kg>#STOCKDOCS#<type>` / `<date>#<number>`: the
 *   overview of a type is one Query of a date range;
 * - number counter `KG#<kg>` / `COUNTER#STOCK#<type>#<year>` (`last`) and marker
 *   `KG#<kg>#STOCK_NUMBERS` / `<type>#<year>#<n>`: moved and put in the document's creating transaction, so
 *   the numbers of a type and year have no gaps and no repeats (an annulled document keeps its number).
 */

const pad = (n: number) => String(n).padStart(8, '0');

export const stockDocKeys = {
  doc: ledgerKeys.document,
  byDate: (kindergartenId: string, type: StockDocType, date: string, number: number) => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#STOCKDOCS#${type}`,
    GSI1SK: `${date}#${pad(number)}`,
  }),
  counter: (kindergartenId: string, type: StockDocType, year: number): Key => ({
    PK: tenantPrefix(kindergartenId),
    SK: `COUNTER#STOCK#${type}#${year}`,
  }),
  number: (kindergartenId: string, type: StockDocType, year: number, n: number): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#STOCK_NUMBERS`,
    SK: `${type}#${year}#${pad(n)}`,
  }),
};

/** A line as a document keeps it: what was typed and what the ledger moved. */
export interface StoredLine {
  productId: string;
  productName: string;
  baseUnit: number;
  baseQuantity: number;
  quantity: number;
  unitOfMeasure: number;
  /** Cents per unit of `unitOfMeasure` (a receipt's price, an inventory surplus's price when given). */
  unitPrice: number;
  /** Cents: a receipt line's value as bought; 0 until a movement out is posted. */
  value: number;
  expiryDate?: string;
  batch?: string;
}

export interface StockDocItem {
  id: string;
  type: StockDocType;
  kindergartenId: string;
  number: number;
  year: number;
  date: string;
  status: number;
  warehouseId: string;
  warehouseName: string;
  lines: StoredLine[];
  totalValue: number;
  createdBy: string;
  createdById: string;
  createdAt: string;
  version: number;
  /** Set while a posting or a freeing is half-way: calling the same action again finishes it. */
  phase?: 'post' | 'free';
  [more: string]: unknown;
}

/** The `e#` attributes of a document: what it posted per stock item. */
export const postedOf = (doc: Record<string, unknown>): Record<string, PostedEntry> =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => k.startsWith('e#'))) as Record<string, PostedEntry>;

/** The document as the ledger's posting takes it. */
export const ledgerDocOf = (kindergartenId: string, doc: StockDocItem): LedgerDocument => ({
  key: stockDocKeys.doc(kindergartenId, doc.type, doc.id),
  type: doc.type,
  id: doc.id,
  number: doc.number,
  date: doc.date,
  warehouseId: doc.warehouseId,
  posted: postedOf(doc),
});

export const getStockDoc = (kindergartenId: string, type: StockDocType, id: string) =>
  getItem<StockDocItem & Key>(stockDocKeys.doc(kindergartenId, type, id), { consistent: true });

/** A type's documents dated in a range, the newest first: one Query of GSI1 (a year holds a few hundred). */
export const stockDocsIn = async (
  kindergartenId: string,
  type: StockDocType,
  range: { from: string; to: string },
) =>
  (
    await queryAll<StockDocItem & Key>({
      index: 'GSI1',
      partition: `${tenantPrefix(kindergartenId)}#STOCKDOCS#${type}`,
      between: [`${range.from}#`, `${range.to}#~`],
      descending: true,
    })
  ).map(({ PK: _pk, SK: _sk, ...doc }) => doc as StockDocItem);

/** Items by key (catalogue records, the user, a number counter) in one consistent BatchGet. */
export const readMany = (keys: readonly Key[]) =>
  batchGet<Record<string, unknown> & Key>(keys, { consistent: true });

/** The two writes that give the document number `last + 1` of its type and year. */
export const numberOps = (
  kindergartenId: string,
  type: StockDocType,
  year: number,
  last: number,
  docId: string,
) =>
  nextNumberOps(stockDocKeys.counter(kindergartenId, type, year), last, {
    ...stockDocKeys.number(kindergartenId, type, year, last + 1),
    type: 'StockDocNumber',
    docId,
  });

export const lastNumber = async (kindergartenId: string, type: StockDocType, year: number) =>
  (await readCounter(stockDocKeys.counter(kindergartenId, type, year))).last;

/**
 * Creates a numbered draft: the document with the next number, in one transaction. A race lost on the
 * counter alone reads it again and retries, so no number is burnt.
 */
export async function createNumbered(
  kindergartenId: string,
  build: (n: number) => StockDocItem,
  more: TransactOp[] = [],
  attempts = 20,
): Promise<StockDocItem> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const probe = build(0);
    const last = await lastNumber(kindergartenId, probe.type, probe.year);
    const doc = build(last + 1);
    const key = stockDocKeys.doc(kindergartenId, doc.type, doc.id);
    const outcome = await tryTransact([
      {
        put: { ...key, ...stockDocKeys.byDate(kindergartenId, doc.type, doc.date, doc.number), ...doc },
        condition: { absent: true },
      },
      ...more,
      ...numberOps(kindergartenId, doc.type, doc.year, last, doc.id),
    ]);
    if (outcome.committed) return doc;
    if (outcome.failed.some((i) => i <= more.length)) throw conflict('Документът вече съществува.');
  }
  throw conflict('Твърде много едновременни документи. Опитайте отново.');
}

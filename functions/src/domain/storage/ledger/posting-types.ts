import type { Changes, Key, TransactOp } from '../../../platform/db';
import type { MovementKind } from './avco';
import type { PostedEntry, StockDocType } from './items';

/** What posting a document to the stock ledger takes and answers (posting.ts). */

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

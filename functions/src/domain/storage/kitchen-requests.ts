import { randomUUID } from 'node:crypto';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import type { TransactOp } from '../../platform/db';
import type { StockDocItem, StoredLine } from './documents';
import { lastNumber, ledgerDocOf, numberOps, postedOf, stockDocKeys, stockDocsIn } from './documents';
import { entryKey, type PostedEntry } from './ledger/items';
import { type LedgerLine, runPosting } from './ledger/posting';

/**
 * The kitchen's issue (issue #35): the day's meal calculation, confirmed, becomes a request to the kitchen
 * (искане за отпуск) numbered like one made by hand, created AND completed in the same posting — the stock
 * goes out at the average price, or nothing is written and the products short are named (400). The caller's
 * writes ride in the posting's last chunk (the calculation is confirmed); the request names the calculation
 * it issues (`kitchenSource`), so a failure between chunks is found and resumed by confirming again, never
 * doubled.
 *
 * A request's products already have stock (an issue needs some), so their and the warehouse's use markers
 * were put by the receipts: nothing to mark here.
 */
export interface KitchenRequestLine {
  productId: string;
  productName: string;
  /** The product's base unit (gram, millilitre, piece). */
  baseUnit: number;
  /** Base units, > 0. */
  baseQuantity: number;
}

export interface KitchenIssue {
  date: string;
  warehouseId: string;
  warehouseName: string;
  /** e.g. "Калкулация за 23.11.2026 г., 84 деца". */
  purpose: string;
  lines: readonly KitchenRequestLine[];
  createdBy: string;
  createdById: string;
  /** What the request issues for, e.g. `calculation#2026-11-23`: how a half-done issue is found again. */
  source: string;
}

/** What the store issued: the request and each product's value in cents. */
export interface IssuedRequest {
  id: string;
  number: number;
  values: Map<string, number>;
}

const type = 'request' as const;

const outLines = (doc: Pick<StockDocItem, 'lines' | 'warehouseId'>): LedgerLine[] =>
  doc.lines.map((l) => ({
    warehouseId: doc.warehouseId,
    productId: l.productId,
    productName: l.productName,
    baseUnit: l.baseUnit,
    kind: 'out',
    qty: l.baseQuantity,
    value: 0,
  }));

const valuesOf = (
  doc: Pick<StockDocItem, 'lines' | 'warehouseId'>,
  entries: Record<string, PostedEntry | null>,
) =>
  new Map(doc.lines.map((l) => [l.productId, entries[entryKey(doc.warehouseId, l.productId)]?.value ?? 0]));

const done = (entries: Record<string, PostedEntry>) => ({
  set: {
    status: StockDocumentStatus.Completed,
    totalValue: Object.values(entries).reduce((s, e) => s + e.value, 0),
  },
  add: { version: 1 },
});

export async function issueToKitchen(
  kindergartenId: string,
  issue: KitchenIssue,
  doneOps: (request: { id: string; number: number }) => TransactOp[],
  today: string,
): Promise<IssuedRequest> {
  const id = randomUUID();
  const year = Number(issue.date.slice(0, 4));
  const last = await lastNumber(kindergartenId, type, year);
  const lines: StoredLine[] = issue.lines.map((l) => ({
    ...l,
    quantity: l.baseQuantity,
    unitOfMeasure: l.baseUnit,
    unitPrice: 0,
    value: 0,
  }));
  const doc: StockDocItem = {
    id,
    type,
    kindergartenId,
    number: last + 1,
    year,
    date: issue.date,
    status: StockDocumentStatus.Created,
    warehouseId: issue.warehouseId,
    warehouseName: issue.warehouseName,
    lines,
    totalValue: 0,
    purpose: issue.purpose,
    kitchenSource: issue.source,
    note: '',
    createdBy: issue.createdBy,
    createdById: issue.createdById,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  const key = stockDocKeys.doc(kindergartenId, type, id);
  const entries = await runPosting({
    kindergartenId,
    doc: ledgerDocOf(kindergartenId, doc),
    action: 'post',
    lines: outLines(doc),
    create: {
      ...doc,
      ...key,
      ...stockDocKeys.byDate(kindergartenId, type, doc.date, doc.number),
      phase: 'post',
    },
    firstOps: () => numberOps(kindergartenId, type, year, last, id),
    done,
    doneOps: doneOps({ id, number: doc.number }),
    today,
  });
  return { id, number: doc.number, values: valuesOf(doc, entries) };
}

/** The request issuing for `source` on its date, if one was made (one Query of the day's requests). */
export async function kitchenIssueOf(kindergartenId: string, date: string, source: string) {
  const docs = await stockDocsIn(kindergartenId, type, { from: date, to: date });
  return docs.find((d) => d.kitchenSource === source && d.status !== StockDocumentStatus.Annulled);
}

/**
 * Finishes an issue that stopped half-way (its request still in `phase` post), or answers the values of one
 * completed already: what a confirmation repeated after a failure needs.
 */
export async function resumeKitchenIssue(
  kindergartenId: string,
  doc: StockDocItem,
  doneOps: (request: { id: string; number: number }) => TransactOp[],
  today: string,
): Promise<IssuedRequest> {
  const request = { id: doc.id, number: doc.number };
  if (doc.phase !== 'post') return { ...request, values: valuesOf(doc, postedOf(doc)) };
  const entries = await runPosting({
    kindergartenId,
    doc: ledgerDocOf(kindergartenId, doc),
    action: 'post',
    lines: outLines(doc),
    done,
    doneOps: doneOps(request),
    today,
  });
  return { ...request, values: valuesOf(doc, entries) };
}

import type { ReceiptDetail } from '@gradina/shared/manifest/routes/storage/stock-receipts';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import type { StockDocItem } from '../../../domain/storage/documents';
import {
  ledgerDocOf,
  numberOps,
  postedOf,
  stockDocKeys,
  stockDocsIn,
} from '../../../domain/storage/documents';
import { runPosting } from '../../../domain/storage/ledger/posting';
import { sofiaToday } from '../../../platform/clock';
import { conflict, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { productUsedOp } from '../products/items';
import {
  ledgerLines,
  newStockDoc,
  readCatalogue,
  requireWarehouse,
  storedLines,
} from '../stock-documents/lines';
import { documentPdf, documentsPage, lineView, summaryOf, yearRange } from '../stock-documents/views';
import { supplierRecords } from '../suppliers/items';
import { warehouseRecords } from '../warehouses/items';

/**
 * Receipts (стокова разписка): saved and posted in one go. Requests of a new receipt: one consistent
 * BatchGet of the catalogue (products, warehouse, supplier, author, number counter), one of the ledger
 * (stock items, closure, total, kindergarten) and one TransactWrite for up to ~45 products.
 */

export interface ReceiptBody {
  id?: string;
  date: string;
  warehouseId: string;
  supplierId: string;
  supplierDocumentNumber?: string;
  supplierDocumentDate?: string;
  note?: string;
  lines: {
    productId: string;
    quantity: number;
    unitOfMeasure: number;
    unitPrice: number;
    expiryDate?: string;
    batch?: string;
  }[];
}

const type = 'receipt' as const;

const receiptView = (doc: StockDocItem) => ({
  ...summaryOf(doc),
  supplierId: String(doc.supplierId ?? ''),
  supplierName: String(doc.supplierName ?? ''),
  supplierDocumentNumber: String(doc.supplierDocumentNumber ?? ''),
});

export function receiptDetail(doc: StockDocItem): ReceiptDetail {
  const posted = postedOf(doc);
  return {
    ...receiptView(doc),
    supplierDocumentDate: (doc.supplierDocumentDate as string | undefined) ?? null,
    note: String(doc.note ?? ''),
    lines: doc.lines.map((l) => ({
      ...lineView(doc, l, posted),
      expiryDate: l.expiryDate ?? null,
      batch: l.batch ?? '',
    })),
  };
}

export async function receiptsOverview(
  session: TenantRouteSession,
  q: {
    fromDate?: string;
    toDate?: string;
    warehouseId?: string;
    supplierId?: string;
    PageNumber?: number;
    PageSize?: number;
  },
) {
  const docs = await stockDocsIn(session.kindergartenId, type, yearRange(sofiaToday(), q));
  return documentsPage(
    docs.filter((d) => !q.supplierId || d.supplierId === q.supplierId),
    q,
    receiptView,
  );
}

/** Posts the rest of a receipt whose posting stopped half-way (its saved lines). */
async function resume(session: TenantRouteSession, doc: StockDocItem, afterChunk?: (n: number) => void) {
  if (doc.phase !== 'post') throw conflict('Стоковата разписка вече е осчетоводена.');
  const kg = session.kindergartenId;
  await runPosting({
    kindergartenId: session.kindergartenId,
    doc: ledgerDocOf(kg, doc),
    action: 'post',
    lines: ledgerLines(doc, 'in'),
    newStockOps: (line) => [productUsedOp(session.kindergartenId, line.productId)],
    done: { set: { status: StockDocumentStatus.Completed } },
    today: sofiaToday(),
    ...(afterChunk ? { afterChunk } : {}),
  });
  return saved(doc.id);
}

export async function saveReceipt(
  session: TenantRouteSession,
  body: ReceiptBody,
  existing: StockDocItem | undefined,
  afterChunk?: (n: number) => void,
) {
  if (existing) return resume(session, existing, afterChunk);
  const kg = session.kindergartenId;
  const year = Number(body.date.slice(0, 4));
  const catalogue = await readCatalogue(kg, {
    productIds: body.lines.map((l) => l.productId),
    warehouseId: body.warehouseId,
    supplierId: body.supplierId,
    userId: session.userId,
    counter: stockDocKeys.counter(kg, type, year),
  });
  const warehouse = requireWarehouse(catalogue);
  if (!catalogue.supplier) {
    const message = 'Полето "Доставчик": доставчикът не е намерен в тази детска градина.';
    throw invalidField('supplierId', message);
  }
  const lines = storedLines(body.lines as Parameters<typeof storedLines>[0], catalogue.products);
  const doc: StockDocItem = {
    ...newStockDoc(kg, type, body.date, catalogue, warehouse, session.userId),
    supplierId: catalogue.supplier.id,
    supplierName: catalogue.supplier.name,
    supplierDocumentNumber: body.supplierDocumentNumber ?? '',
    ...(body.supplierDocumentDate ? { supplierDocumentDate: body.supplierDocumentDate } : {}),
    note: body.note ?? '',
    lines,
    totalValue: lines.reduce((s, l) => s + l.value, 0),
  };
  const { id, number } = doc;
  const key = stockDocKeys.doc(kg, type, id);
  await runPosting({
    kindergartenId: kg,
    doc: ledgerDocOf(kg, doc),
    action: 'post',
    lines: ledgerLines(doc, 'in'),
    create: { ...key, ...stockDocKeys.byDate(kg, type, doc.date, number), ...doc, phase: 'post' },
    firstOps: () => [
      ...numberOps(kg, type, year, catalogue.lastNumber, id),
      warehouseRecords.usedOp(kg, warehouse.id),
      supplierRecords.usedOp(kg, catalogue.supplier?.id ?? ''),
    ],
    newStockOps: (line) => [productUsedOp(kg, line.productId)],
    done: { set: { status: StockDocumentStatus.Completed } },
    today: sofiaToday(),
    ...(afterChunk ? { afterChunk } : {}),
  });
  return saved(id);
}

/** Annuls a receipt: its stock goes back out (refused when it was issued already), its number stays. */
export async function annulReceipt(session: TenantRouteSession, doc: StockDocItem) {
  if (doc.status === StockDocumentStatus.Annulled) throw conflict('Стоковата разписка вече е анулирана.');
  if (doc.phase === 'post')
    throw conflict('Стоковата разписка още се осчетоводява: запишете я отново, за да завърши.');
  await runPosting({
    kindergartenId: session.kindergartenId,
    doc: ledgerDocOf(session.kindergartenId, doc),
    action: 'free',
    lines: ledgerLines(doc, 'in'),
    done: { set: { status: StockDocumentStatus.Annulled }, add: { version: 1 } },
    today: sofiaToday(),
  });
  return saved(doc.id);
}

export const receiptPdf = (doc: StockDocItem) =>
  documentPdf(
    doc,
    'Стокова разписка',
    [
      `Доставчик: ${String(doc.supplierName ?? '')}`,
      `Документ на доставчика: ${String(doc.supplierDocumentNumber ?? '') || '—'}`,
      `Склад: ${doc.warehouseName}`,
      ...(doc.status === StockDocumentStatus.Annulled ? ['АНУЛИРАНА'] : []),
    ],
    ['Предал', 'Приел (домакин)'],
  );

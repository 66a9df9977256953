import { randomUUID } from 'node:crypto';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import type { StockDocItem } from '../../../domain/storage/documents';
import { createNumbered, ledgerDocOf, stockDocKeys } from '../../../domain/storage/documents';
import type { StockDocType } from '../../../domain/storage/ledger/items';
import { ledgerKeys } from '../../../domain/storage/ledger/items';
import { checkOpenMonth, runPosting } from '../../../domain/storage/ledger/posting';
import { sofiaToday } from '../../../platform/clock';
import { getItem, staleWrite, transact } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { productUsedOp } from '../products/items';
import { warehouseRecords } from '../warehouses/items';
import type { LineInput } from './lines';
import { ledgerLines, readCatalogue, requireDistinctProducts, requireWarehouse, storedLines } from './lines';

/**
 * Documents that take stock out (requests to the kitchen, scrappings): a numbered draft that is edited
 * until completed; completing posts it (out at the average price, refused naming the products short),
 * freeing takes it back (a draft again), deleting annuls a draft (its number stays, no gap).
 *
 * Requests: a new draft reads the catalogue (one BatchGet) and the counter, then one TransactWrite;
 * completing one: the document (the pipeline's GetItem), one BatchGet of the ledger, one TransactWrite.
 */

export interface DraftBody {
  id?: string;
  /** The version read, with `id` (the manifest requires it for an edit). */
  version?: number;
  date: string;
  warehouseId: string;
  lines: LineInput[];
}

type Extra = Record<string, unknown>;

export async function saveDraft(
  session: TenantRouteSession,
  type: StockDocType,
  body: DraftBody,
  extra: Extra,
  existing: StockDocItem | undefined,
) {
  const kg = session.kindergartenId;
  requireDistinctProducts(body.lines);
  if (existing && existing.status !== StockDocumentStatus.Created)
    throw conflict('Само чернова може да се редактира: освободете документа първо.');
  if (existing?.phase)
    throw conflict('Документът се осчетоводява: повторете приключването или освобождаването.');
  const [catalogue, closure] = await Promise.all([
    readCatalogue(kg, {
      productIds: body.lines.map((l) => l.productId),
      warehouseId: body.warehouseId,
      userId: session.userId,
    }),
    getItem<{ closedThrough?: string }>(ledgerKeys.closure(kg, body.warehouseId)),
  ]);
  checkOpenMonth(closure?.closedThrough, body.date);
  const warehouse = requireWarehouse(catalogue);
  const lines = storedLines(body.lines, catalogue.products);
  const fields = {
    date: body.date,
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    lines,
    totalValue: 0,
    ...extra,
  };
  if (existing) {
    if (Number(body.date.slice(0, 4)) !== existing.year)
      throw conflict('Датата на черновата трябва да остане в годината на номера ѝ.');
    if (body.version !== undefined && body.version !== existing.version) throw staleWrite();
    await transact(
      [
        {
          update: stockDocKeys.doc(kg, type, existing.id),
          changes: {
            set: { ...fields, ...stockDocKeys.byDate(kg, type, body.date, existing.number) },
            add: { version: 1 },
          },
          condition: {
            equals: { version: existing.version, status: StockDocumentStatus.Created },
            missing: ['phase'],
          },
        },
      ],
      'Документът беше променен междувременно. Заредете го отново.',
    );
    return saved(existing.id);
  }
  const id = randomUUID();
  const year = Number(body.date.slice(0, 4));
  await createNumbered(kg, (number) => ({
    id,
    type,
    kindergartenId: kg,
    number,
    year,
    status: StockDocumentStatus.Created,
    createdBy: catalogue.authorName,
    createdById: session.userId,
    createdAt: new Date().toISOString(),
    version: 1,
    ...fields,
  }));
  return saved(id);
}

/** Completes a draft (or finishes a completion that stopped half-way). */
export async function completeDocument(
  session: TenantRouteSession,
  doc: StockDocItem,
  afterChunk?: (n: number) => void,
) {
  if (doc.status === StockDocumentStatus.Completed && doc.phase !== 'post')
    throw conflict('Документът вече е приключен.');
  if (doc.status === StockDocumentStatus.Annulled) throw conflict('Документът е анулиран.');
  if (doc.phase === 'free') throw conflict('Документът се освобождава: повторете освобождаването.');
  await posting(session, doc, 'post', afterChunk);
  return saved(doc.id);
}

/** Frees a completed document: its stock comes back and it is a draft again. */
export async function freeDocument(session: TenantRouteSession, doc: StockDocItem) {
  if (doc.status !== StockDocumentStatus.Completed && doc.phase !== 'free')
    throw conflict('Само приключен документ може да бъде освободен.');
  if (doc.phase === 'post') throw conflict('Документът се приключва: повторете приключването.');
  await posting(session, doc, 'free');
  return saved(doc.id);
}

function posting(
  session: TenantRouteSession,
  doc: StockDocItem,
  action: 'post' | 'free',
  afterChunk?: (n: number) => void,
) {
  const kg = session.kindergartenId;
  return runPosting({
    kindergartenId: kg,
    doc: ledgerDocOf(kg, doc),
    action,
    lines: ledgerLines(doc, 'out'),
    ...(action === 'post' ? { firstOps: () => [warehouseRecords.usedOp(kg, doc.warehouseId)] } : {}),
    newStockOps: (line) => [productUsedOp(kg, line.productId)],
    // The document's total is what its movements out were valued at.
    done: (entries) => ({
      set: {
        status: action === 'post' ? StockDocumentStatus.Completed : StockDocumentStatus.Created,
        totalValue: Object.values(entries).reduce((s, e) => s + e.value, 0),
      },
      add: { version: 1 },
    }),
    today: sofiaToday(),
    ...(afterChunk ? { afterChunk } : {}),
  });
}

/** Annuls a draft: kept with its number (no gap in the series), never posted. */
export async function annulDraft(session: TenantRouteSession, doc: StockDocItem) {
  if (doc.status === StockDocumentStatus.Completed || doc.phase)
    throw conflict('Приключен документ не може да бъде изтрит: освободете го първо.');
  if (doc.status === StockDocumentStatus.Annulled) throw conflict('Документът вече е анулиран.');
  await transact(
    [
      {
        update: stockDocKeys.doc(session.kindergartenId, doc.type, doc.id),
        changes: { set: { status: StockDocumentStatus.Annulled }, add: { version: 1 } },
        condition: { equals: { status: StockDocumentStatus.Created }, missing: ['phase'] },
      },
    ],
    'Документът беше променен междувременно. Заредете го отново.',
  );
  return saved(doc.id);
}

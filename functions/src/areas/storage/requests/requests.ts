import type { RequestDetail } from '@gradina/shared/manifest/routes/storage/stock-requests';
import { type StockDocItem, stockDocsIn } from '../../../domain/storage/documents';
import { sofiaToday } from '../../../platform/clock';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type DraftBody, saveDraft } from '../stock-documents/outgoing';
import { documentPdf, documentsPage, lineView, summaryOf, yearRange } from '../stock-documents/views';

/**
 * Requests to the kitchen (искане за отпуск): drafts completed, freed and annulled by the outgoing
 * documents' kit; what is their own is the purpose and the printed form.
 */

const type = 'request' as const;

const requestView = (doc: StockDocItem) => ({ ...summaryOf(doc), purpose: String(doc.purpose ?? '') });

export const requestDetail = (doc: StockDocItem): RequestDetail => ({
  ...requestView(doc),
  note: String(doc.note ?? ''),
  lines: doc.lines.map((l) => lineView(doc, l)),
});

export async function requestsOverview(
  session: TenantRouteSession,
  q: { fromDate?: string; toDate?: string; warehouseId?: string; PageNumber?: number; PageSize?: number },
) {
  return documentsPage(
    await stockDocsIn(session.kindergartenId, type, yearRange(sofiaToday(), q)),
    q,
    requestView,
  );
}

export const saveRequest = (
  session: TenantRouteSession,
  body: DraftBody & { purpose?: string; note?: string },
  existing: StockDocItem | undefined,
) => saveDraft(session, type, body, { purpose: body.purpose ?? '', note: body.note ?? '' }, existing);

export const requestPdf = (doc: StockDocItem) =>
  documentPdf(
    doc,
    'Искане за отпуск на хранителни продукти',
    [`Склад: ${doc.warehouseName}`, `Предназначение: ${String(doc.purpose ?? '') || 'кухня'}`],
    ['Поискал', 'Отпуснал (домакин)', 'Получил'],
  );

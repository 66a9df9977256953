import type { ScrappingDetail } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import { type ScrappingType, scrappingTypeLabels } from '@gradina/shared/storage/ledger';
import { type StockDocItem, stockDocsIn } from '../../../domain/storage/documents';
import { sofiaToday } from '../../../platform/clock';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type DraftBody, saveDraft } from '../stock-documents/outgoing';
import { documentPdf, documentsPage, lineView, summaryOf, yearRange } from '../stock-documents/views';

/**
 * Scrapping protocols (протокол за бракуване): drafts completed, freed and annulled by the outgoing
 * documents' kit; their own are the type, the reason and the commission that signs.
 */

const type = 'scrapping' as const;

const scrappingView = (doc: StockDocItem) => ({
  ...summaryOf(doc),
  type: Number(doc.scrappingType ?? 4),
  reason: String(doc.reason ?? ''),
});

export const scrappingDetail = (doc: StockDocItem): ScrappingDetail => ({
  ...scrappingView(doc),
  commission: (doc.commission as string[] | undefined) ?? [],
  note: String(doc.note ?? ''),
  lines: doc.lines.map((l) => lineView(doc, l)),
});

export const scrappingTypes = () =>
  Object.entries(scrappingTypeLabels).map(([id, name]) => ({ id: Number(id), name }));

export async function scrappingsOverview(
  session: TenantRouteSession,
  q: { fromDate?: string; toDate?: string; warehouseId?: string; PageNumber?: number; PageSize?: number },
) {
  return documentsPage(
    await stockDocsIn(session.kindergartenId, type, yearRange(sofiaToday(), q)),
    q,
    scrappingView,
  );
}

export const saveScrapping = (
  session: TenantRouteSession,
  body: DraftBody & { type: ScrappingType; reason: string; commission: string[]; note?: string },
  existing: StockDocItem | undefined,
) =>
  saveDraft(
    session,
    type,
    body,
    { scrappingType: body.type, reason: body.reason, commission: body.commission, note: body.note ?? '' },
    existing,
  );

export const scrappingPdf = (doc: StockDocItem) =>
  documentPdf(
    doc,
    'Протокол за бракуване',
    [
      `Склад: ${doc.warehouseName}`,
      `Вид: ${scrappingTypeLabels[Number(doc.scrappingType ?? 4) as ScrappingType]}`,
      `Причина: ${String(doc.reason ?? '')}`,
    ],
    ((doc.commission as string[] | undefined) ?? []).map((name) => `Член на комисията ${name}`),
  );

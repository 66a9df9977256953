import type {
  SettlementDocument,
  SettlementKind,
  SettlementRow,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { settlementKinds } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { pageOf } from '../../../platform/db';
import { notFound, refuseInvalid } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { documentsOfKind, readDocument, type SettlementItem, type SettlementRowItem } from './items';
import { documentNumber } from './rules';

/**
 * The settlement documents' lists (by kind, provider and the document's date; each kind one Query) and one
 * document with its lines.
 */

export const documentNotFound = 'Документът не е намерен.';
export const voucherNotFound = 'Разходният касов ордер не е намерен.';

export const rowOf = (d: SettlementRowItem): SettlementRow => ({
  id: d.id,
  kind: d.kind,
  number: documentNumber(d.kind, d.number),
  date: d.date,
  providerId: d.providerId,
  providerName: d.providerName,
  fromDate: d.fromDate,
  toDate: d.toDate,
  totalCents: d.totalCents,
  kindergartenShareCents: d.kindergartenShareCents,
  providerDueCents: d.providerDueCents,
  cancelled: Boolean(d.cancelled),
  manual: Boolean(d.manual),
  protocolId: d.protocolId ?? null,
  direction: d.direction ?? null,
  dependents: Number(d.dependents ?? 0),
  createdAt: d.createdAt,
});

export interface OverviewFilters {
  kind?: SettlementKind | undefined;
  providerId?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  PageNumber?: number | undefined;
  PageSize?: number | undefined;
}

/** The documents of the kinds asked (all three without a kind), newest first, paged. */
export async function overview(session: TenantRouteSession, f: OverviewFilters) {
  if (f.fromDate && f.toDate && f.toDate < f.fromDate) {
    const message = 'Полето "До дата" не може да е преди "От дата".';
    refuseInvalid([
      { field: 'query.toDate', message },
      { field: 'query.fromDate', message },
    ]);
  }
  const kinds = f.kind ? [f.kind] : settlementKinds;
  const found = (
    await Promise.all(
      kinds.map((k) => documentsOfKind(session.kindergartenId, k, f.fromDate ?? '0000', f.toDate ?? '9999')),
    )
  )
    .flat()
    .filter((d) => !f.providerId || d.providerId === f.providerId)
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
  const page = pageOf(found, f.PageNumber, f.PageSize ?? 50);
  return { result: page.result.map(rowOf), rowsCount: page.rowsCount };
}

export const documentOf = (d: SettlementItem): SettlementDocument => ({
  ...rowOf(d),
  lines: d.lines,
  note: d.note,
  reason: d.reason,
  invoice: d.invoice
    ? {
        ...d.invoice,
        supplier: { ...d.invoice.supplier, vatNumber: d.invoice.supplier.vatNumber ?? null },
        recipient: { ...d.invoice.recipient, vatNumber: d.invoice.recipient.vatNumber ?? null },
        warnings: d.invoice.warnings ?? [],
      }
    : null,
  voucher: d.voucher ? { ...d.voucher, recipientDocument: d.voucher.recipientDocument ?? null } : null,
});

export async function requireDocument(
  session: TenantRouteSession,
  id: string,
  kind?: SettlementKind,
): Promise<SettlementItem> {
  const d = await readDocument(session.kindergartenId, id);
  if (!d || (kind && d.kind !== kind))
    throw notFound(kind === 'voucher' ? voucherNotFound : documentNotFound);
  return d;
}

export async function summary(session: TenantRouteSession, id: string, kind?: SettlementKind) {
  return documentOf(await requireDocument(session, id, kind));
}

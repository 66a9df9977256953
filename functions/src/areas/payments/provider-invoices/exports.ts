import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { sofiaToday } from '../../../platform/clock';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { requireDocument } from './documents';
import { invoiceDefinition, voucherDefinition } from './invoice-pdf';
import type { SettlementItem } from './items';
import { type Period, prepareSettlement } from './preparation';
import { annexDefinition, type ProtocolPrint, protocolDefinition } from './protocol-pdf';
import { documentNumber } from './rules';
import { kindergartenParty } from './vouchers';

/** The printed documents: the protocol (and its preview), its annex, the invoice, the voucher. */

async function pdf(name: string, definition: TDocumentDefinitions) {
  const maker = await pdfMaker();
  return fileReply(name, 'application/pdf', await maker.createPdf(definition).getBuffer());
}

async function protocolPrint(session: TenantRouteSession, p: SettlementItem): Promise<ProtocolPrint> {
  return {
    number: String(p.number),
    date: p.date,
    fromDate: p.fromDate ?? p.date,
    toDate: p.toDate ?? p.date,
    kindergarten: await kindergartenParty(session),
    provider: { name: p.providerName, eik: p.providerEik, address: '' },
    lines: p.lines,
    collectedCents: p.totalCents,
    kindergartenShareCents: p.kindergartenShareCents,
    providerDueCents: p.providerDueCents,
    manual: p.manual,
    reason: p.reason,
    note: p.note,
    draft: false,
  };
}

export async function protocolPreview(
  session: TenantRouteSession,
  q: Period & { date?: string | undefined },
) {
  const [prep, kindergarten] = await Promise.all([
    prepareSettlement(session.kindergartenId, q, 'PROTOCOL', 'query.'),
    kindergartenParty(session),
  ]);
  return pdf(
    'Протокол (проект).pdf',
    protocolDefinition({
      number: '',
      date: q.date ?? sofiaToday(),
      fromDate: q.fromDate,
      toDate: q.toDate,
      kindergarten,
      provider: { name: prep.providerName, eik: prep.providerEik, address: '' },
      lines: prep.lines,
      collectedCents: prep.collectedCents,
      kindergartenShareCents: prep.kindergartenShareCents,
      providerDueCents: prep.providerDueCents,
      manual: false,
      reason: null,
      note: null,
      draft: true,
    }),
  );
}

export async function protocolExport(session: TenantRouteSession, id: string) {
  const p = await requireDocument(session, id, 'protocol');
  return pdf(`Протокол № ${p.number}.pdf`, protocolDefinition(await protocolPrint(session, p)));
}

export async function annexExport(session: TenantRouteSession, id: string) {
  const p = await requireDocument(session, id, 'protocol');
  return pdf(`Приложение 1 към протокол № ${p.number}.pdf`, annexDefinition(await protocolPrint(session, p)));
}

export async function invoiceExport(session: TenantRouteSession, id: string) {
  const d = await requireDocument(session, id, 'invoice');
  const number = documentNumber('invoice', d.number);
  return pdf(
    `Фактура № ${number}.pdf`,
    invoiceDefinition({ ...d.invoice!, number, issueDate: d.date, cancelled: d.cancelled }),
  );
}

export async function voucherExport(session: TenantRouteSession, id: string) {
  const d = await requireDocument(session, id, 'voucher');
  return pdf(
    `Разходен касов ордер № ${d.number}.pdf`,
    voucherDefinition({
      ...d.voucher!,
      number: String(d.number),
      date: d.date,
      kindergarten: await kindergartenParty(session),
      providerName: d.providerName,
      providerEik: d.providerEik,
      amountCents: d.totalCents,
      paymentsCount: new Set(d.paymentIds).size,
      draft: false,
    }),
  );
}

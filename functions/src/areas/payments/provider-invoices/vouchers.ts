import { formatDateDigits } from '@gradina/shared/format-dates';
import { sofiaToday } from '../../../platform/clock';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { invalidField } from '../../../platform/http/errors';
import { fileReply, saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readStaffMember } from '../cash/items';
import { invoiceSettings } from '../cash/settings';
import { voucherDefinition } from './invoice-pdf';
import { dependentsOp, type SettlementItem } from './items';
import { type Prepared, prepareFromProtocol, prepareVoucher } from './preparation';
import { requireExpected, saveClaiming, settlementDocument } from './protocols';

/**
 * Expense cash vouchers (разходен касов ордер): the cash the kindergarten took for a provider and hands
 * over, less its share: the provider's cash payments of a period (or of a protocol) no voucher has handed
 * over yet, each claimed once. The cashier is the signed-in staff member.
 */

export const defaultBasis = (prep: Pick<Prepared, 'fromDate' | 'toDate' | 'providerName'>) =>
  `Предаване на събрани в брой такси за допълнителни дейности на ${prep.providerName} за периода ${formatDateDigits(prep.fromDate)} – ${formatDateDigits(prep.toDate)}`;

async function cashierName(session: TenantRouteSession) {
  const me = await readStaffMember(session.kindergartenId, session.userId);
  return me ? `${me.firstName} ${me.lastName}` : '';
}

export async function kindergartenParty(session: TenantRouteSession) {
  const s = await invoiceSettings(session);
  return {
    name: s.legalName,
    eik: s.eik,
    address: s.address,
    accountablePerson: s.accountablePerson,
    vatNumber: s.vatNumber || null,
  };
}

export interface VoucherQuery {
  providerId?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  protocolId?: string | undefined;
}

export async function voucherPreview(
  session: TenantRouteSession,
  q: VoucherQuery & {
    date?: string | undefined;
    recipientName?: string | undefined;
    recipientDocument?: string | undefined;
    basis?: string | undefined;
  },
) {
  const [prep, kindergarten, cashier] = await Promise.all([
    prepareVoucher(session.kindergartenId, q, 'query.'),
    kindergartenParty(session),
    cashierName(session),
  ]);
  const maker = await pdfMaker();
  const body = await maker
    .createPdf(
      voucherDefinition({
        number: '',
        date: q.date ?? sofiaToday(),
        kindergarten,
        providerName: prep.providerName,
        providerEik: prep.providerEik,
        amountCents: prep.providerDueCents,
        paymentsCount: prep.paymentsCount,
        recipientName: q.recipientName?.trim() || prep.providerName,
        recipientDocument: q.recipientDocument?.trim() || null,
        basis: q.basis?.trim() || defaultBasis(prep),
        cashierName: cashier,
        draft: true,
      }),
    )
    .getBuffer();
  return fileReply('Разходен касов ордер (проект).pdf', 'application/pdf', body);
}

export async function saveVoucher(
  session: TenantRouteSession,
  body: VoucherQuery & {
    date: string;
    recipientName: string;
    recipientDocument: string;
    basis: string;
    expectedTotalCents?: number | undefined;
  },
  protocol: SettlementItem | undefined,
) {
  if (protocol && protocol.kind !== 'protocol') {
    const message = 'Полето "Протокол" трябва да е протокол.';
    throw invalidField('protocolId', message);
  }
  const prep = protocol
    ? await prepareFromProtocol(session.kindergartenId, protocol)
    : await prepareVoucher(session.kindergartenId, body);
  requireExpected(prep, body.expectedTotalCents, prep.providerDueCents);
  const item = settlementDocument(session, 'voucher', body.date, prep, prep.providerDueCents, {
    protocolId: protocol?.id ?? null,
    voucher: {
      recipientName: body.recipientName.trim(),
      recipientDocument: body.recipientDocument.trim(),
      basis: body.basis.trim(),
      cashierName: await cashierName(session),
    },
  });
  const extra = protocol ? [dependentsOp(session.kindergartenId, protocol.id, 1)] : [];
  await saveClaiming((number) => ({ ...item, number }), extra, 'Протоколът беше изтрит междувременно.');
  return saved(item.id);
}

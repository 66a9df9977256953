import { OverpaymentStatus, PaymentMethod, Role } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import { checkMayRead, childNotFound, readChild } from '../../../domain/children/access';
import { now } from '../../../platform/clock';
import { getItem, keys } from '../../../platform/db';
import { pdfMaker } from '../../../platform/documents/pdfmake';
import { conflict, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { invoiceSettings } from '../cash/settings';
import { cashVoucherDefinition } from '../provider-invoices/voucher-pdf';
import type { OverpaymentItem, RefundMethod } from './items';
import {
  overpaymentsOf,
  overpaymentsOfChild,
  readOverpayment,
  readStaffName,
  recordCashRefund,
  recordRefund,
} from './items';

/**
 * The staff screen „Надплатени суми“ (one Query), the refund the director records (cash: a РКО numbered in
 * the kindergarten's voucher series; bank or ePay: their reference), the РКО as a PDF, and a child's
 * overpayments for the parent's fees page.
 */

export const overpaymentNotFound = 'Надплатената сума не е намерена.';

const rowOf = (o: OverpaymentItem): Overpayment => ({
  id: o.id,
  paymentId: o.paymentId,
  providerName: o.providerName,
  invoice: o.invoice,
  method: o.method,
  childId: o.childId,
  childName: o.childName,
  payerName: o.payerName,
  fees: o.fees,
  amountCents: o.amountCents,
  paidAt: o.paidAt,
  status: o.status,
  refund: o.refund
    ? {
        method: o.refund.method,
        date: o.refund.date,
        documentNumber: o.refund.documentNumber,
        recipientName: o.refund.recipientName,
        recipientDocument: o.refund.recipientDocument,
        note: o.refund.note,
        recordedByName: o.refund.recordedByName,
        recordedAt: o.refund.recordedAt,
      }
    : null,
  version: o.version,
});

/** Those to refund first, then the newest. */
const byState = (a: OverpaymentItem, b: OverpaymentItem) =>
  a.status - b.status || b.paidAt.localeCompare(a.paidAt);

export async function listOverpayments(session: TenantRouteSession, status?: OverpaymentStatus) {
  const all = await overpaymentsOf(session.kindergartenId);
  const rows = all.filter((o) => status === undefined || o.status === status).sort(byState);
  return {
    result: rows.map(rowOf),
    rowsCount: rows.length,
    toRefundCents: all
      .filter((o) => o.status === OverpaymentStatus.ToRefund)
      .reduce((s, o) => s + o.amountCents, 0),
  };
}

/** The basis printed on the РКО and kept on the refund when none is given. */
export const refundBasis = (o: Pick<OverpaymentItem, 'invoice' | 'providerName' | 'paidAt'>) =>
  `Връщане на надплатена сума по плащане през ePay.bg${o.invoice ? ` (фактура № ${o.invoice})` : ''} към ${o.providerName} от ${formatDateDigits(o.paidAt.slice(0, 10))}`;

export interface RefundInput {
  method: RefundMethod;
  date: string;
  recipientName: string;
  recipientDocument?: string | undefined;
  reference?: string | undefined;
  note?: string | undefined;
  version: number;
}

export async function refundOverpayment(session: TenantRouteSession, id: string, body: RefundInput) {
  const item = await readOverpayment(session.kindergartenId, id);
  if (!item) throw notFound(overpaymentNotFound);
  if (item.status === OverpaymentStatus.Refunded) throw conflict('Сумата вече е върната.');
  if (item.version !== body.version)
    throw conflict('Надплатената сума беше променена междувременно. Заредете я отново.');
  const facts = {
    method: body.method,
    date: body.date,
    recipientName: body.recipientName.trim(),
    recipientDocument: body.method === PaymentMethod.Cash ? (body.recipientDocument?.trim() ?? null) : null,
    note: body.note?.trim() || refundBasis(item),
    recordedBy: session.userId,
    recordedByName: await readStaffName(session.userId),
    recordedAt: now().toISOString(),
  };
  const changed = 'Надплатената сума беше променена междувременно. Заредете я отново.';
  if (body.method === PaymentMethod.Cash) {
    const outcome = await recordCashRefund(item, facts);
    if (outcome === 'changed') throw conflict(changed);
    return { id, documentNumber: outcome.number, version: item.version + 1 };
  }
  const documentNumber = body.reference!.trim();
  if (!(await recordRefund(item, { ...facts, documentNumber }))) throw conflict(changed);
  return { id, documentNumber, version: item.version + 1 };
}

/** The РКО of a cash refund, drawn from what the refund kept (the same PDF whenever it is opened). */
export async function refundVoucher(session: TenantRouteSession, id: string) {
  const item = await readOverpayment(session.kindergartenId, id);
  if (!item) throw notFound(overpaymentNotFound);
  const refund = item.refund;
  if (!refund || refund.method !== PaymentMethod.Cash)
    throw notFound('Няма разходен касов ордер: сумата не е върната в брой.');
  const settings = await invoiceSettings(session);
  const maker = await pdfMaker();
  const body = await maker
    .createPdf(
      cashVoucherDefinition({
        number: refund.documentNumber,
        date: refund.date,
        kindergarten: {
          name: settings.legalName,
          eik: settings.eik,
          vatNumber: settings.vatNumber || null,
          address: settings.address,
          accountablePerson: settings.accountablePerson,
        },
        recipientName: refund.recipientName,
        recipientDocument: refund.recipientDocument,
        basis: refund.note ?? refundBasis(item),
        amountCents: item.amountCents,
        cashierName: refund.recordedByName,
        directorName: settings.accountablePerson || null,
        extra: [
          { label: 'Дете', value: item.childName },
          { label: 'Платил', value: item.payerName },
        ],
        draft: false,
      }),
    )
    .getBuffer();
  return fileReply(`РКО ${refund.documentNumber}.pdf`, 'application/pdf', body);
}

/**
 * A child's overpayments for the fees page: a parent only their own child's (the guardian link, else 404),
 * staff by the child-access rule. Two requests: the link (or child) Get and the child's overpayments Query.
 */
export async function childOverpayments(session: TenantRouteSession, childId: string) {
  const kg = session.kindergartenId;
  if (session.role === Role.Parent) {
    const link = await getItem(keys.guardianOfChild(kg, childId, session.userId));
    if (!link) throw notFound(childNotFound);
  } else if (!isKindergartenManager(session)) {
    const child = await readChild(kg, childId);
    if (!child) throw notFound(childNotFound);
    await checkMayRead(session, child);
  }
  const rows = (await overpaymentsOfChild(kg, childId)).sort(byState);
  return { result: rows.map(rowOf), rowsCount: rows.length };
}

import type {
  DocumentType,
  DocumentTypeCode,
  InvoiceSettings,
} from '@gradina/shared/manifest/routes/payments/cash';
import { documentTypeCodes } from '@gradina/shared/manifest/routes/payments/cash';
import { vatNumberRefusal } from '../../../domain/payments/vat-number';
import { recordAudit } from '../../../platform/audit/audit';
import { staleWrite } from '../../../platform/db';
import { badRequest, conflict, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

import {
  readDocumentTypes,
  readKindergartenName,
  readSettings,
  saveDocumentTypeItems,
  saveSettingsItem,
} from './items';

/**
 * The invoicing settings: the kindergarten's issuer data the receipts print (until saved, its name as the
 * issuer, with its ИН по ЗДДС when registered), and its five document types, each with a prefix and a number
 * series. A series only moves on: a number once given is never given again, so the next number cannot be set
 * at or below the last one given; moving it past the next number (leaving numbers out) needs a reason, kept
 * in the audit log (issue #25).
 */

export const documentTypeNames: Record<DocumentTypeCode, string> = {
  receipt: 'Разписка',
  'cash-order': 'Приходен касов ордер',
  invoice: 'Фактура',
  proforma: 'Проформа фактура',
  'credit-note': 'Кредитно известие',
};

export async function invoiceSettings(session: TenantRouteSession): Promise<InvoiceSettings> {
  const [item, name] = await Promise.all([
    readSettings(session.kindergartenId),
    readKindergartenName(session.kindergartenId),
  ]);
  return {
    legalName: item?.legalName ?? name,
    eik: item?.eik ?? '',
    address: item?.address ?? '',
    accountablePerson: item?.accountablePerson ?? '',
    vatNumber: item?.vatNumber ?? '',
    iban: item?.iban ?? '',
    bankName: item?.bankName ?? '',
    version: item?.version ?? 0,
  };
}

export async function saveInvoiceSettings(
  session: TenantRouteSession,
  body: Omit<InvoiceSettings, 'bankName' | 'vatNumber'> & {
    bankName?: string | undefined;
    vatNumber?: string | undefined;
  },
) {
  const vatNumber = body.vatNumber || '';
  const refusal = vatNumber ? vatNumberRefusal(vatNumber, body.eik, 'vatNumber', 'ИН по ЗДДС') : null;
  if (refusal) throw badRequest(refusal.message, [refusal]);
  const outcome = await saveSettingsItem(
    session.kindergartenId,
    {
      legalName: body.legalName,
      eik: body.eik,
      address: body.address,
      accountablePerson: body.accountablePerson,
      vatNumber,
      iban: body.iban,
      bankName: body.bankName?.trim() ?? '',
      version: body.version,
    },
    body.version,
  );
  if (!outcome.committed) throw staleWrite();
  return saved(session.kindergartenId);
}

export async function documentTypes(session: TenantRouteSession): Promise<DocumentType[]> {
  const found = await readDocumentTypes(session.kindergartenId, documentTypeCodes);
  return found.map(({ code, item, last }) => ({
    id: code,
    name: item?.name ?? documentTypeNames[code],
    prefix: item?.prefix ?? '',
    nextNumber: last + 1,
    version: item?.version ?? 0,
  }));
}

export async function documentType(session: TenantRouteSession, code: DocumentTypeCode) {
  return (await documentTypes(session)).find((t) => t.id === code)!;
}

export async function saveDocumentType(
  session: TenantRouteSession,
  body: {
    id: DocumentTypeCode;
    name: string;
    prefix: string;
    nextNumber: number;
    reason?: string | undefined;
    version: number;
  },
) {
  const [current] = await readDocumentTypes(session.kindergartenId, [body.id]);
  const skipped = body.nextNumber - ((current?.last ?? 0) + 1);
  const reason = body.reason?.trim() || null;
  if (skipped > 0 && !reason) {
    const message = `Полето "Причина за преместване на номерацията" е задължително: номерата от ${(current?.last ?? 0) + 1} до ${body.nextNumber - 1} няма да бъдат използвани.`;
    throw invalidField('reason', message);
  }
  const outcome = await saveDocumentTypeItems(
    session.kindergartenId,
    { code: body.id, name: body.name, prefix: body.prefix, version: body.version },
    body.version,
    body.nextNumber,
  );
  if (outcome.committed) {
    if (skipped > 0)
      await recordAudit({
        kindergartenId: session.kindergartenId,
        event: 'payments.series-moved-forward',
        actorUserId: session.userId,
        details: { series: body.id, from: body.nextNumber - skipped, to: body.nextNumber, reason },
      });
    return saved(body.id);
  }
  if (outcome.failed.includes(0)) throw staleWrite();
  const [series] = await readDocumentTypes(session.kindergartenId, [body.id]);
  const message = `Полето "Следващ номер" трябва да е по-голямо от последния издаден номер (${series?.last ?? 0}).`;
  if (outcome.failed.includes(1)) throw invalidField('nextNumber', message);
  throw conflict(message);
}

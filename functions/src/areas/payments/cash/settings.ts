import {
  type DocumentType,
  type DocumentTypeCode,
  documentTypeCodes,
  type InvoiceSettings,
} from '@gradina/shared/manifest/routes/payments/cash';
import { staleWrite } from '../../../platform/db';
import { badRequest, conflict } from '../../../platform/http/errors';
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
 * issuer), and its five document types, each with a prefix and a number series. A series only moves on: a
 * number once given is never given again, so the next number cannot be set at or below the last one given.
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
    iban: item?.iban ?? '',
    bankName: item?.bankName ?? '',
    version: item?.version ?? 0,
  };
}

export async function saveInvoiceSettings(
  session: TenantRouteSession,
  body: Omit<InvoiceSettings, 'bankName'> & { bankName?: string | undefined },
) {
  const outcome = await saveSettingsItem(
    session.kindergartenId,
    {
      legalName: body.legalName,
      eik: body.eik,
      address: body.address,
      accountablePerson: body.accountablePerson,
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
  body: { id: DocumentTypeCode; name: string; prefix: string; nextNumber: number; version: number },
) {
  const outcome = await saveDocumentTypeItems(
    session.kindergartenId,
    { code: body.id, name: body.name, prefix: body.prefix, version: body.version },
    body.version,
    body.nextNumber,
  );
  if (outcome.committed) return saved(body.id);
  if (outcome.failed.includes(0)) throw staleWrite();
  const [series] = await readDocumentTypes(session.kindergartenId, [body.id]);
  const message = `Полето "Следващ номер" трябва да е по-голямо от последния издаден номер (${series?.last ?? 0}).`;
  if (outcome.failed.includes(1)) throw badRequest(message, [{ field: 'nextNumber', message }]);
  throw conflict(message);
}

import type { paymentsProviderInvoiceRoutes } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItem, kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { overview, requireDocument, summary } from './documents';
import { annexExport, invoiceExport, protocolExport, protocolPreview, voucherExport } from './exports';
import { invoicePreparation, issueInvoice } from './invoices';
import { type SettlementItem, settlementKeys } from './items';
import { preparationReply, prepareSettlement, prepareVoucher } from './preparation';
import { deleteSettlement, saveManualProtocol, saveProtocol } from './protocols';
import { saveVoucher, voucherPreview } from './vouchers';

/** The handler entries of the settlements with the providers. */
export const providerInvoiceRoutes: FeatureRoutes<
  typeof paymentsProviderInvoiceRoutes,
  typeof providerInvoiceObjects
> = {
  'payments.settlementsOverview': entry.query(overview),
  'payments.protocolPreparation': async ({ session, query }) =>
    preparationReply(await prepareSettlement(session.kindergartenId, query, 'PROTOCOL', 'query.')),
  'payments.protocolPreview': entry.query(protocolPreview),
  'payments.saveProtocol': entry.body(saveProtocol),
  'payments.saveManualProtocol': entry.body(saveManualProtocol),
  'payments.protocolExport': entry.path('protocolId', protocolExport),
  'payments.protocolAnnexExport': entry.path('protocolId', annexExport),
  'payments.settlementSummary': entry.pathId(summary),
  'payments.deleteSettlement': entry.object(deleteSettlement),
  'payments.invoicePreparation': entry.query(invoicePreparation),
  'payments.issueInvoice': entry.save(issueInvoice),
  'payments.invoiceExport': entry.path('invoiceId', invoiceExport),
  'payments.vouchersOverview': async ({ session, query }) => overview(session, { ...query, kind: 'voucher' }),
  'payments.voucherPreparation': async ({ session, query }) =>
    preparationReply(await prepareVoucher(session.kindergartenId, query, 'query.')),
  'payments.voucherPreview': entry.query(voucherPreview),
  'payments.saveVoucher': entry.save(saveVoucher),
  'payments.voucherSummary': async ({ session, path }) => summary(session, path.id, 'voucher'),
  'payments.deleteVoucher': async ({ session, path }) =>
    deleteSettlement(session, await requireDocument(session, path.id, 'voucher')),
  'payments.voucherExport': entry.pathId(voucherExport),
};

const protocolOfBody = ({
  session,
  body,
}: {
  session: { kindergartenId: string };
  body: { protocolId?: string | undefined };
}) =>
  body.protocolId
    ? kindergartenItem<SettlementItem>(
        session.kindergartenId,
        settlementKeys.document(session.kindergartenId, body.protocolId),
      )
    : Promise.resolve(null);

/** The document a delete names, and the protocol an invoice or voucher is made from, under the session's
 * kindergarten's key (another's is "not found"). */
export const providerInvoiceObjects = {
  'payments.deleteSettlement': kindergartenItemAtPath<SettlementItem>(settlementKeys.document),
  'payments.deleteVoucher': kindergartenItemAtPath(settlementKeys.document),
  'payments.issueInvoice': protocolOfBody,
  'payments.saveVoucher': protocolOfBody,
} satisfies FeatureLoaders<typeof paymentsProviderInvoiceRoutes>;

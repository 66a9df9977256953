import type { paymentsCashRoutes } from '@gradina/shared/manifest/routes/payments/cash';
import type { FeeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItem } from '../../../platform/http/object-access';
import { cashiers, dueFees, listPayments, paymentDetails } from './overview';
import { receipt } from './receipt';
import { recordBatchPayment, recordPayment } from './record';
import {
  documentType,
  documentTypes,
  invoiceSettings,
  saveDocumentType,
  saveInvoiceSettings,
} from './settings';

/** The handler entries of the staff's payments, receipts and invoicing settings. */
export const cashRoutes: FeatureRoutes<typeof paymentsCashRoutes, typeof cashObjects> = {
  'payments.recordPayment': async ({ session, body, object }) => recordPayment(session, body, object?.item),
  'payments.recordBatchPayment': async ({ session, body }) => recordBatchPayment(session, body),
  'payments.paymentReceipt': async ({ session, path }) => receipt(session, path.paymentId),
  'payments.batchPaymentReceipt': async ({ session, path }) => receipt(session, path.paymentId),
  'payments.batchPayments': async ({ session, query }) => listPayments(session, query, true),
  'payments.paymentsOverview': async ({ session, query }) => listPayments(session, query, false),
  'payments.paymentDetails': async ({ session, path }) => paymentDetails(session, path.id),
  'payments.dueFees': async ({ session, query }) => dueFees(session, query.childId),
  'payments.paymentCashiers': async ({ session }) => cashiers(session),
  'payments.invoiceSettings': async ({ session }) => invoiceSettings(session),
  'payments.saveInvoiceSettings': async ({ session, body }) => saveInvoiceSettings(session, body),
  'payments.documentTypes': async ({ session }) => documentTypes(session),
  'payments.documentType': async ({ session, path }) => documentType(session, path.id),
  'payments.saveDocumentType': async ({ session, body }) => saveDocumentType(session, body),
};

/** The fee a payment pays, read under the session's kindergarten's key (another's is "not found"). */
export const cashObjects = {
  'payments.recordPayment': ({ session, body }) =>
    kindergartenItem<FeeItem>(session.kindergartenId, activityKeys.fee(session.kindergartenId, body.feeId)),
} satisfies FeatureLoaders<typeof paymentsCashRoutes>;

import type { paymentsCashRoutes } from '@gradina/shared/manifest/routes/payments/cash';
import type { FeeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItem } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
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
  'payments.recordPayment': entry.save(recordPayment),
  'payments.recordBatchPayment': entry.body(recordBatchPayment),
  'payments.paymentReceipt': entry.path('paymentId', receipt),
  'payments.batchPaymentReceipt': entry.path('paymentId', receipt),
  'payments.batchPayments': async ({ session, query }) => listPayments(session, query, true),
  'payments.paymentsOverview': async ({ session, query }) => listPayments(session, query, false),
  'payments.paymentDetails': entry.pathId(paymentDetails),
  'payments.dueFees': entry.queryValue('childId', dueFees),
  'payments.paymentCashiers': entry.session(cashiers),
  'payments.invoiceSettings': entry.session(invoiceSettings),
  'payments.saveInvoiceSettings': entry.body(saveInvoiceSettings),
  'payments.documentTypes': entry.session(documentTypes),
  'payments.documentType': entry.pathId(documentType),
  'payments.saveDocumentType': entry.body(saveDocumentType),
};

/** The fee a payment pays, read under the session's kindergarten's key (another's is "not found"). */
export const cashObjects = {
  'payments.recordPayment': ({ session, body }) =>
    kindergartenItem<FeeItem>(session.kindergartenId, activityKeys.fee(session.kindergartenId, body.feeId)),
} satisfies FeatureLoaders<typeof paymentsCashRoutes>;

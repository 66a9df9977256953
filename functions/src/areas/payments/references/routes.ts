import type { paymentsReferenceRoutes } from '@gradina/shared/manifest/routes/payments/references';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import {
  batchPaymentsExport,
  cashedExport,
  cashiersExport,
  classesExport,
  feesExport,
  kindergartenExport,
  studentsExport,
} from './exports';
import {
  batchPaymentsReport,
  cashedReport,
  cashiersReport,
  classesReport,
  feesReport,
  kindergartenReport,
  studentsReport,
} from './reports';

/** The handler entries of the activity reports on payments and fees (reads only: no object rule). */
export const referenceRoutes: FeatureRoutes<typeof paymentsReferenceRoutes> = {
  'payments.kindergartenReport': async ({ session, query }) => kindergartenReport(session, query),
  'payments.kindergartenReportExport': async ({ session, path, query }) =>
    kindergartenExport(session, query, path.type),
  'payments.classesReport': async ({ session, query }) => (await classesReport(session, query)).report,
  'payments.classesReportExport': async ({ session, path, query }) =>
    classesExport(session, query, path.type),
  'payments.studentsReport': async ({ session, query }) => (await studentsReport(session, query)).report,
  'payments.studentsReportExport': async ({ session, path, query }) =>
    studentsExport(session, query, path.type),
  'payments.cashiersReport': async ({ session, query }) => cashiersReport(session, query),
  'payments.cashiersReportExport': async ({ session, query }) => cashiersExport(session, query),
  'payments.batchPaymentsReport': async ({ session, query }) => batchPaymentsReport(session, query),
  'payments.batchPaymentsReportExport': async ({ session, path, query }) =>
    batchPaymentsExport(session, query, path.type),
  'payments.cashedReport': async ({ session, query }) => cashedReport(session, query),
  'payments.cashedReportExport': async ({ session, path, query }) => cashedExport(session, query, path.type),
  'payments.feesByActivity': async ({ session, query }) => feesReport(session, query),
  'payments.feesByActivityExport': async ({ session, path, query }) => feesExport(session, query, path.type),
};

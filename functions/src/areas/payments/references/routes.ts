import type { paymentsReferenceRoutes } from '@gradina/shared/manifest/routes/payments/references';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
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
  'payments.kindergartenReport': entry.query(kindergartenReport),
  'payments.kindergartenReportExport': async ({ session, path, query }) =>
    kindergartenExport(session, query, path.type),
  'payments.classesReport': async ({ session, query }) => (await classesReport(session, query)).report,
  'payments.classesReportExport': async ({ session, path, query }) =>
    classesExport(session, query, path.type),
  'payments.studentsReport': async ({ session, query }) => (await studentsReport(session, query)).report,
  'payments.studentsReportExport': async ({ session, path, query }) =>
    studentsExport(session, query, path.type),
  'payments.cashiersReport': entry.query(cashiersReport),
  'payments.cashiersReportExport': entry.query(cashiersExport),
  'payments.batchPaymentsReport': entry.query(batchPaymentsReport),
  'payments.batchPaymentsReportExport': async ({ session, path, query }) =>
    batchPaymentsExport(session, query, path.type),
  'payments.cashedReport': entry.query(cashedReport),
  'payments.cashedReportExport': async ({ session, path, query }) => cashedExport(session, query, path.type),
  'payments.feesByActivity': entry.query(feesReport),
  'payments.feesByActivityExport': async ({ session, path, query }) => feesExport(session, query, path.type),
};

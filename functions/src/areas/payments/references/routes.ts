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
  'payments.kindergartenReportExport': entry.queryFile(kindergartenExport),
  'payments.classesReport': async ({ session, query }) => (await classesReport(session, query)).report,
  'payments.classesReportExport': entry.queryFile(classesExport),
  'payments.studentsReport': async ({ session, query }) => (await studentsReport(session, query)).report,
  'payments.studentsReportExport': entry.queryFile(studentsExport),
  'payments.cashiersReport': entry.query(cashiersReport),
  'payments.cashiersReportExport': entry.query(cashiersExport),
  'payments.batchPaymentsReport': entry.query(batchPaymentsReport),
  'payments.batchPaymentsReportExport': entry.queryFile(batchPaymentsExport),
  'payments.cashedReport': entry.query(cashedReport),
  'payments.cashedReportExport': entry.queryFile(cashedExport),
  'payments.feesByActivity': entry.query(feesReport),
  'payments.feesByActivityExport': entry.queryFile(feesExport),
};

import type {
  AttendanceSummaryQuery,
  StudentsSummaryQuery,
} from '@gradina/shared/manifest/routes/activities/reports';
import type { FeeReportQuery, PaymentReportQuery } from '@gradina/shared/manifest/routes/payments/references';
import { apiQuery } from '../../../api/query';

/**
 * The activity reports' queries (read only: nothing to invalidate). Each sends the kindergarten the screen
 * shows, so a tab left on another kindergarten is refused; the filters are the routes' own query shapes.
 */

export type PaymentReportFilters = PaymentReportQuery & { kindergartenId: string };

export const kindergartenReportQuery = (f: PaymentReportFilters) =>
  apiQuery('payments.kindergartenReport', { query: f });

export const classesReportQuery = (f: PaymentReportFilters) =>
  apiQuery('payments.classesReport', { query: f });

export const studentsReportQuery = (f: PaymentReportFilters) =>
  apiQuery('payments.studentsReport', { query: f });

export const cashiersReportQuery = (f: PaymentReportFilters) =>
  apiQuery('payments.cashiersReport', { query: f });

export const batchPaymentsReportQuery = (f: PaymentReportFilters, page: number, pageSize: number) =>
  apiQuery('payments.batchPaymentsReport', { query: { ...f, PageNumber: page, PageSize: pageSize } });

export const cashedReportQuery = (
  f: PaymentReportFilters & { state?: 'all' | 'settled' | 'open' | undefined },
  page: number,
  pageSize: number,
) => apiQuery('payments.cashedReport', { query: { ...f, PageNumber: page, PageSize: pageSize } });

export const feesByActivityQuery = (f: FeeReportQuery) => apiQuery('payments.feesByActivity', { query: f });

export const studentsSummaryQuery = (f: StudentsSummaryQuery) =>
  apiQuery('activities.studentsSummary', { query: f });

export const attendanceSummaryQuery = (f: AttendanceSummaryQuery) =>
  apiQuery('activities.attendanceSummary', { query: f });

export const childHistoryQuery = (kindergartenId: string, childId: string) =>
  apiQuery('activities.childHistory', { query: { kindergartenId, childId } });

export const childrenQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

/** The filters' options: the kindergarten's providers (with their activities), groups, cashiers, activities. */
export const providerOptionsQuery = (kindergartenId: string) =>
  apiQuery('activities.providerSummary', { query: { kindergartenId } });

export const groupOptionsQuery = (kindergartenId: string) =>
  apiQuery('activities.activityClasses', { query: { kindergartenId } });

export const cashierOptionsQuery = (kindergartenId: string) =>
  apiQuery('payments.paymentCashiers', { query: { kindergartenId } });

export const activityOptionsQuery = (kindergartenId: string) =>
  apiQuery('activities.activityOptions', { query: { kindergartenId } });

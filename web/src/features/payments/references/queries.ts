import { apiQuery } from '../../../api/query';

/**
 * The activity reports' queries (read only: nothing to invalidate). Each sends the kindergarten the screen
 * shows, so a tab left on another kindergarten is refused.
 */

export interface PaymentReportFilters {
  kindergartenId: string;
  month: string;
  method?: number | undefined;
  groupId?: string | undefined;
}

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

export const feesByActivityQuery = (f: { kindergartenId: string; month: string }) =>
  apiQuery('payments.feesByActivity', { query: f });

export const studentsSummaryQuery = (kindergartenId: string, fromDate: string, toDate: string) =>
  apiQuery('activities.studentsSummary', { query: { kindergartenId, fromDate, toDate } });

export const attendanceSummaryQuery = (kindergartenId: string, fromMonth: string, toMonth: string) =>
  apiQuery('activities.attendanceSummary', { query: { kindergartenId, fromMonth, toMonth } });

export const childHistoryQuery = (kindergartenId: string, childId: string) =>
  apiQuery('activities.childHistory', { query: { kindergartenId, childId } });

export const childrenQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';
import type { MonthChoice } from '../../../ui/forms/MonthFilter';

/**
 * The fees feature's queries. Each sends the kindergarten the screen shows, so a tab left on another
 * kindergarten is refused.
 */

export interface FeeFilters {
  activityId: string | null;
  groupId: string | null;
  statuses: readonly number[];
}

/** A month's fees by the filters, a page of them (the fees list and the drill-down's month). */
export const useFeesOfMonth = (
  kindergartenId: string,
  m: MonthChoice,
  f: FeeFilters,
  paging: { PageNumber: number; PageSize: number },
) =>
  useRouteQuery(
    'payments.feesOfMonth',
    {
      query: {
        kindergartenId,
        year: m.year,
        month: m.month,
        ...(f.activityId ? { activityId: f.activityId } : {}),
        ...(f.groupId ? { groupId: f.groupId } : {}),
        statuses: f.statuses.map(String),
        ...paging,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );

/** The fees' totals of a year by month, or of one month (whether the parents were told of them). */
export const useFeeSummary = (kindergartenId: string, year: number, month?: number) =>
  useRouteQuery(
    'payments.feeNotificationSummary',
    { query: { kindergartenId, year, ...(month ? { month } : {}) } },
    { enabled: Boolean(kindergartenId) },
  );

/** Fees generated, deleted or notified: every list and sum of them. */
export const invalidateFees = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'payments.feesOfMonth',
    'payments.childFeesOfMonth',
    'payments.feeNotificationSummary',
  );

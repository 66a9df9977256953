import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';
import type { MonthChoice } from '../../../ui/forms/MonthFilter';

/**
 * The fees feature's queries: the keys are the route ids, so invalidating one refreshes every view of it.
 * Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface FeeFilters {
  activityId: string | null;
  groupId: string | null;
  statuses: number[];
}

export const feesQuery = (
  kindergartenId: string,
  m: MonthChoice,
  f: FeeFilters,
  page: number,
  pageSize: number,
) =>
  apiQuery('payments.feesOfMonth', {
    query: {
      kindergartenId,
      year: m.year,
      month: m.month,
      ...(f.activityId ? { activityId: f.activityId } : {}),
      ...(f.groupId ? { groupId: f.groupId } : {}),
      statuses: f.statuses.map(String),
      PageNumber: page,
      PageSize: pageSize,
    },
  });

export const childFeesQuery = (kindergartenId: string, year: number, month: number, studentId: string) =>
  apiQuery('payments.childFeesOfMonth', { path: { year, month, studentId }, query: { kindergartenId } });

export const summaryQuery = (kindergartenId: string, year: number, month?: number) =>
  apiQuery('payments.feeNotificationSummary', {
    query: { kindergartenId, year, ...(month ? { month } : {}) },
  });

export const activityOptionsQuery = (kindergartenId: string) =>
  apiQuery('activities.activityOptions', { query: { kindergartenId } });

export const groupsQuery = (kindergartenId: string, periodId: string | undefined) =>
  apiQuery('kindergartens.groupOverview', { query: { kindergartenId, periodId, PageSize: 100 } });

const changedByFees = [
  'payments.feesOfMonth',
  'payments.childFeesOfMonth',
  'payments.feeNotificationSummary',
] as const;

/** Fees generated, deleted or notified: every list and sum of them. */
export function invalidateFees(client: QueryClient) {
  return Promise.all(changedByFees.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

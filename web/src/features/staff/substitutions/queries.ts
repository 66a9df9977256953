import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The substitutions feature's queries: the keys are the route ids, so invalidating one refreshes every view of
 * it. Each sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

import type { MonthChoice } from '../../../ui/forms/MonthFilter';

export type { MonthChoice };

export const substitutionsQuery = (
  kindergartenId: string,
  m: MonthChoice,
  page: number,
  pageSize: number,
  teacherId?: string,
) =>
  apiQuery('staff.substitutionsOverview', {
    query: { kindergartenId, ...m, teacherId, PageNumber: page, PageSize: pageSize },
  });

export const substitutionQuery = (id: string) => apiQuery('staff.substitution', { path: { id } });

export const substitutionOptionsQuery = (kindergartenId: string) =>
  apiQuery('staff.substitutionOptions', { query: { kindergartenId } });

export const normsQuery = (kindergartenId: string, m: MonthChoice) =>
  apiQuery('staff.substitutionNorms', { query: { kindergartenId, ...m } });

const changedByASubstitution = [
  'staff.substitutionsOverview',
  'staff.substitution',
  'staff.substitutionNorms',
] as const;

/** A substitution booked or deleted: the month's lists, the record and the norms. */
export function invalidateSubstitutions(client: QueryClient) {
  return Promise.all(changedByASubstitution.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, useRouteQuery } from '../../../api/query';
import { useUserData } from '../../../app/auth/user-data';
import { type MonthChoice, useMonthChoice } from '../../../ui/forms/MonthFilter';

/**
 * The substitutions feature's reads and what a change makes stale. Each sends the kindergarten the screen
 * shows, so a tab left on another kindergarten is refused.
 */

export type { MonthChoice };

/** A month's substitutions, a page of them (or one teacher's). */
export const useSubstitutions = (
  kindergartenId: string | undefined,
  m: MonthChoice,
  page: number,
  pageSize: number,
  teacherId?: string,
) =>
  useRouteQuery(
    'staff.substitutionsOverview',
    {
      query: { kindergartenId: kindergartenId ?? '', ...m, teacherId, PageNumber: page, PageSize: pageSize },
    },
    { enabled: Boolean(kindergartenId) },
  );

/** The most substitutions one month lists on the references (the route's page size). */
const monthPageSize = 500;

/** A reference's month (from the address) and all its substitutions. */
export function useMonthSubstitutions() {
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const [month, setMonth] = useMonthChoice();
  const list = useSubstitutions(kindergartenId, month, 1, monthPageSize);
  return { kindergartenId, month, setMonth, list };
}

/** A substitution booked or deleted: the month's lists, the record and the norms. */
export const invalidateSubstitutions = (client: QueryClient) =>
  invalidateRoutes(client, 'staff.substitutionsOverview', 'staff.substitution', 'staff.substitutionNorms');

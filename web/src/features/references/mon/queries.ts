import { apiQuery } from '../../../api/query';
import { formatMonth } from '../../../ui/format/dates';

/**
 * The МОН and municipality references' queries: a month range and, for МОН, a region or municipality. The
 * user's own municipality is the server's to apply, so a municipality user's screens send no place at all.
 */
export interface Place {
  regionCode: string | undefined;
  municipalityCode: string | undefined;
}
export interface RangeFilters extends Place {
  fromMonth: string;
  toMonth: string;
}

export const pageSize = 50;

export const attendancesQuery = (f: RangeFilters, page: number) =>
  apiQuery('references.attendances', { query: { ...f, PageNumber: page, PageSize: pageSize } });
export const substitutionsQuery = (f: RangeFilters, page: number) =>
  apiQuery('references.substitutions', { query: { ...f, PageNumber: page, PageSize: pageSize } });
export const staffCountsQuery = (f: RangeFilters, page: number) =>
  apiQuery('references.kindergartenPeopleCounts', { query: { ...f, PageNumber: page, PageSize: pageSize } });

export const activityTypesQuery = (f: RangeFilters, page: number) =>
  apiQuery('references.activityTypes', { query: { ...f, PageNumber: page, PageSize: pageSize } });
export const activityFeesQuery = (f: RangeFilters, page: number) =>
  apiQuery('references.activityFees', { query: { ...f, PageNumber: page, PageSize: pageSize } });

export const regionsQuery = () => ({ ...apiQuery('lookups.regions'), staleTime: Number.POSITIVE_INFINITY });
export const municipalitiesQuery = (regionId: string) => ({
  ...apiQuery('lookups.areas', { query: { regionId } }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** `2026-11` and the month before it, `n` months back. */
export function monthsBack(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The 36 months up to `month`, newest first, with their Bulgarian names. */
export const monthOptions = (month: string) =>
  Array.from({ length: 36 }, (_, i) => {
    const value = monthsBack(month, i);
    return { value, label: formatMonth(`${value}-15`) };
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiQuery } from '../../../api/query';
import { sortByText } from '../../../ui/collation';

/**
 * Queries of the lookups explorer. The classifications change a few times a year, so they stay fresh for an
 * hour; lists come sorted in Bulgarian alphabetical order.
 */
const hour = 60 * 60_000;

export const regionsQuery = () =>
  queryOptions({
    ...apiQuery('lookups.regions'),
    staleTime: hour,
    select: (r) => sortByText(r.result, (x) => x.name),
  });

export const areasQuery = (regionId: string) =>
  queryOptions({
    ...apiQuery('lookups.areas', { query: { regionId } }),
    staleTime: hour,
    select: (r) => sortByText(r.result, (x) => x.name),
  });

/** The API's largest page. */
export const maxPageSize = 500;

export const municipalityCitiesQuery = (regionId: string, areaId: string, page: number) => ({
  ...apiQuery('lookups.cities', { query: { regionId, areaId, PageNumber: page, PageSize: maxPageSize } }),
  staleTime: hour,
});

export const searchPageSize = 20;

export const citySearchQuery = (name: string, page: number) => ({
  ...apiQuery('lookups.cities', { query: { name, PageNumber: page, PageSize: searchPageSize } }),
  staleTime: hour,
});

/** All districts at once (a few dozen): tells which settlements have districts. */
export const allDistrictsQuery = () => ({ ...apiQuery('lookups.districts'), staleTime: hour });

export const cityDistrictsQuery = (cityId: string) => ({
  ...apiQuery('lookups.districts', { query: { cityId } }),
  staleTime: hour,
});

/** Which settlements have districts, from the full district list; undefined while unknown. */
export function useCitiesWithDistricts(): ReadonlySet<string> | undefined {
  const all = useQuery(allDistrictsQuery());
  return useMemo(() => (all.data ? new Set(all.data.result.map((d) => d.cityId)) : undefined), [all.data]);
}

import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The lookups area's items: national reference lists loaded by `infra/reference-data` (ЕКАТТЕ and ICU),
 * one partition per list; settlements partitioned by oblast and indexed by name (docs/data-model.md).
 */
export type ReferenceList = 'REGIONS' | 'AREAS' | 'COUNTRIES' | 'DISTRICTS' | 'PAYMENT_TYPES';

export interface RegionItem {
  id: string;
  name: string;
  nameEn: string;
  centerName: string;
}
export interface AreaItem {
  id: string;
  name: string;
  regionId: string;
  regionName: string;
}
export interface CityItem {
  id: string;
  name: string;
  kind: string;
  areaId: string;
  areaName: string;
  regionId: string;
  regionName: string;
}
export interface DistrictItem {
  id: string;
  name: string;
  cityId: string;
  cityName: string;
}
export interface CountryItem {
  id: string;
  name: string;
}
export interface PaymentTypeItem {
  id: number;
  name: string;
}

/** A whole list, or the part whose sort key starts with `parentId#` (municipalities of an oblast...). */
export const referenceList = <T>(list: ReferenceList, parentId?: string) =>
  queryAll<T>({
    partition: keys.lookup(list, '').PK,
    ...(parentId ? { beginsWith: `${parentId}#` } : {}),
  });

/** Settlements of an oblast, optionally of one of its municipalities. */
export const citiesOfRegion = (regionId: string, areaId?: string) =>
  queryAll<CityItem>({
    partition: keys.city(regionId, '', '').PK,
    ...(areaId ? { beginsWith: `${areaId}#` } : {}),
  });

/** Settlements of the whole country whose lower-case name starts with `search`. */
export const citiesByName = (search: string) =>
  queryAll<CityItem>({ index: 'GSI1', partition: keys.cityByName('', '').GSI1PK, beginsWith: search });

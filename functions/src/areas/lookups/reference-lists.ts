import type { Area, City, Country, District, Region } from '@gradina/shared/manifest/routes/lookups';
import { byBulgarianName, pageOf } from '../../platform/db/query';
import type { AreaItem, CityItem, CountryItem, DistrictItem, PaymentTypeItem, RegionItem } from './items';
import { citiesByName, citiesOfRegion, referenceList } from './items';

export async function paymentTypes() {
  const items = await referenceList<PaymentTypeItem>('PAYMENT_TYPES');
  return pageOf(items.map((i) => ({ id: Number(i.id), name: String(i.name) })).sort((a, b) => a.id - b.id));
}

export async function regions() {
  const items = await referenceList<RegionItem>('REGIONS');
  const list: Region[] = items.map((i) => ({
    id: String(i.id),
    name: String(i.name),
    nameEn: String(i.nameEn),
    centerName: String(i.centerName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

export async function areas(query: { regionId?: string }) {
  const items = await referenceList<AreaItem>('AREAS', query.regionId);
  const list: Area[] = items.map((i) => ({
    id: String(i.id),
    name: String(i.name),
    regionId: String(i.regionId),
    regionName: String(i.regionName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

const toCity = (i: CityItem): City => ({
  id: String(i.id),
  name: String(i.name),
  kind: String(i.kind),
  areaId: String(i.areaId),
  areaName: String(i.areaName),
  regionId: String(i.regionId),
  regionName: String(i.regionName),
});

/**
 * Settlements of an oblast (optionally of one municipality) come from the oblast's partition; a name search
 * across the country uses the by-name index. Without either the list would be the whole country, so one of
 * them is required (checked by the route schema).
 */
export async function cities(query: {
  regionId?: string;
  areaId?: string;
  name?: string;
  PageNumber?: number;
  PageSize?: number;
}) {
  const search = query.name?.toLocaleLowerCase('bg');
  let list: City[];
  if (query.regionId) {
    const items = await citiesOfRegion(query.regionId, query.areaId);
    list = items.map(toCity).filter((c) => !search || c.name.toLocaleLowerCase('bg').startsWith(search));
  } else {
    const items = await citiesByName(search ?? '');
    list = items.map(toCity).filter((c) => !query.areaId || c.areaId === query.areaId);
  }
  list.sort((a, b) => byBulgarianName(a, b) || a.areaName.localeCompare(b.areaName, 'bg'));
  return pageOf(list, query.PageNumber ?? 1, query.PageSize ?? 100);
}

export async function countries() {
  const items = await referenceList<CountryItem>('COUNTRIES');
  const list: Country[] = items.map((i) => ({ id: String(i.id), name: String(i.name) }));
  return pageOf(list.sort(byBulgarianName));
}

export async function districts(query: { cityId?: string }) {
  const items = await referenceList<DistrictItem>('DISTRICTS', query.cityId);
  const list: District[] = items.map((i) => ({
    id: String(i.id),
    name: String(i.name),
    cityId: String(i.cityId),
    cityName: String(i.cityName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

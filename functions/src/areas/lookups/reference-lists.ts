import type { Area, City, Country, District, Region } from '@gradina/shared/manifest/routes/lookups';
import { keys } from '../../platform/db/keys';
import { byBulgarianName, pageOf, queryAll } from '../../platform/db/query';

const strip = <T>(items: Record<string, unknown>[], pick: (i: Record<string, unknown>) => T): T[] =>
  items.map(pick);

const partition = (pk: string, skPrefix?: string) =>
  skPrefix
    ? {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      }
    : { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } };

export async function paymentTypes() {
  const items = await queryAll(partition(keys.lookup('PAYMENT_TYPES', '').PK));
  return pageOf(
    strip(items, (i) => ({ id: Number(i.id), name: String(i.name) })).sort((a, b) => a.id - b.id),
  );
}

export async function regions() {
  const items = await queryAll(partition(keys.lookup('REGIONS', '').PK));
  const list: Region[] = strip(items, (i) => ({
    id: String(i.id),
    name: String(i.name),
    nameEn: String(i.nameEn),
    centerName: String(i.centerName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

export async function areas(query: { regionId?: string }) {
  const items = await queryAll(
    partition(keys.lookup('AREAS', '').PK, query.regionId ? `${query.regionId}#` : undefined),
  );
  const list: Area[] = strip(items, (i) => ({
    id: String(i.id),
    name: String(i.name),
    regionId: String(i.regionId),
    regionName: String(i.regionName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

const toCity = (i: Record<string, unknown>): City => ({
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
    const items = await queryAll({
      ...partition(keys.city(query.regionId, '', '').PK, query.areaId ? `${query.areaId}#` : undefined),
    });
    list = items.map(toCity).filter((c) => !search || c.name.toLocaleLowerCase('bg').startsWith(search));
  } else {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :name)',
      ExpressionAttributeValues: { ':pk': keys.cityByName('', '').GSI1PK, ':name': search ?? '' },
    });
    list = items.map(toCity).filter((c) => !query.areaId || c.areaId === query.areaId);
  }
  list.sort((a, b) => byBulgarianName(a, b) || a.areaName.localeCompare(b.areaName, 'bg'));
  return pageOf(list, query.PageNumber ?? 1, query.PageSize ?? 100);
}

export async function countries() {
  const items = await queryAll(partition(keys.lookup('COUNTRIES', '').PK));
  const list: Country[] = strip(items, (i) => ({ id: String(i.id), name: String(i.name) }));
  return pageOf(list.sort(byBulgarianName));
}

export async function districts(query: { cityId?: string }) {
  const items = await queryAll(
    partition(keys.lookup('DISTRICTS', '').PK, query.cityId ? `${query.cityId}#` : undefined),
  );
  const list: District[] = strip(items, (i) => ({
    id: String(i.id),
    name: String(i.name),
    cityId: String(i.cityId),
    cityName: String(i.cityName),
  }));
  return pageOf(list.sort(byBulgarianName));
}

import type { City } from '@gradina/shared/manifest/routes/lookups';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { transact } from '../../../platform/db/transact';
import { staleWrite, versionedUpdate } from '../../../platform/db/versioned-update';
import { notFound } from '../../../platform/http/errors';
import type { KindergartenItem, SchoolYearItem } from '../items';

/**
 * The Master's kindergartens' items: the profile's data beyond what the switcher reads (`KG#<id>` / PROFILE,
 * on the directory GSI2 by name and the municipality's GSI1), the ЕКАТТЕ settlement it names, and the counts
 * the national list shows. docs/data-model.md, "The Master's kindergartens".
 */
export interface KindergartenRecord extends KindergartenItem {
  townEkatte?: string;
  municipalityCode?: string;
  regionCode?: string;
  municipalityName?: string;
  regionName?: string;
  eik?: string | null;
  institutionCode?: string | null;
  phone?: string | null;
  email?: string | null;
  openingTime?: string | null;
  closingTime?: string | null;
  createdAt?: string;
  version?: number;
}

/** A settlement of the ЕКАТТЕ list, as the lookups load it and list it. */
export type Settlement = City;

export const kindergartenNotFound = 'Детската градина не е намерена.';

export const readKindergarten = async (kindergartenId: string) => {
  const item = await getItem<KindergartenRecord>(keys.kindergarten(kindergartenId), { consistent: true });
  if (!item) throw notFound(kindergartenNotFound);
  return item;
};

/** One GetItem: the settlement with its municipality and region (undefined: not one of that municipality's). */
export const settlementOf = (regionCode: string, municipalityCode: string, ekatte: string) =>
  getItem<Settlement>(keys.city(regionCode, municipalityCode, ekatte));

/** The index keys a profile is listed by: the country's directory by name and its municipality's list. */
const indexKeys = (id: string, name: string, municipalityCode: string) => ({
  ...keys.kindergartenDirectory(name, id),
  ...keys.kindergartensOfMunicipality(municipalityCode, id),
});

/** Writes a profile's data while it has the version the editor read (409 otherwise, 404 when gone). */
export const updateKindergartenRecord = (
  id: string,
  changes: Omit<KindergartenRecord, 'id' | 'version'>,
  expected: number,
) =>
  versionedUpdate(
    keys.kindergarten(id),
    { ...changes, ...indexKeys(id, changes.name, changes.municipalityCode ?? '') },
    {
      expected,
      missing: () => notFound(kindergartenNotFound),
      stale: () => staleWrite('Данните на детската градина са променени междувременно. Презаредете ги.'),
    },
  );

/** The name of a school year of a kindergarten (one GetItem), or null. */
export const schoolYearName = async (kindergartenId: string, periodId: string | null | undefined) =>
  periodId
    ? ((await getItem<{ name?: string }>(keys.schoolYear(kindergartenId, periodId), { attributes: ['name'] }))
        ?.name ?? null)
    : null;

/** A new kindergarten and its first school year, together or not at all. */
export const createKindergartenRecord = (record: KindergartenRecord, year: SchoolYearItem) =>
  transact([
    {
      put: {
        type: 'Kindergarten',
        ...record,
        ...keys.kindergarten(record.id),
        ...indexKeys(record.id, record.name, record.municipalityCode ?? ''),
      },
      condition: { absent: true },
    },
    {
      put: { ...keys.schoolYear(record.id, year.id), type: 'SchoolYear', ...year },
      condition: { absent: true },
    },
  ]);

/** The active school year's groups of a kindergarten with their children (one Query, two attributes). */
export const groupCounts = (kindergartenId: string) =>
  queryAll<{ periodId?: string; childrenCount?: number }>({
    partition: keys.group(kindergartenId, '').PK,
    beginsWith: 'GROUP#',
    attributes: ['periodId', 'childrenCount'],
  });

/** The kindergarten's staff records (one Query of keys only). */
export const staffKeys = (kindergartenId: string) =>
  queryAll<{ PK: string }>({ partition: keys.staffMember(kindergartenId, '').PK, attributes: ['PK'] });

/** The kindergarten's sessions with their expiry (one Query of the sessions index). */
export const sessionExpiries = (kindergartenId: string) =>
  queryAll<{ expiresAt?: number; kindergartenId?: string }>({
    index: 'GSI2',
    partition: keys.sessionsOfKindergarten(kindergartenId).GSI2PK,
    attributes: ['expiresAt', 'kindergartenId'],
  });

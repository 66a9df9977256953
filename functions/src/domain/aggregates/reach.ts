import { batchGet, getItem, keys, queryAll } from '../../platform/db';

/**
 * Who and what a national reference reaches, for every area that answers МОН and the municipalities: the
 * caller's municipality, the kindergartens of a reach (so one without figures still has its row) and the
 * names of ЕКАТТЕ municipalities. Their cost grows with kindergartens, never with children.
 */

/**
 * The municipality a municipality user oversees, as the Master set it on their account
 * (`jurisdiction.municipalityCode`). One GetItem of two attributes.
 */
export async function jurisdictionOf(userId: string): Promise<string | null> {
  const user = await getItem<{ jurisdiction?: { municipalityCode?: string } | null }>(keys.user(userId), {
    attributes: ['jurisdiction'],
  });
  return user?.jurisdiction?.municipalityCode || null;
}

/** A kindergarten of the reach as the references name it. */
export interface KindergartenPlace {
  id: string;
  name: string;
  municipalityCode: string | null;
}

/**
 * The kindergartens of the reach, so one with no figures in the range still has its row (issue #26): a
 * municipality's (1 Query of its index) or the country's directory (1 Query), three attributes each.
 */
export async function kindergartensInReach(municipalityCode: string | null): Promise<KindergartenPlace[]> {
  const attributes = ['id', 'name', 'municipalityCode'];
  const items = await queryAll<{ id: string; name?: string; municipalityCode?: string | null }>(
    municipalityCode
      ? { index: 'GSI1', partition: keys.kindergartensOfMunicipality(municipalityCode).GSI1PK, attributes }
      : { index: 'GSI2', partition: keys.kindergartenDirectory().GSI2PK, attributes },
  );
  return items.map((k) => ({ id: k.id, name: k.name ?? '', municipalityCode: k.municipalityCode ?? null }));
}

/** An ЕКАТТЕ municipality's name and its oblast's. */
export interface PlaceName {
  municipalityName: string;
  regionName: string;
}

/**
 * The names of ЕКАТТЕ municipality codes (`PDV22` → Пловдив, област Пловдив) from the reference lookups the
 * national data loads (infra/reference-data): one BatchGet; a code not in the lists has no name.
 */
export async function placeNamesOf(codes: readonly string[]): Promise<Map<string, PlaceName>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const found = await batchGet<{ id: string; name: string; regionName: string }>(
    unique.map((code) => keys.lookup('AREAS', `${code.slice(0, 3)}#${code}`)),
  );
  return new Map(found.map((a) => [a.id, { municipalityName: a.name, regionName: a.regionName }]));
}

import { Role } from '@gradina/shared';
import { type KindergartenMonth, readKindergartenMonths } from '../../../domain/aggregates';
import { jurisdictionOf, type PlaceName } from '../../../domain/aggregates/reach';
import { forbidden } from '../../../platform/http/errors';
import type { RouteSession } from '../../../platform/http/route-session';

export const outsideJurisdiction = 'Детските градини на тази община не са във Вашата юрисдикция.';
export const noJurisdiction = 'Към профила Ви не е зададена община.';

/** What a reference may read: the whole country (МОН) or one municipality, optionally one region of it. */
export interface Reach {
  municipalityCode: string | null;
  regionCode: string | null;
}

export interface PlaceFilters {
  regionCode?: string | undefined;
  municipalityCode?: string | undefined;
}

/**
 * The oblast of an ЕКАТТЕ municipality code: its three letters (`PDV22` lies in `PDV`). The aggregates carry
 * the municipality only, so the region filter is this prefix.
 */
export const regionOf = (municipalityCode: string | null): string | null =>
  municipalityCode && /^[A-Z]{3}\d{2}$/.test(municipalityCode) ? municipalityCode.slice(0, 3) : null;

/**
 * МОН reads every kindergarten (a municipality filter narrows it to one municipality's index); a municipality
 * user reads only the municipality of their account, and naming another one is refused rather than answered
 * empty, so a mistaken link says why it shows nothing.
 */
export async function reachOf(session: RouteSession, filters: PlaceFilters): Promise<Reach> {
  const regionCode = filters.regionCode?.toUpperCase() ?? null;
  const named = filters.municipalityCode?.toUpperCase() ?? null;
  if (session.role === Role.MON) return { municipalityCode: named, regionCode };
  if (session.role !== Role.Municipality) throw forbidden('Справките са за МОН и общините.');
  const own = await jurisdictionOf(session.userId);
  if (!own) throw forbidden(noJurisdiction);
  if (named && named !== own.toUpperCase()) throw forbidden(outsideJurisdiction);
  return { municipalityCode: own, regionCode };
}

/** The kindergarten-months of one aggregate kind the reach allows: 1 Query (municipality) or 8 (country). */
export async function monthsInReach(
  kind: string,
  range: { fromMonth: string; toMonth: string },
  reach: Reach,
): Promise<KindergartenMonth[]> {
  const months = await readKindergartenMonths(kind, range, { municipalityCode: reach.municipalityCode });
  return reach.regionCode ? months.filter((m) => regionOf(m.municipalityCode) === reach.regionCode) : months;
}

/** The reference lists' paging (50 rows a page unless asked). */
export type Paging = { PageNumber?: number | undefined; PageSize?: number | undefined };
export const defaultPageSize = 50;

/** The reach as the reports' headings name it: by the ЕКАТТЕ names when known (`names` by municipality code). */
export function reachText(reach: Reach, names: ReadonlyMap<string, PlaceName> = new Map()) {
  if (reach.municipalityCode)
    return `Община ${names.get(reach.municipalityCode)?.municipalityName ?? reach.municipalityCode}`;
  if (!reach.regionCode) return 'Цялата страна';
  const region = [...names.entries()].find(([code]) => regionOf(code) === reach.regionCode)?.[1].regionName;
  return `Област ${region ?? reach.regionCode}`;
}

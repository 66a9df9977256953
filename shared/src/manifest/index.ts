import { type AreaName, areaNames } from './areas';
import { routeMatcher } from './match';
import type { RouteDef } from './route';
import { routeGroups } from './routes/index';

export * from './areas';
export * from './match';
export * from './route';

/** Every implemented API route. A route is listed here only when its handler works. */
export const routes: readonly RouteDef[] = routeGroups.flat();

/** The manifest's routes with their literal types, for typed handlers and the typed web client. */
export type ManifestRoute = (typeof routeGroups)[number][number];
export type RouteId = ManifestRoute['id'];
export type RouteOf<Id extends RouteId> = Extract<ManifestRoute, { id: Id }>;

export const routeById = new Map(routes.map((r) => [r.id, r]));

export function routesOfArea(area: AreaName): RouteDef[] {
  return routes.filter((r) => r.area === area);
}

/** Areas that have at least one route: only these get a Lambda deployed and a handler locally. */
export const activeAreas: AreaName[] = areaNames.filter((a) => routes.some((r) => r.area === a));

export const apiMatcher = routeMatcher(routes);

export type { UserData } from './routes/identity/session';
export type { Area, City, Country, District, Region } from './routes/lookups';

import { routes } from '@gradina/shared';
import { type RouteRow, routeRow } from './route-rows';

/**
 * Every manifest route as a row (route-rows.ts). Run from source (the local cloud, tests) it is computed
 * from the manifest; the Lambda build (infra/lib/lambda-bundle.ts, `routeTableInlined`) replaces this
 * module with the same rows as a literal, so the authorizer's bundle never carries the manifest's schemas
 * and can never be out of date with it.
 */
export const routeTable: readonly RouteRow[] = routes.map(routeRow);

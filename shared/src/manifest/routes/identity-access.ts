import type { RouteDef } from '../route';

export const identityAccessRoutes = [] as const satisfies readonly RouteDef[];

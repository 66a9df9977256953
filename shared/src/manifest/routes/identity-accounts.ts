import type { RouteDef } from '../route';

export const identityAccountsRoutes = [] as const satisfies readonly RouteDef[];

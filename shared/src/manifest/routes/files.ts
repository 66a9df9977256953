import type { RouteDef } from '../route';

export const filesRoutes = [] as const satisfies readonly RouteDef[];

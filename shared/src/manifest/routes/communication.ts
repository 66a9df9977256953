import type { RouteDef } from '../route';

export const communicationRoutes = [] as const satisfies readonly RouteDef[];

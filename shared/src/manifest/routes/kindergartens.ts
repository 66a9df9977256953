import type { RouteDef } from '../route';

export const kindergartensRoutes = [] as const satisfies readonly RouteDef[];

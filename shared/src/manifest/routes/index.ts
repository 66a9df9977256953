import { identityRoutes } from './identity';
import { lookupRoutes } from './lookups';

/**
 * The route files of every area. Each area keeps its routes in files of its own; adding a file here is
 * the only shared edit a new area needs.
 */
export const routeGroups = [identityRoutes, lookupRoutes] as const;

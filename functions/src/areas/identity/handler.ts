import { createAreaHandler } from '../../platform/http/area-handler';
import { accessRoutes } from './access/routes';
import { accountRoutes } from './accounts/routes';
import { sessionRoutes } from './session-routes';

/** The identity Lambda: sessions, accounts, and access (user groups, module settings). */
export const handler = createAreaHandler('identity', { ...sessionRoutes, ...accountRoutes, ...accessRoutes });

import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes, refetchRoute } from '../../../api/query';

/** The kindergartens' module locks. */
export const moduleSettingsQuery = () => apiQuery('identity.moduleSettings');

/** A save answered (saved or refused): the locks as stored now. */
export const invalidateModuleSettings = (client: QueryClient) =>
  invalidateRoutes(client, 'identity.moduleSettings');

/** After a stale save: fetch the stored locks now, so the form starts again from them. */
export const reloadModuleSettings = (client: QueryClient) => refetchRoute(client, 'identity.moduleSettings');

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes, refetchRoute } from '../../../api/query';

/** A save answered (saved or refused): the locks as stored now. */
export const invalidateModuleSettings = (client: QueryClient) =>
  invalidateRoutes(client, 'identity.moduleSettings');

/** After a stale save: fetch the stored locks now, so the form starts again from them. */
export const reloadModuleSettings = (client: QueryClient) => refetchRoute(client, 'identity.moduleSettings');

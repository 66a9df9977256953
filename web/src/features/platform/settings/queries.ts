import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The kindergartens' module locks. */
export const moduleSettingsQuery = () => apiQuery('identity.moduleSettings');

const moduleSettingsKey = ['api', 'identity.moduleSettings'] as const;

/** A save answered (saved or refused): the locks as stored now. */
export function invalidateModuleSettings(client: QueryClient) {
  return client.invalidateQueries({ queryKey: moduleSettingsKey });
}

/** After a stale save: fetch the stored locks now, so the form starts again from them. */
export function reloadModuleSettings(client: QueryClient) {
  return client.refetchQueries({ queryKey: moduleSettingsKey });
}

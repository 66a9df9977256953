import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from './query';

/**
 * Queries that more than one area shows, so any area may refresh them: the signed-in user's data (name,
 * avatar, kindergartens, school year, rights) appears in the shell and in several areas.
 */
export function invalidateUserData(client: QueryClient) {
  return invalidateRoutes(client, 'identity.userData');
}

/** The school year or kindergarten the session reads changed: every query answers for the new one. */
export function invalidateEverything(client: QueryClient) {
  return client.invalidateQueries();
}

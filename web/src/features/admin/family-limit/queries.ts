import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The Master's national family-reason rules (one read, no kindergarten). */
export const familyLimitRulesQuery = () => apiQuery('attendance.familyLimitRules', {});

/** After a save: the rules read again. */
export function invalidateFamilyLimitRules(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['api', 'attendance.familyLimitRules'] });
}

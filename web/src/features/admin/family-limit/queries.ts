import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../api/query';

/** The Master's national family-reason rules (one read, no kindergarten). */
export const familyLimitRulesQuery = () => apiQuery('attendance.familyLimitRules', {});

/** After a save: the rules read again. */
export const invalidateFamilyLimitRules = (client: QueryClient) =>
  invalidateRoutes(client, 'attendance.familyLimitRules');

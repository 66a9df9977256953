import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After a save: the rules read again. */
export const invalidateFamilyLimitRules = (client: QueryClient) =>
  invalidateRoutes(client, 'attendance.familyLimitRules');

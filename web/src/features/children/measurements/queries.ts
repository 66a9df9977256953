import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A measurement saved or deleted: the group's list and every child's chart. */
export const invalidateMeasurements = (client: QueryClient) =>
  invalidateRoutes(client, 'children.anthropometrics');

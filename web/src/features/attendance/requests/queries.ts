import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A request submitted, decided or withdrawn: the lists, the head counts and the grid (an approval marks it). */
export const invalidateRequests = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'attendance.applications',
    'attendance.summerHeadCounts',
    'attendance.groupAttendance',
  );

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A notice registered, approved or annulled: the list and the grid (an approval marks it). */
export const invalidateNotes = (client: QueryClient) =>
  invalidateRoutes(client, 'attendance.medicalNotes', 'attendance.groupAttendance');

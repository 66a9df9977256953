import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A schedule saved or deleted: the lists, the group's current week and the schedule itself. */
export const invalidateSchedules = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'planning.weeklyScheduleOverview',
    'planning.groupWeeklySchedule',
    'planning.weeklySchedule',
  );

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A day off saved or deleted: its lists, the record itself and the calendar counts. */
export const invalidateDaysOff = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kindergartens.daysOffOverview',
    'kindergartens.dayOff',
    'kindergartens.dateWeeks',
    'kindergartens.dateMonths',
  );

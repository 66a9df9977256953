import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A day added or removed: the year's calendar and list. */
export const invalidateNationalDays = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.nationalCalendar', 'kindergartens.nationalDaysOverview');

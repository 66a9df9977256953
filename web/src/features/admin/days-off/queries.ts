import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../api/query';

/** The country's calendar of a year: the computed holidays and the days the Master added. */
export const nationalCalendarQuery = (year: number) =>
  apiQuery('kindergartens.nationalCalendar', { query: { year } });

/** A day added or removed: the year's calendar and list. */
export const invalidateNationalDays = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.nationalCalendar', 'kindergartens.nationalDaysOverview');

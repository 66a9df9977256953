import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../../api/query';
import { invalidateUserData } from '../../../../api/shared-keys';

/** The kindergarten's school years with their groups counts. */
export const schoolYearsQuery = (kindergartenId: string | undefined) =>
  apiQuery('kindergartens.schoolYearOverview', { query: { kindergartenId } });

/** After a year is created, activated or deleted: the lists, and the user data that names the active year. */
export const invalidateSchoolYears = (client: QueryClient) =>
  Promise.all([
    invalidateRoutes(client, 'kindergartens.schoolYearOverview', 'kindergartens.schoolYears'),
    invalidateUserData(client),
  ]);

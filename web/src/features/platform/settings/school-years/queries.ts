import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../../api/query';
import { invalidateUserData } from '../../../../api/shared-keys';

/** After a year is created, activated or deleted: the lists, and the user data that names the active year. */
export const invalidateSchoolYears = (client: QueryClient) =>
  Promise.all([
    invalidateRoutes(client, 'kindergartens.schoolYearOverview', 'kindergartens.schoolYears'),
    invalidateUserData(client),
  ]);

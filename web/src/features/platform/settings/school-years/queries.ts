import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../../api/query';
import { invalidateUserData } from '../../../../api/shared-keys';

/** The kindergarten's school years with their groups counts. */
export const schoolYearsQuery = (kindergartenId: string | undefined) =>
  apiQuery('kindergartens.schoolYearOverview', { query: { kindergartenId } });

/** After a year is created, activated or deleted: the lists, and the user data that names the active year. */
export function invalidateSchoolYears(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'kindergartens.schoolYearOverview'] }),
    client.invalidateQueries({ queryKey: ['api', 'kindergartens.schoolYears'] }),
    invalidateUserData(client),
  ]);
}

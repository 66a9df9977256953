import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { apiQuery } from '../../api/query';

/** The key the home page's statistics read (the dashboard route's own key). */
export const dashboardKey = () => apiQuery('communication.dashboard').queryKey;

/**
 * The home page in one request (`communication.home`): its parts go under the keys of the dashboard and the
 * first child's dashboard, which the statistics components read. They keep their keys, so a board edit or a
 * push that invalidates the dashboard refetches that route alone.
 */
export function homeQuery(client: QueryClient) {
  return queryOptions({
    queryKey: ['api', 'communication.home', {}] as const,
    queryFn: async ({ signal }) => {
      const home = await callApi('communication.home', { signal });
      client.setQueryData(dashboardKey(), home.dashboard);
      if (home.student)
        client.setQueryData(
          apiQuery('communication.studentDashboard', { path: { studentId: home.student.studentId } })
            .queryKey,
          home.student,
        );
      return home;
    },
  });
}

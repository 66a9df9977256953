import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { apiQuery, setRouteData } from '../../api/query';

/** The key the home page's statistics read (the dashboard route's own key). */
export const dashboardKey = () => apiQuery('communication.dashboard').queryKey;

/**
 * The home page in one request (`communication.home`): its parts go under the keys of the dashboard and the
 * first child's dashboard, which the statistics components read. They keep their keys, so a board edit or a
 * push that invalidates the dashboard refetches that route alone. The parts are stored inside the read, so
 * the components that show them find them on their first render and ask nothing.
 */
export function homeQuery(client: QueryClient) {
  return queryOptions({
    ...apiQuery('communication.home'),
    queryFn: async ({ signal }) => {
      const reply = await callApi('communication.home', { signal });
      setRouteData(client, 'communication.dashboard', undefined, reply.dashboard);
      if (reply.student)
        setRouteData(
          client,
          'communication.studentDashboard',
          { path: { studentId: reply.student.studentId } },
          reply.student,
        );
      return reply;
    },
  });
}

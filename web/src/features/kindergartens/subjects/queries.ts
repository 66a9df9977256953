import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The subjects feature's queries; each sends the kindergarten the screen shows. */

export const editSubjectsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.editSubjects', { query: { kindergartenId } });

/** The list saved: its edit model and every reader of it. */
export function invalidateSubjects(client: QueryClient) {
  return Promise.all(
    (['kindergartens.editSubjects', 'kindergartens.subjects'] as const).map((id) =>
      client.invalidateQueries({ queryKey: ['api', id] }),
    ),
  );
}

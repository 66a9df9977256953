import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The medical notices' queries (keys are the route ids). */
export const medicalNotesQuery = (
  kindergartenId: string,
  status: number | undefined,
  page: number,
  pageSize: number,
) =>
  apiQuery('attendance.medicalNotes', {
    query: { kindergartenId, status, PageNumber: page, PageSize: pageSize },
  });

const changedByANote = ['attendance.medicalNotes', 'attendance.groupAttendance'] as const;

/** A notice registered, approved or annulled: the list and the grid (an approval marks it). */
export function invalidateNotes(client: QueryClient) {
  return Promise.all(changedByANote.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

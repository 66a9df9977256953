import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The measurements feature's queries; each sends the kindergarten the screen shows. */

export const groupsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupList', { query: { kindergartenId } });

export const childrenOfGroupQuery = (kindergartenId: string, groupId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId, groupId } });

export const groupMeasurementsQuery = (
  kindergartenId: string,
  classId: string,
  page: number,
  pageSize: number,
) =>
  apiQuery('children.anthropometrics', {
    query: { kindergartenId, classId, PageNumber: page, PageSize: pageSize },
  });

export const childMeasurementsQuery = (kindergartenId: string, studentId: string) =>
  apiQuery('children.anthropometrics', { query: { kindergartenId, studentId } });

/** A measurement saved or deleted: the group's list and every child's chart. */
export function invalidateMeasurements(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['api', 'children.anthropometrics'] });
}

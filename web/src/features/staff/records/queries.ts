import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/**
 * The staff records' queries: keys are the route ids, so invalidating one refreshes every view of it. Each
 * sends the kindergarten the screen shows, so a tab left on another kindergarten is refused.
 */

export interface StaffListFilters {
  kind: 1 | 2 | undefined;
  occupationId: number | undefined;
  groupId: string | undefined;
  name: string;
  includeLeft: boolean;
}

export const staffListQuery = (kindergartenId: string, f: StaffListFilters, page: number, pageSize: number) =>
  apiQuery('staff.staffOverview', {
    query: {
      kindergartenId,
      kind: f.kind,
      occupationId: f.occupationId,
      groupId: f.groupId,
      name: f.name.trim() || undefined,
      includeLeft: f.includeLeft ? 'true' : undefined,
      PageNumber: page,
      PageSize: pageSize,
    },
  });

export const staffRecordQuery = (id: string, kindergartenId: string) =>
  apiQuery('staff.staffMember', { path: { id, kindergartenId } });

export const occupationsQuery = (kindergartenId: string) =>
  apiQuery('staff.occupations', { query: { kindergartenId } });

/** The open groups of the session's school year (the kindergartens area's list). */
export const groupsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupList', { query: { kindergartenId } });

const changedByAStaffRecord = [
  'staff.staffOverview',
  'staff.staffMember',
  'staff.teachers',
  'staff.staffForKindergarten',
  'staff.staffForActivities',
  'staff.staffByKindergarten',
  'staff.staffByKind',
  'staff.teachersPedagogues',
  'staff.directors',
  // A record's groups are the groups' teacher lists.
  'kindergartens.groupOverview',
  'kindergartens.group',
] as const;

/** A staff record saved: its lists, the record, the pickers that offer staff and the groups' teachers. */
export function invalidateStaff(client: QueryClient) {
  return Promise.all(changedByAStaffRecord.map((id) => client.invalidateQueries({ queryKey: ['api', id] })));
}

/** After a stale save: the record as stored now, so the form starts again from it. */
export function reloadStaffRecord(client: QueryClient, id: string, kindergartenId: string) {
  return client.refetchQueries({ queryKey: staffRecordQuery(id, kindergartenId).queryKey });
}

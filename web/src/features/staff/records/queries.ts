import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

export interface StaffListFilters {
  kind: 1 | 2 | undefined;
  occupationId: number | undefined;
  groupId: string | undefined;
  name: string;
  includeLeft: boolean;
}

/** The list's filters as the list and its Excel export both send them. */
export const staffFilterQuery = (kindergartenId: string, f: StaffListFilters) => ({
  kindergartenId,
  kind: f.kind,
  occupationId: f.occupationId,
  groupId: f.groupId,
  name: f.name.trim() || undefined,
  includeLeft: f.includeLeft ? ('true' as const) : undefined,
});

/** A staff record saved: its lists, the record, the pickers that offer staff and the groups' teachers. */
export const invalidateStaff = (client: QueryClient) =>
  invalidateRoutes(
    client,
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
  );

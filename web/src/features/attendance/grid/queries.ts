import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../api/query';

/** The grid's queries; the keys are the route ids, so invalidating one refreshes every view of it. */

export const groupMonthQuery = (
  kindergartenId: string,
  groupId: string,
  year: number,
  month: number,
  studentIds?: string,
) =>
  apiQuery('attendance.groupAttendance', {
    path: { groupId, month, year },
    query: { kindergartenId, ...(studentIds ? { studentIds } : {}) },
  });

/** The kindergarten's groups with their teachers (a teacher's picker shows their own groups). */
export const groupsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupOverview', { query: { kindergartenId, PageSize: 100 } });

/** A parent's own children with their groups. */
export const ownChildrenQuery = (kindergartenId: string, parentId: string) =>
  apiQuery('children.children', { query: { kindergartenId, ParentId: parentId } });

/** Cells marked or days locked: the month grids and the references that read them. */
export const invalidateAttendance = (client: QueryClient) =>
  invalidateRoutes(client, 'attendance.groupAttendance');

/** The kindergarten's lock of a month and its automatic lock setting (issue #24). */
export const monthLockQuery = (kindergartenId: string, year: number, month: number) =>
  apiQuery('attendance.kindergartenMonthLock', { path: { year, month }, query: { kindergartenId } });

/** A month locked or unlocked for the kindergarten: its state and every grid (their cells lock with it). */
export const invalidateMonthLock = (client: QueryClient) =>
  invalidateRoutes(client, 'attendance.kindergartenMonthLock', 'attendance.groupAttendance');

import type { attendanceMonthLockRoutes as manifest } from '@gradina/shared/manifest/routes/attendance/month-lock';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { lockKindergartenMonth, monthLockState, saveMonthAutoLock } from './month-lock';

type MonthLockRouteId = (typeof manifest)[number]['id'];

/** The handler entries of the kindergarten's month lock: thin calls of the feature's functions. */
export const monthLockRoutes: AreaImplementations<MonthLockRouteId> = {
  'attendance.kindergartenMonthLock': async ({ session, path }) =>
    monthLockState(session, path.year, path.month),
  'attendance.lockKindergartenMonth': async ({ session, body }) => lockKindergartenMonth(session, body),
  'attendance.saveMonthAutoLock': async ({ session, body }) => saveMonthAutoLock(session, body.autoLockDay),
};

import type { attendanceMonthLockRoutes as manifest } from '@gradina/shared/manifest/routes/attendance/month-lock';
import { atRequestTime } from '../../../platform/clock';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { lockKindergartenMonth, monthLockState, saveMonthAutoLock } from './month-lock';

type MonthLockRouteId = (typeof manifest)[number]['id'];

/** The handler entries of the kindergarten's month lock: thin calls of the feature's functions. */
export const monthLockRoutes: AreaImplementations<MonthLockRouteId> = {
  // The automatic lock depends on today: tests fix it with the clock header.
  'attendance.kindergartenMonthLock': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => monthLockState(session, path.year, path.month)),
  'attendance.lockKindergartenMonth': async ({ session, body, event }) =>
    atRequestTime(event.headers, () => lockKindergartenMonth(session, body)),
  'attendance.saveMonthAutoLock': async ({ session, body }) => saveMonthAutoLock(session, body.autoLockDay),
};

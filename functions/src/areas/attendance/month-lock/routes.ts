import type { attendanceMonthLockRoutes as manifest } from '@gradina/shared/manifest/routes/attendance/month-lock';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { lockKindergartenMonth, monthLockState, saveMonthAutoLock } from './month-lock';

/** The handler entries of the kindergarten's month lock: thin calls of the feature's functions. */
export const monthLockRoutes: FeatureRoutes<typeof manifest> = {
  // The automatic lock depends on today: tests fix it with the clock header.
  'attendance.kindergartenMonthLock': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => monthLockState(session, path.year, path.month)),
  'attendance.lockKindergartenMonth': entry.clockedBody(lockKindergartenMonth),
  'attendance.saveMonthAutoLock': async ({ session, body }) => saveMonthAutoLock(session, body.autoLockDay),
};

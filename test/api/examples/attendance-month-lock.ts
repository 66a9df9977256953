import type { RouteExamples } from '../route-examples';

/**
 * Examples of the kindergarten month lock. They lock May 2097, a month no suite or demo data marks, so every
 * role's call leaves the demo attendance as the other suites expect; the automatic lock is left off.
 */
export const examples = {
  'attendance.kindergartenMonthLock': async (w) => ({
    path: { year: '2097', month: '5' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'attendance.lockKindergartenMonth': async (w) => ({
    body: { kindergartenId: w.kindergartenId, month: '2097-05', locked: true },
  }),
  'attendance.saveMonthAutoLock': async (w) => ({
    body: { kindergartenId: w.kindergartenId, autoLockDay: null },
  }),
} satisfies RouteExamples;

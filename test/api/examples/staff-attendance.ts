import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the staff attendance, staff meals and staff nutrition routes. Writes mark a month far ahead
 * (no suite or demo month is touched) for the demo teacher, a staff member of the demo kindergarten; the
 * lock example unlocks a month, which leaves every month as the other suites expect.
 */

const far = { month: '3', year: '2098' };
/** Monday 10 March 2098: a working day (3 March is Liberation Day). */
const farDay = '2098-03-10';
/** The far month's marks are made as on the day after it ends (marks are taken only up to today). */
const afterFarMonth = '2098-04-01T10:00:00+03:00';

const teacherOf = (w: ExampleWorld) => {
  const id = w.userIds.teacher;
  if (!id) throw new Error('the demo data has no teacher account');
  return id;
};

export const examples = {
  'staff.staffAttendanceCurrent': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'staff.staffAttendanceMonth': (w) => ({ path: far, query: { kindergartenId: w.kindergartenId } }),
  'staff.markStaffAttendance': (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      cells: [{ teacherId: teacherOf(w), forDate: farDay, type: 8 }],
    },
    now: afterFarMonth,
  }),
  'staff.lockStaffAttendanceMonth': (w) => ({
    path: far,
    body: { kindergartenId: w.kindergartenId, locked: false },
  }),
  'staff.staffAttendanceReference': (w) => ({ path: far, query: { kindergartenId: w.kindergartenId } }),
  'staff.exportStaffAttendanceForm': (w) => ({ path: far, query: { kindergartenId: w.kindergartenId } }),
  'staff.exportStaffAttendanceExcel': (w) => ({ path: far, query: { kindergartenId: w.kindergartenId } }),
  'staff.staffMeals': (w) => ({ query: { kindergartenId: w.kindergartenId, ...far } }),
  'staff.saveStaffMeals': (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      cells: [{ teacherId: teacherOf(w), forDate: farDay, eats: true }],
    },
  }),
  'storage.staffNutritionReport': (w) => ({ query: { kindergartenId: w.kindergartenId, ...far } }),
  'storage.staffNutritionReportFile': (w) => ({ query: { kindergartenId: w.kindergartenId, ...far } }),
} satisfies RouteExamples;

import type { staffAttendanceRoutes as manifest } from '@gradina/shared/manifest/routes/staff/attendance';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { referenceOf } from './attendance';
import { attendanceFormWord, attendanceReferenceExcel } from './export';
import { kindergartenName } from './items';
import { currentMonth, lockMonth, markCells, staffMonthGrid } from './staff-attendance';

/** The handler entries of the staff month grid and its reference: thin calls of the feature's functions. */
export const staffAttendanceRoutes: FeatureRoutes<typeof manifest> = {
  // The current month (and the printed form's date) depend on today: tests fix it with the clock header.
  'staff.staffAttendanceCurrent': async ({ session, event }) =>
    atRequestTime(event.headers, () => {
      const { year, month } = currentMonth();
      return staffMonthGrid(session.kindergartenId, year, month);
    }),
  'staff.staffAttendanceMonth': async ({ session, path }) =>
    staffMonthGrid(session.kindergartenId, path.year, path.month),
  // A day after today takes no presence (issue #26): today is the clock header's in the tests.
  'staff.markStaffAttendance': async ({ session, body, event }) =>
    atRequestTime(event.headers, () => markCells(session, body.cells)),
  'staff.lockStaffAttendanceMonth': async ({ session, path, body }) =>
    lockMonth(session, path.year, path.month, body.locked),
  'staff.staffAttendanceReference': async ({ session, path }) =>
    referenceOf(await staffMonthGrid(session.kindergartenId, path.year, path.month)),
  'staff.exportStaffAttendanceForm': async ({ session, path, event }) =>
    atRequestTime(event.headers, async () => {
      const [grid, name] = await Promise.all([
        staffMonthGrid(session.kindergartenId, path.year, path.month),
        kindergartenName(session.kindergartenId),
      ]);
      return attendanceFormWord(name, grid, referenceOf(grid));
    }),
  'staff.exportStaffAttendanceExcel': async ({ session, path }) => {
    const [grid, name] = await Promise.all([
      staffMonthGrid(session.kindergartenId, path.year, path.month),
      kindergartenName(session.kindergartenId),
    ]);
    return attendanceReferenceExcel(grid, referenceOf(grid), name);
  },
};

import type { attendanceGridRoutes as manifest } from '@gradina/shared/manifest/routes/attendance/grid';
import { atRequestTime } from '../../../platform/clock';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { attendanceFormExcel } from './export';
import { groupMonth, markCells } from './grid';
import { readGroup } from './items';

/** The handler entries of the attendance month grid: thin calls of the feature's functions. */
export const gridRoutes: FeatureRoutes<typeof manifest> = {
  // The kindergarten's automatic month lock depends on today: tests fix it with the clock header.
  'attendance.groupAttendance': async ({ session, path, query, event }) =>
    atRequestTime(event.headers, () =>
      groupMonth(session, path.groupId, path.year, path.month, query.studentIds),
    ),
  'attendance.markAttendance': entry.clockedBody(markCells),
  'attendance.exportAttendanceForm': async ({ session, path }) => {
    const [grid, name] = await Promise.all([
      groupMonth(session, path.classId, path.year, path.month),
      kindergartenNameOf(session.kindergartenId),
    ]);
    return attendanceFormExcel(name, grid);
  },
};

/** The group a mark names: its teachers may mark it (the `group` object rule), the director any. */
export const gridObjects: FeatureLoaders<typeof manifest> = {
  'attendance.markAttendance': async ({ session, body }) => {
    const group = await readGroup(session.kindergartenId, body.groupId);
    return (
      group && { kindergartenId: session.kindergartenId, authorId: null, groupIds: [group.id], item: group }
    );
  },
};

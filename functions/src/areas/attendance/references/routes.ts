import type { attendanceReferenceRoutes } from '@gradina/shared/manifest/routes/attendance/references';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { applications } from './applications';
import { smpExcelFile, smpTextFile, smpUnmarked } from './asp-export';
import {
  absencesTable,
  byMonthsTable,
  daysTable,
  familyAbsenceTable,
  perDayTable,
  perStudentTable,
  referenceOfKind,
  tableFile,
} from './references';
import { tableXlsx } from './tables';

/**
 * The handler entries of the references: reads only, so no object loaders; the scope (a teacher's own
 * groups) is checked by each reference (scope.ts).
 */
export const referenceRoutes: FeatureRoutes<typeof attendanceReferenceRoutes> = {
  'attendance.referencePerDayExport': async ({ session, query }) =>
    tableFile('per-day', perDayTable(session, query)),
  'attendance.referencePerStudentExport': async ({ session, query }) =>
    tableFile('per-student', perStudentTable(session, query)),
  'attendance.referenceFamilyAbsenceExport': async ({ session, query }) =>
    tableFile('family-absence', familyAbsenceTable(session, query)),
  'attendance.referenceSmpExport': async ({ session, path, query }) =>
    smpTextFile(session, path.month, path.year, query.confirmUnmarked),
  'attendance.referenceSmpExcelExport': async ({ session, path, query }) =>
    smpExcelFile(session, path.month, path.year, query.confirmUnmarked),
  'attendance.referenceSmpUnmarked': async ({ session, path }) => smpUnmarked(session, path.month, path.year),
  'attendance.referenceDaysAttendances': entry.query(daysTable),
  'attendance.referenceDaysAttendancesExport': async ({ session, query }) =>
    tableFile('days', daysTable(session, query)),
  'attendance.referenceByMonths': entry.query(byMonthsTable),
  'attendance.referenceAbsencesExport': async ({ session, query }) =>
    tableFile('absences', absencesTable(session, query)),
  'attendance.referenceApplications': entry.query(applications),
  'attendance.referenceApplicationsExport': async ({ session, path, query }) =>
    tableXlsx(await applications(session, { ...query, type: path.type }), `zayavleniya-${path.type}.xlsx`),
  'attendance.referenceTable': async ({ session, path, query }) => referenceOfKind(session, path.kind, query),
  'attendance.referenceTableExport': async ({ session, path, query }) =>
    tableFile(path.kind, referenceOfKind(session, path.kind, query)),
};

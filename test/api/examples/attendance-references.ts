import type { RouteExamples } from '../route-examples';

/**
 * Examples of the attendance references: reads of the demo kindergarten's November 2026 (the suites' fixed
 * clock), without a group, so each role holding the right gets the groups it sees (a teacher their own).
 */
const month = { month: '11', year: '2026' };
const august = { month: '8', year: '2026' };

export const examples = {
  'attendance.referencePerDayExport': (w) => ({
    query: { kindergartenId: w.kindergartenId, date: '2026-11-20' },
  }),
  'attendance.referencePerStudentExport': (w) => ({ query: { kindergartenId: w.kindergartenId, ...month } }),
  'attendance.referenceFamilyAbsenceExport': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  // The АСП file of August 2026, before the demo children's first day (15.09.2026): no working day is left
  // unmarked, so every role that may read it gets the (empty) file without the director's confirmation.
  'attendance.referenceSmpExport': (w) => ({ path: august, query: { kindergartenId: w.kindergartenId } }),
  'attendance.referenceSmpExcelExport': (w) => ({
    path: august,
    query: { kindergartenId: w.kindergartenId },
  }),
  'attendance.referenceSmpUnmarked': (w) => ({ path: month, query: { kindergartenId: w.kindergartenId } }),
  'attendance.referenceDaysAttendances': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromDate: '2026-11-01', toDate: '2026-11-20' },
  }),
  'attendance.referenceDaysAttendancesExport': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromDate: '2026-11-01', toDate: '2026-11-20' },
  }),
  'attendance.referenceByMonths': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromMonth: '2026-09', toMonth: '2026-11' },
  }),
  'attendance.referenceAbsencesExport': (w) => ({ query: { kindergartenId: w.kindergartenId, ...month } }),
  'attendance.referenceApplications': (w) => ({ query: { kindergartenId: w.kindergartenId, type: '0' } }),
  'attendance.referenceApplicationsExport': (w) => ({
    path: { type: '1' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'attendance.referenceTable': (w) => ({
    path: { kind: 'absences' },
    query: { kindergartenId: w.kindergartenId, ...month },
  }),
  'attendance.referenceTableExport': (w) => ({
    path: { kind: 'neispuo' },
    query: { kindergartenId: w.kindergartenId, ...month },
  }),
  // The two reports the spec files beside attendance: the children area's and the planning area's.
  'children.achievementsReport': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'planning.missedTopicsReport': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromDate: '2026-11-01', toDate: '2026-11-20' },
  }),
  'planning.missedTopicsReportExport': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromDate: '2026-11-01', toDate: '2026-11-20' },
  }),
} satisfies RouteExamples;

import type { ReferenceKind, ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import type { UseQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';

/**
 * The references' queries and downloads. Every reference answers the same table shape, so a screen takes
 * its query from here by the filters it shows; the exports download the Excel twin (or the АСП file).
 */

export interface ReferenceFilters {
  groupId: string | null;
  date: string;
  month: number;
  year: number;
  fromDate: string;
  toDate: string;
  fromMonth: string;
  toMonth: string;
  status: number | null;
}

/** The query of any reference table: the routes differ, the table they answer is the same. */
export type TableQueryOptions = UseQueryOptions<ReferenceTable, Error, ReferenceTable, readonly unknown[]>;

const asTable = (o: object) => o as TableQueryOptions;
const group = (f: ReferenceFilters) => f.groupId ?? undefined;
const monthQuery = (kindergartenId: string, f: ReferenceFilters) => ({
  kindergartenId,
  groupId: group(f),
  month: f.month,
  year: f.year,
});

/** The kindergarten's groups with their teachers (a teacher's filter offers the groups they teach). */
export const groupsQuery = (kindergartenId: string) =>
  apiQuery('kindergartens.groupOverview', { query: { kindergartenId, PageSize: 100 } });

/** A reference of `table/{kind}` with the filters that kind reads. */
export const kindQuery = (kind: ReferenceKind, kindergartenId: string, f: ReferenceFilters) =>
  asTable(
    apiQuery('attendance.referenceTable', {
      path: { kind },
      query:
        kind === 'per-day'
          ? { kindergartenId, groupId: group(f), date: f.date }
          : monthQuery(kindergartenId, f),
    }),
  );

export const daysQuery = (kindergartenId: string, f: ReferenceFilters) =>
  asTable(
    apiQuery('attendance.referenceDaysAttendances', {
      query: { kindergartenId, groupId: group(f), fromDate: f.fromDate, toDate: f.toDate },
    }),
  );

export const byMonthsQuery = (kindergartenId: string, f: ReferenceFilters) =>
  asTable(
    apiQuery('attendance.referenceByMonths', {
      query: { kindergartenId, groupId: group(f), fromMonth: f.fromMonth, toMonth: f.toMonth },
    }),
  );

export const applicationsQuery = (type: 0 | 1, kindergartenId: string, f: ReferenceFilters) =>
  asTable(
    apiQuery('attendance.referenceApplications', {
      query: {
        kindergartenId,
        type,
        groupId: group(f),
        status: (f.status ?? undefined) as 0 | 1 | 2 | undefined,
      },
    }),
  );

/** The downloads (the browser saves each under the server's file name). */
export const downloads = {
  perDay: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referencePerDayExport', {
      query: { kindergartenId: kg, groupId: group(f), date: f.date },
    }),
  perStudent: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referencePerStudentExport', { query: monthQuery(kg, f) }),
  days: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceDaysAttendancesExport', {
      query: { kindergartenId: kg, groupId: group(f), fromDate: f.fromDate, toDate: f.toDate },
    }),
  byMonths: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceTableExport', {
      path: { kind: 'by-months' },
      query: { kindergartenId: kg, groupId: group(f), fromMonth: f.fromMonth, toMonth: f.toMonth },
    }),
  groups: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceTableExport', { path: { kind: 'groups' }, query: monthQuery(kg, f) }),
  neispuo: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceTableExport', { path: { kind: 'neispuo' }, query: monthQuery(kg, f) }),
  absences: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceAbsencesExport', { query: monthQuery(kg, f) }),
  familyAbsence: (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceFamilyAbsenceExport', { query: { kindergartenId: kg, groupId: group(f) } }),
  applications: (type: 0 | 1) => (kg: string, f: ReferenceFilters) =>
    callApi('attendance.referenceApplicationsExport', {
      path: { type },
      query: {
        kindergartenId: kg,
        groupId: group(f),
        status: (f.status ?? undefined) as 0 | 1 | 2 | undefined,
      },
    }),
  /** The АСП file; `confirm`: the director's „download with the unmarked days“ (else a 409 lists them). */
  smpFile: (kg: string, f: ReferenceFilters, confirm = false) =>
    callApi('attendance.referenceSmpExport', {
      path: { month: f.month, year: f.year },
      query: { kindergartenId: kg, ...(confirm ? { confirmUnmarked: 'true' as const } : {}) },
    }),
  smpExcel: (kg: string, f: ReferenceFilters, confirm = false) =>
    callApi('attendance.referenceSmpExcelExport', {
      path: { month: f.month, year: f.year },
      query: { kindergartenId: kg, ...(confirm ? { confirmUnmarked: 'true' as const } : {}) },
    }),
};

/** The working days still unmarked for the АСП file of the month, per group (issue #24). */
export const smpUnmarkedQuery = (kindergartenId: string, f: ReferenceFilters) =>
  apiQuery('attendance.referenceSmpUnmarked', {
    path: { month: f.month, year: f.year },
    query: { kindergartenId },
  });

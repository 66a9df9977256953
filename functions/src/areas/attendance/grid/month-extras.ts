import type {
  CellMedicalNote,
  StudentAttendanceRequest,
} from '@gradina/shared/manifest/routes/attendance/grid';
import type { FamilyCount } from '../../../domain/attendance/family-reason';
import {
  familyLimitFor,
  familyReasonCount,
  isLimited,
  schoolYearOf,
} from '../../../domain/attendance/family-reason';
import { requestsOfSchoolYear } from '../../../domain/attendance/requests';
import { notesOfSchoolYear } from '../medical-notes/items';
import { familyCounters } from '../requests/items';

/**
 * What the grid's reply carries besides the cells (issue #24, point 6; the spec's data-calls document,
 * section 3): per child its absence requests touching the month and its family-reason days of the SCHOOL
 * YEAR against the limit, per day its medical notices. Three requests more than the grid's two, all bounded:
 * the school year's requests (one Query of GSI1) and notices (one Query of GSI1), started with the grid's
 * own reads, and the children's family-reason counters with the national rules (one BatchGet, up to 100
 * children, after the roster is known). A September grid reads the two school years its days fall in.
 */

export interface MonthExtras {
  requests: StudentAttendanceRequest[];
  notes: (CellMedicalNote & { studentId: string })[];
}

const monthBounds = (month: string) => ({ from: `${month}-01`, to: `${month}-31` });

/** The school years a month's days fall in (September: the one ending and the one starting). */
export const schoolYearsOfMonth = (month: string) => [
  ...new Set([schoolYearOf(`${month}-01`), schoolYearOf(`${month}-28`)]),
];

/** The kindergarten's requests and notices touching the month (filtered to the group's rows by the builder). */
export async function readMonthExtras(kindergartenId: string, month: string): Promise<MonthExtras> {
  const years = schoolYearsOfMonth(month);
  const { from, to } = monthBounds(month);
  const [requests, notes] = await Promise.all([
    Promise.all(years.map((y) => requestsOfSchoolYear(kindergartenId, y))).then((r) => r.flat()),
    Promise.all(years.map((y) => notesOfSchoolYear(kindergartenId, y))).then((n) => n.flat()),
  ]);
  return {
    requests: requests
      .filter((r) => r.fromDate <= to && r.toDate >= from)
      .map((r) => ({
        id: r.id,
        studentId: r.childId,
        absenceType: r.absenceType,
        status: r.status,
        fromDate: r.fromDate,
        toDate: r.toDate,
      })),
    notes: notes
      .filter((n) => n.fromDate <= to && n.toDate >= from)
      .map((n) => ({
        id: n.id,
        studentId: n.childId,
        fromDate: n.fromDate,
        toDate: n.toDate,
        status: n.status,
        doctor: n.doctor,
      })),
  };
}

/**
 * The rows' family-reason days of the school year the month ends in, against its limit (the requests'
 * counters: grid days of any group and pending requests; one BatchGet).
 */
export async function familyCountsOf(
  kindergartenId: string,
  month: string,
  children: readonly { id: string; birthDate: string }[],
): Promise<Map<string, FamilyCount>> {
  if (children.length === 0) return new Map();
  const schoolYear = schoolYearOf(`${month}-28`);
  const { days, rules } = await familyCounters(
    kindergartenId,
    children.map((c) => c.id),
    schoolYear,
  );
  const limit = familyLimitFor(schoolYear, rules);
  return new Map(
    children.map((c) => [
      c.id,
      familyReasonCount(
        days.get(c.id) ?? { marked: [], requested: [] },
        isLimited(c.birthDate, schoolYear),
        limit,
      ),
    ]),
  );
}

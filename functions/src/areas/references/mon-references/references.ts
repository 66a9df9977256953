import type { ReferenceFilters } from '@gradina/shared/manifest/routes/references/mon-references';
import { pageOf } from '../../../platform/db';
import type { RouteSession } from '../../../platform/http/route-session';
import {
  defaultPageSize,
  monthsInReach,
  type Paging,
  type PlaceFilters,
  type Reach,
  reachOf,
  reachText,
} from './scope';
import {
  attendanceMonthRows,
  attendanceRows,
  attendanceTotals,
  staffCountRows,
  staffTotals,
  substitutionRows,
  substitutionTotals,
} from './summaries';
import {
  absencesWorkbook,
  attendanceWorkbook,
  type Heading,
  smpWorkbook,
  staffCountWorkbook,
  substitutionsWorkbook,
} from './workbooks';

/**
 * The МОН and municipality references: each reads the kindergarten-month aggregates of one kind in the
 * caller's reach (1 GetItem of the account for a municipality user, then 1 Query, or 8 for the country) and
 * nothing else, so the cost follows kindergartens × months, never children, staff or days.
 */

/** The aggregate kinds the attendance, staff and substitutions features write. */
export const aggregateKinds = {
  attendance: 'attendance',
  staffCount: 'staff-count',
  substitutions: 'substitutions',
} as const;

const heading = (title: string, reach: Reach, f: ReferenceFilters): Heading => ({
  title,
  reach: reachText(reach),
  fromMonth: f.fromMonth,
  toMonth: f.toMonth,
});

async function monthsOf(session: RouteSession, kind: string, f: ReferenceFilters & PlaceFilters) {
  const reach = await reachOf(session, f);
  return { reach, months: await monthsInReach(kind, f, reach) };
}

const page = <T>(rows: T[], q: Paging) => pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? defaultPageSize);

/** `GET /api/MONReferences/attendances`: per kindergarten, the range's day cells and children summed. */
export async function attendances(session: RouteSession, q: ReferenceFilters & Paging) {
  const { months } = await monthsOf(session, aggregateKinds.attendance, q);
  return {
    ...page(attendanceRows(months), q),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals: attendanceTotals(months),
  };
}

export async function exportAttendances(session: RouteSession, f: ReferenceFilters) {
  const { reach, months } = await monthsOf(session, aggregateKinds.attendance, f);
  return attendanceWorkbook(
    heading('Посещаемост на децата по детски градини', reach, f),
    attendanceRows(months),
    attendanceTotals(months),
  );
}

export async function exportAbsences(session: RouteSession, f: ReferenceFilters) {
  const { reach, months } = await monthsOf(session, aggregateKinds.attendance, f);
  return absencesWorkbook(
    heading('Отсъствия на децата по детски градини и месеци', reach, f),
    attendanceMonthRows(months),
    attendanceTotals(months),
  );
}

/** `GET /api/MONReferences/smp/export`: one month's АСП summary per kindergarten, counts only. */
export async function exportSmp(session: RouteSession, q: { month: string } & PlaceFilters) {
  const f = { ...q, fromMonth: q.month, toMonth: q.month };
  const { reach, months } = await monthsOf(session, aggregateKinds.attendance, f);
  return smpWorkbook(
    heading('Обобщение за Агенцията за социално подпомагане', reach, f),
    attendanceRows(months),
    attendanceTotals(months),
  );
}

export async function substitutions(session: RouteSession, q: ReferenceFilters & Paging) {
  const { months } = await monthsOf(session, aggregateKinds.substitutions, q);
  return {
    ...page(substitutionRows(months), q),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals: substitutionTotals(months),
  };
}

export async function exportSubstitutions(session: RouteSession, f: ReferenceFilters) {
  const { reach, months } = await monthsOf(session, aggregateKinds.substitutions, f);
  return substitutionsWorkbook(
    heading('Замествания по детски градини', reach, f),
    substitutionRows(months),
    substitutionTotals(months),
  );
}

export async function kindergartenPeopleCounts(session: RouteSession, q: ReferenceFilters & Paging) {
  const { months } = await monthsOf(session, aggregateKinds.staffCount, q);
  const rows = staffCountRows(months);
  return { ...page(rows, q), fromMonth: q.fromMonth, toMonth: q.toMonth, totals: staffTotals(rows) };
}

export async function exportKindergartenPeopleCounts(session: RouteSession, f: ReferenceFilters) {
  const { reach, months } = await monthsOf(session, aggregateKinds.staffCount, f);
  const rows = staffCountRows(months);
  return staffCountWorkbook(heading('Персонал по детски градини', reach, f), rows, staffTotals(rows));
}

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

type Months = Awaited<ReturnType<typeof monthsInReach>>;

/** A reference on screen: a page of its rows in the reach, the range, and the totals of all its rows. */
async function referencePage<R, T>(
  session: RouteSession,
  kind: string,
  q: ReferenceFilters & Paging,
  rowsOf: (months: Months) => R[],
  totalsOf: (months: Months) => T,
) {
  const { months } = await monthsOf(session, kind, q);
  return {
    ...pageOf(rowsOf(months), q.PageNumber ?? 1, q.PageSize ?? defaultPageSize),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals: totalsOf(months),
  };
}

/** A reference as a workbook: the heading (title, reach, range), every row and the totals. */
async function referenceFile<R, T, F>(
  session: RouteSession,
  kind: string,
  f: ReferenceFilters & PlaceFilters,
  title: string,
  rowsOf: (months: Months) => R,
  totalsOf: (months: Months) => T,
  workbook: (heading: Heading, rows: R, totals: T) => F,
) {
  const { reach, months } = await monthsOf(session, kind, f);
  return workbook(heading(title, reach, f), rowsOf(months), totalsOf(months));
}

const { attendance, substitutions: substitutionsKind, staffCount } = aggregateKinds;
const staffCountTotals = (months: Months) => staffTotals(staffCountRows(months));

/** `GET /api/MONReferences/attendances`: per kindergarten, the range's day cells and children summed. */
export const attendances = (session: RouteSession, q: ReferenceFilters & Paging) =>
  referencePage(session, attendance, q, attendanceRows, attendanceTotals);

export const exportAttendances = (session: RouteSession, f: ReferenceFilters) =>
  referenceFile(
    session,
    attendance,
    f,
    'Посещаемост на децата по детски градини',
    attendanceRows,
    attendanceTotals,
    attendanceWorkbook,
  );

export const exportAbsences = (session: RouteSession, f: ReferenceFilters) =>
  referenceFile(
    session,
    attendance,
    f,
    'Отсъствия на децата по детски градини и месеци',
    attendanceMonthRows,
    attendanceTotals,
    absencesWorkbook,
  );

/** `GET /api/MONReferences/smp/export`: one month's АСП summary per kindergarten, counts only. */
export const exportSmp = (session: RouteSession, q: { month: string } & PlaceFilters) =>
  referenceFile(
    session,
    attendance,
    { ...q, fromMonth: q.month, toMonth: q.month },
    'Обобщение за Агенцията за социално подпомагане',
    attendanceRows,
    attendanceTotals,
    smpWorkbook,
  );

export const substitutions = (session: RouteSession, q: ReferenceFilters & Paging) =>
  referencePage(session, substitutionsKind, q, substitutionRows, substitutionTotals);

export const exportSubstitutions = (session: RouteSession, f: ReferenceFilters) =>
  referenceFile(
    session,
    substitutionsKind,
    f,
    'Замествания по детски градини',
    substitutionRows,
    substitutionTotals,
    substitutionsWorkbook,
  );

export const kindergartenPeopleCounts = (session: RouteSession, q: ReferenceFilters & Paging) =>
  referencePage(session, staffCount, q, staffCountRows, staffCountTotals);

export const exportKindergartenPeopleCounts = (session: RouteSession, f: ReferenceFilters) =>
  referenceFile(
    session,
    staffCount,
    f,
    'Персонал по детски градини',
    staffCountRows,
    staffCountTotals,
    staffCountWorkbook,
  );

import type { ReferenceFilters } from '@gradina/shared/manifest/routes/references/mon-references';
import { kindergartensInReach, placeNamesOf } from '../../../domain/aggregates/reach';
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
  regionOf,
} from './scope';
import {
  attendanceMonthRows,
  attendanceRows,
  attendanceTotals,
  staffCountRows,
  staffTotals,
  substitutionRows,
  substitutionTotals,
  withEveryKindergarten,
  withPlaceNames,
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

const heading = (title: string, reach: Reach, f: ReferenceFilters, names: Names): Heading => ({
  title,
  reach: reachText(reach, names),
  fromMonth: f.fromMonth,
  toMonth: f.toMonth,
});

type Names = Awaited<ReturnType<typeof placeNamesOf>>;
type Placed = { municipalityCode: string | null };

/**
 * The months of the reach, with every kindergarten of the reach (one without figures as an empty month: a
 * row of zeros, never missing) and the names of their municipalities: besides the aggregates, 1 Query of the
 * kindergartens and 1 BatchGet of the ЕКАТТЕ names (issue #26).
 */
async function monthsOf(session: RouteSession, kind: string, f: ReferenceFilters & PlaceFilters) {
  const reach = await reachOf(session, f);
  const [found, kindergartens] = await Promise.all([
    monthsInReach(kind, f, reach),
    kindergartensInReach(reach.municipalityCode),
  ]);
  const inRegion = kindergartens.filter(
    (k) => !reach.regionCode || regionOf(k.municipalityCode) === reach.regionCode,
  );
  const months = withEveryKindergarten(found, inRegion, f.toMonth);
  const codes = [reach.municipalityCode, ...months.map((m) => m.municipalityCode)];
  const names = await placeNamesOf(codes.filter((c): c is string => regionOf(c) !== null));
  return { reach, months, names };
}

type Months = Awaited<ReturnType<typeof monthsInReach>>;

/** A reference on screen: a page of its rows in the reach, the range, and the totals of all its rows. */
export async function referencePage<R extends Placed, T>(
  session: RouteSession,
  kind: string,
  q: ReferenceFilters & Paging,
  rowsOf: (months: Months) => R[],
  totalsOf: (months: Months) => T,
) {
  const { months, names } = await monthsOf(session, kind, q);
  const page = pageOf(rowsOf(months), q.PageNumber ?? 1, q.PageSize ?? defaultPageSize);
  return {
    ...page,
    result: withPlaceNames(page.result, names),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals: totalsOf(months),
  };
}

/** A reference as a workbook: the heading (title, reach, range), every row and the totals. */
export async function referenceFile<R extends Placed, T, F>(
  session: RouteSession,
  kind: string,
  f: ReferenceFilters & PlaceFilters,
  title: string,
  rowsOf: (months: Months) => R[],
  totalsOf: (months: Months) => T,
  workbook: (heading: Heading, rows: ReturnType<typeof withPlaceNames<R>>, totals: T) => Promise<F>,
) {
  const { reach, months, names } = await monthsOf(session, kind, f);
  return workbook(heading(title, reach, f, names), withPlaceNames(rowsOf(months), names), totalsOf(months));
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

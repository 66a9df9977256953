import { StudentAttendanceStatus as S, WorkingTime } from '@gradina/shared';
import type {
  AttendanceRow,
  StaffCountRow,
  SubstitutionRow,
} from '@gradina/shared/manifest/routes/references/mon-references';
import type { Counters, KindergartenMonth } from '../../../domain/aggregates';
import { regionOf } from './scope';

/**
 * The references' figures from kindergarten-month aggregates: pure functions, one row per kindergarten in
 * Bulgarian order of its name. The counters are the agreed names the attendance, staff and substitutions
 * features write (`s1`…`s15`, `childMonths`, `total`, `wt1`…`wt4`, `count`…).
 */

/** Statuses of a day the child was there (hourly ones: there, but for part of the day). */
export const presentStatuses: readonly number[] = [S.Attendance, S.Hourly1, S.Hourly2, S.Hourly3];
export const unexcusedStatuses: readonly number[] = [S.Absence];
/**
 * Absences with a reason: a note, sickness, family reasons (within the limit), quarantine, a specialised
 * centre, a flu break, a ТЕЛК absence. Locked (13) and vacancy (14) cells are neither present nor absent.
 */
export const excusedStatuses: readonly number[] = [
  S.Excused,
  S.FamilyReasonAbsence,
  S.SicknessAbsence5,
  S.SicknessAbsence6,
  S.Quarantine,
  S.SpecializedCenter,
  S.FluBreak,
  S.TELKAbsence,
];

const statusNumbers = Object.values(S).sort((a, b) => a - b);
const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const c = (counters: Counters, name: string) => counters[name] ?? 0;
const daysOf = (counters: Counters, statuses: readonly number[]) =>
  statuses.reduce((sum, s) => sum + c(counters, `s${s}`), 0);

interface Place {
  kindergartenId: string;
  kindergartenName: string;
  municipalityCode: string | null;
  regionCode: string | null;
  months: number;
}

/** The months of each kindergarten, the latest first (its name and municipality are the latest month's). */
export function byKindergarten(
  months: readonly KindergartenMonth[],
): { place: Place; months: KindergartenMonth[] }[] {
  const groups = new Map<string, KindergartenMonth[]>();
  for (const m of months) groups.set(m.kindergartenId, [...(groups.get(m.kindergartenId) ?? []), m]);
  return [...groups.values()]
    .map((list) => {
      const sorted = [...list].sort((a, b) => b.month.localeCompare(a.month));
      const latest = sorted[0]!;
      return {
        place: {
          kindergartenId: latest.kindergartenId,
          kindergartenName: latest.kindergartenName,
          municipalityCode: latest.municipalityCode,
          regionCode: regionOf(latest.municipalityCode),
          // A kindergarten of the reach without figures has one empty month (withEveryKindergarten): 0.
          months: sorted.filter((m) => Object.keys(m.counters).length > 0).length,
        },
        months: sorted,
      };
    })
    .sort(
      (a, b) =>
        collator.compare(a.place.kindergartenName, b.place.kindergartenName) ||
        a.place.kindergartenId.localeCompare(b.place.kindergartenId),
    );
}

/**
 * The months of the reach with an empty month (at the range's end) for each kindergarten of the reach that
 * has no figures in it, so its row shows zeros and 0 months instead of going missing (issue #26).
 */
export function withEveryKindergarten(
  months: readonly KindergartenMonth[],
  kindergartens: readonly { id: string; name: string; municipalityCode: string | null }[],
  toMonth: string,
): KindergartenMonth[] {
  const seen = new Set(months.map((m) => m.kindergartenId));
  const empty = kindergartens
    .filter((k) => !seen.has(k.id))
    .map((k) => ({
      kindergartenId: k.id,
      kindergartenName: k.name,
      municipalityCode: k.municipalityCode,
      month: toMonth,
      counters: {},
    }));
  return [...months, ...empty];
}

/** The rows with their municipality's and oblast's names (null for a code not in the ЕКАТТЕ lists). */
export const withPlaceNames = <R extends { municipalityCode: string | null }>(
  rows: readonly R[],
  names: ReadonlyMap<string, { municipalityName: string; regionName: string }>,
) =>
  rows.map((r) => {
    const found = r.municipalityCode ? names.get(r.municipalityCode) : undefined;
    return { ...r, municipalityName: found?.municipalityName ?? null, regionName: found?.regionName ?? null };
  });

export const sumCounters = (months: readonly KindergartenMonth[]): Counters => {
  const sum: Counters = {};
  for (const m of months)
    for (const [name, v] of Object.entries(m.counters)) sum[name] = (sum[name] ?? 0) + v;
  return sum;
};

/** Present days of the days marked present or absent, in percent with one decimal. */
export function attendanceRate(present: number, absent: number): number | null {
  const marked = present + absent;
  return marked === 0 ? null : Math.round((present / marked) * 1000) / 10;
}

export type AttendanceFigures = Omit<AttendanceRow, keyof Place>;

/** Attendance figures of summed counters. */
export function attendanceFigures(counters: Counters): AttendanceFigures {
  const presentDays = daysOf(counters, presentStatuses);
  const excusedDays = daysOf(counters, excusedStatuses);
  const unexcusedDays = daysOf(counters, unexcusedStatuses);
  return {
    childMonths: c(counters, 'childMonths'),
    compulsoryChildMonths: c(counters, 'compulsoryChildMonths'),
    presentDays,
    excusedDays,
    unexcusedDays,
    familyReasonDays: c(counters, 'familyReasonDays'),
    unexcusedOver2: c(counters, 'unexcusedOver2'),
    attendanceRate: attendanceRate(presentDays, excusedDays + unexcusedDays),
    statusDays: statusNumbers.map((s) => c(counters, `s${s}`)),
  };
}

/** One row per kindergarten: its months' counters summed. */
export const attendanceRows = (months: readonly KindergartenMonth[]): AttendanceRow[] =>
  byKindergarten(months).map((k) => ({ ...k.place, ...attendanceFigures(sumCounters(k.months)) }));

/** The figures of every month of the reach together (the rate of all days, not an average of rates). */
export const attendanceTotals = (months: readonly KindergartenMonth[]): AttendanceFigures =>
  attendanceFigures(sumCounters(months));

/** One row per kindergarten and month, the months in order: the absences export. */
export const attendanceMonthRows = (months: readonly KindergartenMonth[]) =>
  byKindergarten(months).flatMap((k) =>
    [...k.months].reverse().map((m) => ({ ...k.place, month: m.month, ...attendanceFigures(m.counters) })),
  );

export type SubstitutionFigures = Omit<SubstitutionRow, keyof Place>;

const substitutionFigures = (counters: Counters): SubstitutionFigures => ({
  count: c(counters, 'count'),
  days: c(counters, 'days'),
  hours: Math.round(c(counters, 'hours') * 100) / 100,
  teachers: c(counters, 'teachers'),
});

export const substitutionRows = (months: readonly KindergartenMonth[]): SubstitutionRow[] =>
  byKindergarten(months).map((k) => ({ ...k.place, ...substitutionFigures(sumCounters(k.months)) }));

export const substitutionTotals = (months: readonly KindergartenMonth[]): SubstitutionFigures =>
  substitutionFigures(sumCounters(months));

const workingTimes = Object.values(WorkingTime).sort((a, b) => a - b);

export type StaffFigures = Omit<StaffCountRow, keyof Place | 'month'>;

const staffFigures = (counters: Counters): StaffFigures => ({
  total: c(counters, 'total'),
  pedagogical: c(counters, 'pedagogical'),
  nonPedagogical: c(counters, 'nonPedagogical'),
  directors: c(counters, 'directors'),
  workingTimes: workingTimes.map((w) => c(counters, `wt${w}`)),
});

/** Staff are counted, not summed over months: each kindergarten's latest month of the range. */
export const staffCountRows = (months: readonly KindergartenMonth[]): StaffCountRow[] =>
  byKindergarten(months).map((k) => ({
    ...k.place,
    month: k.months[0]!.month,
    ...staffFigures(k.months[0]!.counters),
  }));

/** The rows' figures added up (the country's or the municipality's staff at the end of the range). */
export function staffTotals(rows: readonly StaffCountRow[]): StaffFigures {
  const sum = staffFigures({});
  for (const r of rows) {
    sum.total += r.total;
    sum.pedagogical += r.pedagogical;
    sum.nonPedagogical += r.nonPedagogical;
    sum.directors += r.directors;
    r.workingTimes.forEach((n, i) => {
      sum.workingTimes[i] = (sum.workingTimes[i] ?? 0) + n;
    });
  }
  return sum;
}

import { isCompulsoryAgeOn, schoolYearDates, schoolYearStartOf } from '@gradina/shared/attendance-rules';

/**
 * The family-reason limit (issue #24, point 4; docs/decisions.md "Issue #24: the family-reason limit"): a
 * child of compulsory preschool age may be absent for family reasons (status 4) on at most N distinct days of
 * a SCHOOL YEAR (15.09-14.09), counted across all the child's groups. N is the national rule in force for the
 * school year, which the Master keeps (Наредба № 5 чл. 10, ал. 2: 10 days; the 2020/21 transition: 20; МОН's
 * 2024 amendment: 15). Plain functions of values: the counter item (requests/items.ts) feeds them, the grid's
 * check, the requests and the grid's reply call them.
 */

/** One national rule: from the school year starting in `fromSchoolYear` on, `days` family-reason days. */
export interface FamilyLimitRule {
  fromSchoolYear: number;
  days: number;
}

/**
 * The rules as the law has had them, used until the Master saves others: Наредба № 5 of 03.06.2016, чл. 10,
 * ал. 2 (10 days); § 10 of its ПЗР (ДВ бр. 85/2020) allowed 20 for 2020/21 only; ДВ бр. 75/2021 back to 10;
 * the 2024 amendment (in force from 2024/25) 15, as НЕИСПУО's diary counts "X/15".
 */
export const defaultFamilyLimitRules: readonly FamilyLimitRule[] = [
  { fromSchoolYear: 2016, days: 10 },
  { fromSchoolYear: 2020, days: 20 },
  { fromSchoolYear: 2021, days: 10 },
  { fromSchoolYear: 2024, days: 15 },
];

/** The limit of a school year: the last rule that started on or before it (before the first: the first's). */
export function familyLimitFor(
  schoolYear: number,
  rules: readonly FamilyLimitRule[] = defaultFamilyLimitRules,
) {
  const sorted = [...(rules.length > 0 ? rules : defaultFamilyLimitRules)].sort(
    (a, b) => a.fromSchoolYear - b.fromSchoolYear,
  );
  let days = sorted[0]!.days;
  for (const r of sorted) if (r.fromSchoolYear <= schoolYear) days = r.days;
  return days;
}

/** The school year (its first calendar year) of an ISO date: S's one rule. */
export const schoolYearOf = (date: string) => schoolYearStartOf(date);

/** Whether the limit applies to a child in a school year: compulsory age (the same all year long). */
export const isLimited = (birthDate: string | null | undefined, schoolYear: number) =>
  isCompulsoryAgeOn(birthDate, schoolYearDates(schoolYear).from);

/**
 * A child's family-reason days of one school year as the counter keeps them: the dates the grid holds as
 * status 4 (any group) and the working days of the child's PENDING family-reason requests (an approval turns
 * them into grid days; a rejection or withdrawal frees them).
 */
export interface FamilyDays {
  marked: readonly string[];
  requested: readonly string[];
}

export const noFamilyDays: FamilyDays = { marked: [], requested: [] };

/** The counter's attribute of a date the grid marked (`m2026-11-23`) and of a requested one (`r2026-11-23`). */
export const markedAttribute = (date: string) => `m${date}`;
export const requestedAttribute = (date: string) => `r${date}`;

/** The counter item's dates, from its `m<date>` and `r<date>` attributes. */
export function familyDaysOf(item: object | undefined): FamilyDays {
  const marked: string[] = [];
  const requested: string[] = [];
  for (const name of Object.keys(item ?? {})) {
    const m = /^([mr])(\d{4}-\d\d-\d\d)$/.exec(name);
    if (m) (m[1] === 'm' ? marked : requested).push(m[2]!);
  }
  return { marked: marked.sort(), requested: requested.sort() };
}

/** The distinct dates used (a day both requested and marked counts once). */
export const usedDates = (days: FamilyDays) => new Set([...days.marked, ...days.requested]);

/** What the grid's reply shows per child (G1's `maxAbsenceCount` / `currentAbsenceCount`). */
export interface FamilyCount {
  /** The school year's limit; null when the child is not limited (younger than compulsory age). */
  maxAbsenceCount: number | null;
  /** Distinct family-reason days of the school year (marked or pending). */
  currentAbsenceCount: number;
  /** Days still allowed (null when not limited). */
  left: number | null;
  /** At or within 2 days of the limit (the grid's `showFamilyAbsenceWarningMessage`). */
  nearLimit: boolean;
}

/** How many family-reason days a child has used and may still take in a school year. */
export function familyReasonCount(days: FamilyDays, limited: boolean, limit: number): FamilyCount {
  const current = usedDates(days).size;
  if (!limited) return { maxAbsenceCount: null, currentAbsenceCount: current, left: null, nearLimit: false };
  const left = Math.max(0, limit - current);
  return { maxAbsenceCount: limit, currentAbsenceCount: current, left, nearLimit: left <= 2 };
}

const dayWord = (n: number) => (n === 1 ? 'ден' : 'дни');

/** The dates of `asked` not yet counted, and whether they fit the limit with what is already used. */
export function overLimit(
  asked: readonly string[],
  days: FamilyDays,
  limit: number,
  freed: readonly string[] = [],
) {
  const used = usedDates(days);
  for (const d of freed) used.delete(d);
  const fresh = [...new Set(asked)].filter((d) => !used.has(d));
  const left = Math.max(0, limit - used.size);
  return { fresh, left, over: fresh.length > left };
}

/**
 * The grid's refusal (409) when marks of status 4 would pass the limit: how many days were left and how many
 * were marked, e.g. „Детето Ива Петрова има право на още 2 дни по семейни причини за учебната година;
 * отбелязани са 3.“
 */
export function gridLimitMessage(childName: string, left: number, marked: number) {
  const markedText = marked === 1 ? 'отбелязан е 1' : `отбелязани са ${marked}`;
  return `Детето ${childName} има право на още ${left} ${dayWord(left)} по семейни причини за учебната година; ${markedText}.`;
}

/** "Остават N дни" with the right number. */
export const leftText = (left: number) => (left === 1 ? 'Остава 1 ден' : `Остават ${left} ${dayWord(left)}`);

/** The request's (and its approval's) refusal when its working days would pass the limit. */
export function requestLimitMessage(limit: number, left: number, asked: number) {
  return `Отсъствията по семейни причини са до ${limit} ${dayWord(limit)} в учебната година. ${leftText(left)}, а заявлението е за ${asked}.`;
}

import type { NormRow } from '@gradina/shared/manifest/routes/staff/substitutions';

/**
 * The teaching-hours norms (Наредба № 4 от 20.04.2017 г. за нормиране и заплащане на труда, приложение № 1):
 * a kindergarten teacher teaches 30 hours a week (6 a day); a director teaches by the number of the
 * kindergarten's groups. Hours are clock hours; a month's norm is the daily norm on each working day.
 */

/** A teacher's norm in a kindergarten, hours a week. */
export const teacherWeeklyNorm = 30;

/** The director's norm by the number of groups: up to 3 groups 18 h, 4-6 groups 12 h, more 6 h a week. */
export function directorWeeklyNorm(groupsCount: number): number {
  if (groupsCount <= 3) return 18;
  if (groupsCount <= 6) return 12;
  return 6;
}

export interface NormPerson {
  id: string;
  name: string;
  position: string;
  isDirector: boolean;
}

/** One substitution as the norms need it. */
export interface TaughtHours {
  substituteId: string;
  absentTeacherId: string;
  dates: readonly string[];
  fromHour: number;
  toHour: number;
}

/** What the month's staff attendance says: the working days each person was away from their groups. */
export type AwayDates = ReadonlyMap<string, ReadonlySet<string>>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Each person's month: the norm (the weekly norm / 5 on each working day); their own groups' hours, day by
 * day: none on a day the staff attendance marks them away (leave, sickness, absence, a business trip),
 * otherwise the daily norm less the hours others replaced them that day; the hours they replaced others; and
 * what they taught against the norm. Sorted directors first, then by name.
 */
export function normRows(
  people: readonly NormPerson[],
  substitutions: readonly TaughtHours[],
  workingDates: readonly string[],
  groupsCount: number,
  away: AwayDates = new Map(),
): NormRow[] {
  const replacedOn = new Map<string, number>();
  const replaced = new Map<string, number>();
  const covered = new Map<string, number>();
  for (const s of substitutions) {
    const perDay = s.toHour - s.fromHour;
    covered.set(s.substituteId, (covered.get(s.substituteId) ?? 0) + perDay * s.dates.length);
    replaced.set(s.absentTeacherId, (replaced.get(s.absentTeacherId) ?? 0) + perDay * s.dates.length);
    for (const d of s.dates) {
      const key = `${s.absentTeacherId}#${d}`;
      replacedOn.set(key, (replacedOn.get(key) ?? 0) + perDay);
    }
  }
  const collator = new Intl.Collator('bg', { sensitivity: 'base' });
  return people
    .map((p): NormRow => {
      const weeklyNorm = p.isDirector ? directorWeeklyNorm(groupsCount) : teacherWeeklyNorm;
      const daily = weeklyNorm / 5;
      const monthNorm = round1(daily * workingDates.length);
      const awayDates = away.get(p.id) ?? new Set<string>();
      const present = workingDates.filter((d) => !awayDates.has(d));
      const ownHours = round1(
        present.reduce((n, d) => n + Math.max(0, daily - (replacedOn.get(`${p.id}#${d}`) ?? 0)), 0),
      );
      const substitutionHours = covered.get(p.id) ?? 0;
      const taught = round1(ownHours + substitutionHours);
      return {
        teacherId: p.id,
        name: p.name,
        position: p.position,
        isDirector: p.isDirector,
        weeklyNorm,
        monthNorm,
        awayDays: workingDates.length - present.length,
        ownHours,
        substitutionHours,
        replacedHours: replaced.get(p.id) ?? 0,
        taught,
        difference: round1(taught - monthNorm),
      };
    })
    .sort((a, b) => Number(b.isDirector) - Number(a.isDirector) || collator.compare(a.name, b.name));
}

/** The month's counters of the `substitutions` aggregate: substitutions, their dates, hours and substitutes. */
export function monthCounters(
  substitutions: readonly { substituteId: string; dates: readonly string[]; hours: number }[],
) {
  return {
    count: substitutions.length,
    days: substitutions.reduce((n, s) => n + s.dates.length, 0),
    hours: substitutions.reduce((n, s) => n + s.hours, 0),
    teachers: new Set(substitutions.map((s) => s.substituteId)).size,
  };
}

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
  /** Clock hours over all its dates. */
  hours: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Each person's month: the norm (the weekly norm / 5 on each working day), their own groups' hours (the
 * daily norm on every working day, less the hours others replaced them), the hours they replaced others,
 * and the difference of what they taught from the norm. Sorted directors first, then by name.
 */
export function normRows(
  people: readonly NormPerson[],
  substitutions: readonly TaughtHours[],
  workingDays: number,
  groupsCount: number,
): NormRow[] {
  const replaced = new Map<string, number>();
  const covered = new Map<string, number>();
  for (const s of substitutions) {
    covered.set(s.substituteId, (covered.get(s.substituteId) ?? 0) + s.hours);
    replaced.set(s.absentTeacherId, (replaced.get(s.absentTeacherId) ?? 0) + s.hours);
  }
  const collator = new Intl.Collator('bg', { sensitivity: 'base' });
  return people
    .map((p): NormRow => {
      const weeklyNorm = p.isDirector ? directorWeeklyNorm(groupsCount) : teacherWeeklyNorm;
      const monthNorm = round1((weeklyNorm / 5) * workingDays);
      const replacedHours = replaced.get(p.id) ?? 0;
      const substitutionHours = covered.get(p.id) ?? 0;
      const ownHours = round1(Math.max(0, monthNorm - replacedHours));
      const taught = round1(ownHours + substitutionHours);
      return {
        teacherId: p.id,
        name: p.name,
        position: p.position,
        isDirector: p.isDirector,
        weeklyNorm,
        monthNorm,
        ownHours,
        substitutionHours,
        replacedHours,
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

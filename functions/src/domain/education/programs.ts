import { teachingTime } from '@gradina/shared/education/education';
import type { ClassProgram, ProgramSubject } from '@gradina/shared/manifest/routes/planning/class-programs';
import type { TermDate } from '@gradina/shared/manifest/routes/planning/year-plan';
import { queryAll } from '../../platform/db';
import { workingDatesBetween } from '../attendance/working-days';
import { weekdayOf } from '../calendar';
import { educationKeys } from './keys';

/**
 * The groups' programmes (issue #30): one item per group and term under the kindergarten's programmes
 * partition (a few per group, so one Query reads a kindergarten's whole year), and what follows from them:
 * a subject's weekdays and so its teaching dates.
 */
export type ProgramItem = Omit<ClassProgram, 'className'> & { kindergartenId: string };

/** Every programme of the kindergarten (one Query), optionally of one group. */
export async function programsOf(kindergartenId: string, groupId?: string): Promise<ProgramItem[]> {
  const all = await queryAll<ProgramItem>({
    partition: educationKeys.program(kindergartenId, '').PK,
    beginsWith: 'PROGRAM#',
  });
  return groupId ? all.filter((p) => p.classId === groupId) : all;
}

/** A group's subjects over its programmes, each once (the latest term's entry wins). */
export function subjectsOfPrograms(programs: readonly ProgramItem[]): ProgramSubject[] {
  const byId = new Map<string, ProgramSubject>();
  for (const p of [...programs].sort((a, b) => a.term - b.term))
    for (const s of p.subjects) byId.set(s.id, s);
  return [...byId.values()];
}

/** The two terms of a school year (teaching time 15.09-31.05, the first term to 31.01). */
export const termDatesOf = (periodId: string, yearFrom: number): TermDate[] => {
  const { fromDate, toDate } = teachingTime(yearFrom);
  return [
    { id: `${periodId}.1`, term: 1, name: 'Първи срок', fromDate, toDate: `${yearFrom + 1}-01-31` },
    { id: `${periodId}.2`, term: 2, name: 'Втори срок', fromDate: `${yearFrom + 1}-02-01`, toDate },
  ];
};

/**
 * The teaching dates of a subject in a group: the school year's teaching time, the group's working days
 * (no weekend, holiday or day off of type DayOff), on the subject's weekdays. Two Queries (the calendar).
 */
export async function teachingDatesOf(
  kindergartenId: string,
  groupId: string,
  yearFrom: number,
  weekdays: readonly number[],
): Promise<string[]> {
  const { fromDate, toDate } = teachingTime(yearFrom);
  const working = await workingDatesBetween(kindergartenId, fromDate, toDate, groupId);
  return working.filter((d) => weekdays.includes(weekdayOf(d)));
}

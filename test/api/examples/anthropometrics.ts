import { ageInMonths, lmsAt } from '../../../shared/src/growth/growth';
import { call } from '../../support/api-client';
import { childrenOfGroup, groupsOfKindergarten } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the measurements routes on the demo kindergarten. The children are those of the demo teacher's
 * group, so the teacher's reads are allowed as the access matrix expects; each example measures on a date of
 * its own (a child has one measurement a day) with the WHO median for the age, so it is plausible.
 */

export interface ExampleChild {
  id: string;
  birthDate: string;
  gender: 1 | 2;
  groupId: string;
}

let teachersChildren: Promise<ExampleChild[]> | undefined;

/** The children of the group the demo teacher teaches (by name, as the group's index holds them). */
export function childrenOfDemoTeacher(w: ExampleWorld): Promise<ExampleChild[]> {
  teachersChildren ??= (async () => {
    const groups = await groupsOfKindergarten(w.kindergartenId);
    const group = groups.find((g) => (g.teacherIds as string[] | undefined)?.includes(w.userIds.teacher!));
    if (!group) throw new Error('the demo teacher teaches no group of the demo kindergarten');
    const children = await childrenOfGroup(w.kindergartenId, String(group.id));
    if (children.length < 3) throw new Error('the demo teacher’s group has fewer than three children');
    return children.map((c) => ({
      id: String(c.id),
      birthDate: String(c.birthDate),
      gender: Number(c.gender) as 1 | 2,
      groupId: String(c.groupId),
    }));
  })();
  return teachersChildren;
}

/** The first day the examples may measure on: the demo data's today (the examples send no clock). */
const lastDay = Date.UTC(2026, 10, 21);

/**
 * A body for a measurement of `child` on a random day of its last two years, at the WHO median; never on a day
 * in `taken` (the suites measure one child hundreds of times in a run, and a child has one measurement a day).
 */
export function measurementBody(
  w: ExampleWorld,
  child: ExampleChild,
  taken: ReadonlySet<string> = new Set(),
) {
  const born = Date.parse(`${child.birthDate}T00:00:00Z`);
  const first = Math.max(born + 86_400_000, lastDay - 730 * 86_400_000);
  // A weekday: the demo data measures on Saturdays, so an example never meets one of its measurements.
  let day: Date;
  do day = new Date(first + Math.floor(Math.random() * ((lastDay - first) / 86_400_000)) * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || taken.has(day.toISOString().slice(0, 10)));
  const date = day.toISOString().slice(0, 10);
  const months = ageInMonths(child.birthDate, date);
  const median = (indicator: 'height' | 'weight') =>
    Math.round(lmsAt(indicator, child.gender, months)!.M * 10) / 10;
  return {
    kindergartenId: w.kindergartenId,
    studentId: child.id,
    date,
    height: median('height'),
    weight: median('weight'),
  };
}

/** The days the child is measured on already, as the demo director reads them (the newest 500). */
async function measuredDays(w: ExampleWorld, child: ExampleChild): Promise<Set<string>> {
  const reply = await call('GET', '/api/StudentAnthropometrics', {
    token: await demoDirectorToken(),
    query: { kindergartenId: w.kindergartenId, studentId: child.id, PageSize: '500' },
  });
  return new Set(((reply.body as { result?: { date: string }[] }).result ?? []).map((m) => m.date));
}

/** A measurement saved by the demo director; its id. */
export async function aMeasurement(w: ExampleWorld, child: ExampleChild): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reply = await call('POST', '/api/StudentAnthropometrics', {
      token: await demoDirectorToken(),
      body: measurementBody(w, child),
    });
    if (reply.status === 200) return String((reply.body as { entityId: string }).entityId);
    if (reply.status !== 409) throw new Error(`measurement not saved: ${JSON.stringify(reply.body)}`);
  }
  throw new Error('no free measurement date found');
}

export const examples = {
  'children.anthropometrics': async (w) => ({
    query: { kindergartenId: w.kindergartenId, studentId: (await childrenOfDemoTeacher(w))[0]!.id },
  }),
  'children.saveAnthropometric': async (w) => {
    const child = (await childrenOfDemoTeacher(w))[2]!;
    return { body: measurementBody(w, child, await measuredDays(w, child)) };
  },
  'children.deleteAnthropometric': async (w) => ({
    path: { id: await aMeasurement(w, (await childrenOfDemoTeacher(w))[2]!) },
  }),
} satisfies RouteExamples;

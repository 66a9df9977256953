import { isLegalDayOff } from '../../../shared/src/holidays';
import { call } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the substitutions routes on the demo kindergarten: the demo teacher replaces the demo director
 * in a demo group. Each booking takes a random working weekday decades ahead, so the many calls of the
 * access matrix and the fuzz suite never book the teacher twice at the same time; a DELETE removes a booking
 * its example made first.
 */

const teacherOf = (w: ExampleWorld) => {
  const id = w.userIds.teacher;
  if (!id) throw new Error('the demo data has no teacher account');
  return id;
};

/** A weekday that is no official holiday, at random in 2040-2098. */
function aFarWorkingDay(): string {
  for (;;) {
    const day = new Date(
      Date.UTC(2040 + Math.floor(Math.random() * 59), 0, 1 + Math.floor(Math.random() * 365)),
    );
    const date = day.toISOString().slice(0, 10);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isLegalDayOff(date)) return date;
  }
}

let demoGroup: Promise<string> | undefined;
/** A group of the demo kindergarten's school year, as the form offers it. */
function aDemoGroup(w: ExampleWorld): Promise<string> {
  demoGroup ??= (async () => {
    const reply = await call('GET', '/api/TeacherSubstitutions/options', {
      token: await demoDirectorToken(),
      query: { kindergartenId: w.kindergartenId },
    });
    const group = (reply.body as { groups?: { id: string }[] }).groups?.[0];
    if (!group) throw new Error(`the demo kindergarten offers no group: ${JSON.stringify(reply.body)}`);
    return group.id;
  })();
  return demoGroup;
}

const booking = async (w: ExampleWorld) => {
  const fromHour = 7 + Math.floor(Math.random() * 11);
  return {
    kindergartenId: w.kindergartenId,
    substituteId: teacherOf(w),
    absentTeacherId: w.userIds.director!,
    groupId: await aDemoGroup(w),
    dates: [aFarWorkingDay()],
    fromHour,
    toHour: fromHour + 1,
    reason: 'Квалификация',
    topic: 'Зимни игри',
  };
};

async function aSubstitution(w: ExampleWorld): Promise<string> {
  // Other examples add the kindergarten's own days off on random far days: a day that became one is skipped.
  let reply = await call('POST', '/api/TeacherSubstitutions', {
    token: await demoDirectorToken(),
    body: await booking(w),
  });
  for (let attempt = 0; reply.status === 400 && attempt < 5; attempt++)
    reply = await call('POST', '/api/TeacherSubstitutions', {
      token: await demoDirectorToken(),
      body: await booking(w),
    });
  if (reply.status !== 200) throw new Error(`substitution not booked: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const month = (w: ExampleWorld) => ({ kindergartenId: w.kindergartenId, year: '2026', month: '11' });

export const examples = {
  'staff.substitutionsOverview': (w) => ({ query: { ...month(w), PageSize: '20' } }),
  'staff.substitutionOptions': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'staff.substitutionNorms': (w) => ({ query: month(w) }),
  'staff.substitutionNormsExport': (w) => ({ query: month(w) }),
  'staff.directorNormsExport': (w) => ({ query: month(w) }),
  'staff.substitution': async (w) => ({ path: { id: await aSubstitution(w) } }),
  'staff.saveSubstitution': async (w) => ({ body: await booking(w) }),
  'staff.deleteSubstitution': async (w) => ({ path: { id: await aSubstitution(w) } }),
} satisfies RouteExamples;

import { call } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { activeSchoolYearOf, demoDirectorToken } from './kindergartens';

/**
 * Examples of the groups and subjects routes on the demo kindergarten. A write acts on a group its example
 * created first (a new group has no children, so its DELETE is allowed); the copy fills a pair of school
 * years of its own far in the future.
 */

const groupBody = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  periodId: await activeSchoolYearOf(w.kindergartenId),
  name: `Примерна група ${Math.random().toString(36).slice(2, 10)}`,
  ageKind: 2 as const,
  teacherIds: [],
  capacity: 20,
});

/** A group of the demo kindergarten's active year, saved by the demo director. */
async function aGroup(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/Classes', {
    token: await demoDirectorToken(),
    body: await groupBody(w),
  });
  if (reply.status !== 200) throw new Error(`group not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/**
 * Two consecutive school years far ahead (unique start years), the later one's id: a copy's target. Made once
 * per suite file: dates end in 2100, so the start years are few and every suite of the run shares them, and a
 * second copy into the same year is allowed (it adds nothing).
 */
let yearPair: Promise<string> | undefined;
function aYearPair(kindergartenId: string): Promise<string> {
  yearPair ??= newYearPair(kindergartenId);
  return yearPair;
}

async function newYearPair(kindergartenId: string): Promise<string> {
  const token = await demoDirectorToken();
  const save = (yearFrom: number) =>
    call('POST', '/api/KindergartenPeriods', {
      token,
      body: {
        kindergartenId,
        yearFrom,
        fromDate: `${yearFrom}-09-15`,
        toDate: `${yearFrom + 1}-09-14`,
        active: false,
      },
    });
  for (let attempt = 0; attempt < 20; attempt++) {
    const yearFrom = 2030 + Math.floor(Math.random() * 68);
    if ((await save(yearFrom)).status !== 200) continue;
    const next = await save(yearFrom + 1);
    if (next.status === 200) return String((next.body as { entityId: string }).entityId);
  }
  throw new Error('no free pair of school years found');
}

const yearQuery = (w: ExampleWorld) => ({ query: { kindergartenId: w.kindergartenId } });

export const examples = {
  'kindergartens.groupList': yearQuery,
  'kindergartens.groupsByKindergarten': yearQuery,
  'kindergartens.groupOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'kindergartens.groupsGrouped': yearQuery,
  'kindergartens.groupsByMealType': yearQuery,
  'kindergartens.ageGroups': yearQuery,
  'kindergartens.groupTeacherOptions': yearQuery,
  'kindergartens.groupCareStaffOptions': yearQuery,
  'kindergartens.group': async (w) => ({ path: { id: await aGroup(w) } }),
  // An edit, so the object rule acts on a record (a create has no object to check).
  'kindergartens.saveGroup': async (w) => ({
    body: { ...(await groupBody(w)), id: await aGroup(w), version: 1 },
  }),
  'kindergartens.copyGroups': async (w) => ({
    body: { kindergartenId: w.kindergartenId, periodId: await aYearPair(w.kindergartenId) },
  }),
  'kindergartens.deleteGroup': async (w) => ({ path: { id: await aGroup(w) } }),
  'kindergartens.externalKindergartens': (w) => ({ query: { kindergartenId: w.kindergartenId, Name: 'ДГ' } }),
  'kindergartens.subjects': yearQuery,
  'kindergartens.editSubjects': yearQuery,
  // The list's version moves with every save: the example sends the one it reads.
  'kindergartens.updateSubjects': async (w) => {
    const read = await call('GET', '/api/Kindergartens/edit/subjects', {
      token: await demoDirectorToken(),
      query: { kindergartenId: w.kindergartenId },
    });
    const current = read.body as { subjects: unknown[]; version: number };
    return {
      body: { kindergartenId: w.kindergartenId, subjects: current.subjects, version: current.version },
    };
  },
  'communication.kindergartenFigures': yearQuery,
} satisfies RouteExamples;

import { keys } from '../../../functions/src/platform/db/keys';
import { call, signIn } from '../../support/api-client';
import { schoolYearsOfKindergarten, storedItem } from '../../support/stored';
import type { RouteExamples } from '../route-examples';

let directorToken: Promise<string> | undefined;
/** A session of the demo director (main kindergarten), for examples that prepare data through the API. */
export const demoDirectorToken = () => {
  directorToken ??= signIn('director@demo.gradina.bg');
  return directorToken;
};

/** The school years of a kindergarten as stored (the demo has 2025/2026 and the active 2026/2027). */
export async function schoolYearsOf(kindergartenId: string) {
  return (await schoolYearsOfKindergarten(kindergartenId)) as {
    id: string;
    yearFrom: number;
    fromDate: string;
    toDate: string;
    active: boolean;
    version?: number;
  }[];
}

export async function activeSchoolYearOf(kindergartenId: string): Promise<string> {
  return String((await storedItem(keys.kindergarten(kindergartenId)))?.activePeriodId);
}

/** A new, inactive school year far in the future (unique start year), created by the demo director. */
export async function aFutureSchoolYear(kindergartenId: string): Promise<string> {
  const token = await demoDirectorToken();
  for (let attempt = 0; attempt < 20; attempt++) {
    // Dates end in 2100 (shared/src/schemas/dates.ts): 2030..2098 leaves 69 start years to pick from.
    const yearFrom = 2030 + Math.floor(Math.random() * 69);
    const reply = await call('POST', '/api/KindergartenPeriods', {
      token,
      body: {
        kindergartenId,
        yearFrom,
        fromDate: `${yearFrom}-09-15`,
        toDate: `${yearFrom + 1}-09-14`,
        active: false,
      },
    });
    if (reply.status === 200) return String((reply.body as { entityId: string }).entityId);
    if (reply.status !== 409) throw new Error(`school year not created: ${JSON.stringify(reply.body)}`);
  }
  throw new Error('no free school year start found');
}

export const examples = {
  'kindergartens.list': () => ({}),
  'kindergartens.institutions': () => ({ query: { Name: 'градина', PageSize: '20' } }),
  // Every demo account that may switch belongs to the main kindergarten: switching to it changes nothing.
  'kindergartens.change': (w) => ({ path: { id: w.kindergartenId }, consumesSession: true }),
  'kindergartens.schoolYears': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'kindergartens.schoolYearOverview': (w) => ({
    query: { kindergartenId: w.kindergartenId, PageNumber: '1', PageSize: '10' },
  }),
  'kindergartens.schoolYear': async (w) => ({ path: { id: await activeSchoolYearOf(w.kindergartenId) } }),
  'kindergartens.deleteSchoolYear': async (w) => ({
    path: { id: await aFutureSchoolYear(w.kindergartenId) },
  }),
  // Saves the demo's previous school year as it is: an edit that changes nothing.
  'kindergartens.saveSchoolYear': async (w) => {
    const previous = (await schoolYearsOf(w.kindergartenId)).find((p) => Number(p.yearFrom) === 2025)!;
    return {
      body: {
        id: previous.id,
        kindergartenId: w.kindergartenId,
        yearFrom: 2025,
        yearTo: 2026,
        fromDate: previous.fromDate,
        toDate: previous.toDate,
        active: false,
        // The version as stored now: an edit names the version it changes.
        version: previous.version ?? 0,
      },
    };
  },
  'kindergartens.schoolYearsOfKindergarten': (w) => ({ path: { kindergartenId: w.kindergartenId } }),
  'kindergartens.partners': (w) => ({ query: { OrderByColumn: 'Name', kindergartenId: w.kindergartenId } }),
} satisfies RouteExamples;

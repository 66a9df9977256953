import { isLegalDayOff } from '../../../shared/src/holidays';
import { call, signIn } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { demoDirectorToken, schoolYearsOf } from './kindergartens';

/**
 * Examples of the days-off routes: the demo kindergarten's days off (filed under its active school year)
 * and the Master's national calendar. A DELETE removes a record its example created first.
 */

async function activeYear(w: ExampleWorld) {
  const year = (await schoolYearsOf(w.kindergartenId)).find((y) => y.active);
  if (!year) throw new Error('the demo kindergarten has no active school year');
  return year;
}

const dayOffBody = async (w: ExampleWorld) => {
  const year = await activeYear(w);
  return {
    kindergartenId: w.kindergartenId,
    periodId: year.id,
    type: 0 as const,
    name: 'Ден за почистване на двора',
    fromDate: year.fromDate,
    toDate: year.fromDate,
    groupIds: [],
  };
};

/** A day off of the demo kindergarten, saved by the demo director. */
async function aDayOff(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/DaysOff', {
    token: await demoDirectorToken(),
    body: await dayOffBody(w),
  });
  if (reply.status !== 200) throw new Error(`day off not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

let masterToken: Promise<string> | undefined;

/**
 * A weekday that is no holiday, at random far ahead, so examples never meet on one date (one per date). From
 * 2040 to 2096: a national bridge day is every kindergarten's, and the kitchen's examples cook in 2031–2034
 * while the attendance grids mark in 2098.
 */
function aFreeWeekday(): string {
  for (;;) {
    const day = new Date(
      Date.UTC(2040 + Math.floor(Math.random() * 57), 0, 1 + Math.floor(Math.random() * 365)),
    );
    const date = day.toISOString().slice(0, 10);
    if (!isLegalDayOff(date)) return date;
  }
}

const bridgeDay = () => ({ date: aFreeWeekday(), isWorkingDay: false, name: 'Мост между празниците' });

/** A national bridge day, added by the demo Master. */
async function aNationalDay(): Promise<string> {
  masterToken ??= signIn('master@demo.gradina.bg');
  const reply = await call('POST', '/api/administration/daysoff', {
    token: await masterToken,
    body: bridgeDay(),
  });
  if (reply.status !== 200) throw new Error(`national day not added: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

export const examples = {
  'kindergartens.daysOffOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '20' } }),
  'kindergartens.dayOff': async (w) => ({ path: { id: await aDayOff(w) } }),
  // An edit, so the object rule acts on a record (a create has no object to check).
  'kindergartens.saveDayOff': async (w) => ({
    body: { ...(await dayOffBody(w)), id: await aDayOff(w), version: 1 },
  }),
  'kindergartens.dayOffGroups': async (w) => ({
    query: { kindergartenId: w.kindergartenId, periodId: (await activeYear(w)).id },
  }),
  'kindergartens.deleteDayOff': async (w) => ({ path: { id: await aDayOff(w) } }),
  'kindergartens.dateWeeks': (w) => ({
    query: { kindergartenId: w.kindergartenId, year: '2026', month: '12' },
  }),
  'kindergartens.dateMonths': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'kindergartens.nationalCalendar': () => ({ query: { year: '2026' } }),
  'kindergartens.nationalDaysOverview': () => ({ query: { year: '2026', PageSize: '20' } }),
  'kindergartens.saveNationalDay': () => ({ body: bridgeDay() }),
  'kindergartens.deleteNationalDay': async () => ({ path: { guid: await aNationalDay() } }),
} satisfies RouteExamples;

import { kindergartenDaysOffRoutes } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { kindergartenRoutes } from '@gradina/shared/manifest/routes/kindergartens/kindergartens';
import { kindergartenPartnerRoutes } from '@gradina/shared/manifest/routes/kindergartens/partners';
import { kindergartenSchoolYearRoutes } from '@gradina/shared/manifest/routes/kindergartens/school-years';
import { atRequestTime } from '../../platform/clock';
import { keys } from '../../platform/db';
import { createAreaHandler } from '../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../platform/http/object-access';
import { daysOffObjects, daysOffRoutes } from './days-off/routes';
import { changeKindergarten, institutions, myKindergartens } from './kindergartens';
import { listPartners } from './partners';
import {
  deletePeriod,
  getPeriod,
  listPeriods,
  periodOverview,
  periodsOfKindergarten,
  savePeriod,
} from './school-years';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  kindergartenRoutes,
  kindergartenSchoolYearRoutes,
  kindergartenPartnerRoutes,
  kindergartenDaysOffRoutes,
];

/** The kindergartens Lambda: the user's kindergartens and the switch, school years, partners. */
export const handler = createAreaHandler(
  'kindergartens',
  areaRoutes,
  {
    'kindergartens.list': async ({ session }) => myKindergartens(session),
    'kindergartens.institutions': async ({ query }) => institutions(query),
    'kindergartens.change': async ({ session, path }) => changeKindergarten(session, path.id),
    'kindergartens.periods': async ({ session, query }) => listPeriods(session, query),
    'kindergartens.periodOverview': async ({ session, query }) => periodOverview(session, query),
    'kindergartens.period': async ({ session, path }) => getPeriod(session, path.id),
    'kindergartens.deletePeriod': async ({ session, path }) => deletePeriod(session, path.id),
    // Which year covers today decides what a saved year does; tests fix "today" with the clock header.
    'kindergartens.savePeriod': async ({ session, body, event }) =>
      atRequestTime(event.headers, () => savePeriod(session, body)),
    'kindergartens.periodsOfKindergarten': async ({ session, path }) =>
      periodsOfKindergarten(session, path.kindergartenId),
    'kindergartens.partners': async ({ session, query }) => listPartners(session, query),
    ...daysOffRoutes,
  },
  {
    objects: {
      ...daysOffObjects,
      'kindergartens.deletePeriod': kindergartenItemAtPath(keys.schoolYear),
      'kindergartens.savePeriod': kindergartenItemOfBody(keys.schoolYear),
    },
  },
);

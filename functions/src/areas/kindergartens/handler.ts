import { kindergartenAdministrationRoutes } from '@gradina/shared/manifest/routes/kindergartens/administration';
import { kindergartenClassProgramRoutes } from '@gradina/shared/manifest/routes/kindergartens/class-programs';
import { kindergartenDatabaseExportRoutes } from '@gradina/shared/manifest/routes/kindergartens/database-exports';
import { kindergartenDaysOffRoutes } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { kindergartenGroupRoutes } from '@gradina/shared/manifest/routes/kindergartens/groups';
import { kindergartenRoutes } from '@gradina/shared/manifest/routes/kindergartens/kindergartens';
import { kindergartenNeispuoRoutes } from '@gradina/shared/manifest/routes/kindergartens/neispuo-sync';
import { kindergartenPartnerRoutes } from '@gradina/shared/manifest/routes/kindergartens/partners';
import { kindergartenResourceRoutes } from '@gradina/shared/manifest/routes/kindergartens/resources';
import { kindergartenSchoolYearRoutes } from '@gradina/shared/manifest/routes/kindergartens/school-years';
import { kindergartenSubjectRoutes } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { keys } from '../../platform/db';
import { createAreaHandler } from '../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../platform/http/object-access';
import { entry } from '../../platform/http/route-entries';
import { groupProgramRoutes } from './class-programs/routes';
import { databaseExportRoutes } from './database-export/routes';
import { daysOffObjects, daysOffRoutes } from './days-off/routes';
import { groupsObjects, groupsRoutes } from './groups/routes';
import { changeKindergarten, institutions, myKindergartens } from './kindergartens';
import { masterKindergartenRoutes } from './master/routes';
import { neispuoSyncRoutes } from './neispuo-sync/routes';
import { listPartners } from './partners';
import { resourceObjects, resourceRoutes } from './resources/routes';
import {
  deleteSchoolYear,
  getSchoolYear,
  listSchoolYears,
  saveSchoolYear,
  schoolYearOverview,
  schoolYearsOfKindergarten,
} from './school-years';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  kindergartenRoutes,
  kindergartenSchoolYearRoutes,
  kindergartenPartnerRoutes,
  kindergartenResourceRoutes,
  kindergartenDaysOffRoutes,
  kindergartenGroupRoutes,
  kindergartenSubjectRoutes,
  kindergartenClassProgramRoutes,
  kindergartenNeispuoRoutes,
  kindergartenAdministrationRoutes,
  kindergartenDatabaseExportRoutes,
];

/** The kindergartens Lambda: the user's kindergartens and the switch, school years, partners. */
export const handler = createAreaHandler(
  'kindergartens',
  areaRoutes,
  {
    'kindergartens.list': entry.session(myKindergartens),
    'kindergartens.institutions': async ({ query }) => institutions(query),
    'kindergartens.change': entry.pathId(changeKindergarten),
    'kindergartens.schoolYears': entry.query(listSchoolYears),
    'kindergartens.schoolYearOverview': entry.query(schoolYearOverview),
    'kindergartens.schoolYear': entry.pathId(getSchoolYear),
    'kindergartens.deleteSchoolYear': entry.pathId(deleteSchoolYear),
    // Which year covers today decides what a saved year does; tests fix "today" with the clock header.
    'kindergartens.saveSchoolYear': entry.clockedBody(saveSchoolYear),
    'kindergartens.schoolYearsOfKindergarten': entry.path('kindergartenId', schoolYearsOfKindergarten),
    'kindergartens.partners': entry.query(listPartners),
    ...daysOffRoutes,
    ...groupsRoutes,
    ...groupProgramRoutes,
    ...masterKindergartenRoutes,
    ...databaseExportRoutes,
    ...resourceRoutes,
    ...neispuoSyncRoutes,
  },
  {
    objects: {
      ...daysOffObjects,
      ...groupsObjects,
      ...resourceObjects,
      'kindergartens.deleteSchoolYear': kindergartenItemAtPath(keys.schoolYear),
      'kindergartens.saveSchoolYear': kindergartenItemOfBody(keys.schoolYear),
    },
  },
);

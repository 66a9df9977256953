import type { kindergartenDaysOffRoutes } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { deleteDayOff, getDayOff, listDaysOff, months, saveDayOff, weeks } from './days-off';
import { dayOffKeys, groupsOfSchoolYear } from './items';
import { deleteNationalDay, nationalCalendar, nationalDaysOverview, saveNationalDay } from './national';

/** The handler entries of the days-off routes: thin calls of the feature's domain functions. */
export const daysOffRoutes: FeatureRoutes<typeof kindergartenDaysOffRoutes, typeof daysOffObjects> = {
  'kindergartens.daysOffOverview': entry.query(listDaysOff),
  'kindergartens.dayOff': entry.pathId(getDayOff),
  'kindergartens.saveDayOff': entry.save(saveDayOff),
  'kindergartens.dayOffGroups': async ({ session, query }) =>
    groupsOfSchoolYear(session.kindergartenId, query.periodId),
  'kindergartens.deleteDayOff': entry.pathId(deleteDayOff),
  'kindergartens.dateWeeks': entry.query(weeks),
  'kindergartens.dateMonths': entry.query(months),
  'kindergartens.nationalCalendar': async ({ query }) => nationalCalendar(query),
  'kindergartens.nationalDaysOverview': async ({ query }) => nationalDaysOverview(query),
  'kindergartens.saveNationalDay': entry.body(saveNationalDay),
  'kindergartens.deleteNationalDay': async ({ path }) => deleteNationalDay(path.guid),
};

/** The objects the days-off writes act on, for the pipeline's `kindergarten` rule (keys from the session's kindergarten). */
export const daysOffObjects = {
  'kindergartens.saveDayOff': kindergartenItemOfBody(dayOffKeys.dayOff),
  'kindergartens.deleteDayOff': kindergartenItemAtPath(dayOffKeys.dayOff),
} satisfies FeatureLoaders<typeof kindergartenDaysOffRoutes>;

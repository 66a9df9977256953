import type { kindergartenDaysOffRoutes } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { deleteDayOff, getDayOff, listDaysOff, months, saveDayOff, weeks } from './days-off';
import { type DayOffItem, dayOffKeys, groupsOfSchoolYear } from './items';
import { deleteNationalDay, nationalCalendar, nationalDaysOverview, saveNationalDay } from './national';

/** The handler entries of the days-off routes: thin calls of the feature's domain functions. */
export const daysOffRoutes: FeatureRoutes<typeof kindergartenDaysOffRoutes, typeof daysOffObjects> = {
  'kindergartens.daysOffOverview': async ({ session, query }) => listDaysOff(session, query),
  'kindergartens.dayOff': async ({ session, path }) => getDayOff(session, path.id),
  'kindergartens.saveDayOff': async ({ session, body, object }) => saveDayOff(session, body, object?.item),
  'kindergartens.dayOffGroups': async ({ session, query }) =>
    groupsOfSchoolYear(session.kindergartenId, query.periodId),
  'kindergartens.deleteDayOff': async ({ session, path }) => deleteDayOff(session, path.id),
  'kindergartens.dateWeeks': async ({ session, query }) => weeks(session, query),
  'kindergartens.dateMonths': async ({ session, query }) => months(session, query),
  'kindergartens.nationalCalendar': async ({ query }) => nationalCalendar(query),
  'kindergartens.nationalDaysOverview': async ({ query }) => nationalDaysOverview(query),
  'kindergartens.saveNationalDay': async ({ session, body }) => saveNationalDay(session, body),
  'kindergartens.deleteNationalDay': async ({ path }) => deleteNationalDay(path.guid),
};

/** The objects the days-off writes act on, for the pipeline's `kindergarten` rule (keys from the session's kindergarten). */
export const daysOffObjects = {
  'kindergartens.saveDayOff': kindergartenItemOfBody<DayOffItem>(dayOffKeys.dayOff),
  'kindergartens.deleteDayOff': kindergartenItemAtPath(dayOffKeys.dayOff),
} satisfies FeatureLoaders<typeof kindergartenDaysOffRoutes>;

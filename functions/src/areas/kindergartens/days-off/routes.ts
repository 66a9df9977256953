import type { kindergartenDaysOffRoutes } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { deleteDayOff, getDayOff, listDaysOff, months, saveDayOff, weeks } from './days-off';
import { type DayOffItem, groupsOfSchoolYear, readDayOff } from './items';
import { deleteNationalDay, nationalCalendar, nationalDaysOverview, saveNationalDay } from './national';

type DaysOffRouteId = (typeof kindergartenDaysOffRoutes)[number]['id'];

/** The handler entries of the days-off routes: thin calls of the feature's domain functions. */
export const daysOffRoutes: AreaImplementations<DaysOffRouteId> = {
  'kindergartens.daysOffOverview': async ({ session, query }) => listDaysOff(session, query),
  'kindergartens.dayOff': async ({ session, path }) => getDayOff(session, path.id),
  'kindergartens.saveDayOff': async ({ session, body, object }) =>
    saveDayOff(session, body, object?.item as DayOffItem | undefined),
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

/** A day off of the session's kindergarten (its key is built from it: another kindergarten's is not found). */
const dayOffObject = async (kindergartenId: string, id: string) => {
  const item = await readDayOff(kindergartenId, id);
  return item && { kindergartenId, authorId: item.createdBy, item };
};

/** The objects the days-off writes act on, for the pipeline's `kindergarten` rule. */
export const daysOffObjects: ObjectLoaders<DaysOffRouteId> = {
  'kindergartens.saveDayOff': async ({ session, body }) =>
    body.id ? dayOffObject(session.kindergartenId, body.id) : null,
  'kindergartens.deleteDayOff': async ({ session, path }) => dayOffObject(session.kindergartenId, path.id),
};

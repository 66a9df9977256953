import type { planningWeeklyScheduleRoutes } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { scheduleKeys } from './items';
import { deleteSchedule, groupSchedule, overview, saveSchedule, schedule } from './schedule';

/** The weekly schedules: thin entries over the feature's functions. */
export const weeklyScheduleRoutes: FeatureRoutes<
  typeof planningWeeklyScheduleRoutes,
  typeof weeklyScheduleObjects
> = {
  'planning.weeklyScheduleOverview': entry.query(overview),
  'planning.weeklySchedule': entry.pathId(schedule),
  'planning.groupWeeklySchedule': async ({ session, path, query }) =>
    groupSchedule(session, path.groupId, query.date),
  'planning.saveWeeklySchedule': entry.save(saveSchedule),
  'planning.deleteWeeklySchedule': entry.object(deleteSchedule),
};

export const weeklyScheduleObjects = {
  'planning.saveWeeklySchedule': kindergartenItemOfBody(scheduleKeys.schedule),
  'planning.deleteWeeklySchedule': kindergartenItemAtPath(scheduleKeys.schedule),
} satisfies FeatureLoaders<typeof planningWeeklyScheduleRoutes>;

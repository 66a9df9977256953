import type { planningWeeklyScheduleRoutes } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { readSchedule, type ScheduleItem } from './items';
import { deleteSchedule, groupSchedule, overview, saveSchedule, schedule } from './schedule';

/** The `group` rule's facts of a schedule: its group, and the group a save moves it to. */
const facts = (kindergartenId: string, item: ScheduleItem | undefined, target?: string) => ({
  kindergartenId,
  authorId: null,
  groupIds: item ? [item.groupId] : [],
  ...(target ? { targetGroupIds: [target] } : {}),
  item: item as ScheduleItem,
});

/** The weekly schedules: thin entries over the feature's functions. */
export const weeklyScheduleRoutes: FeatureRoutes<
  typeof planningWeeklyScheduleRoutes,
  typeof weeklyScheduleObjects
> = {
  'planning.weeklyScheduleOverview': entry.query(overview),
  'planning.weeklySchedule': entry.pathId(schedule),
  'planning.groupWeeklySchedule': async ({ session, path, query }) =>
    groupSchedule(session, path.groupId, query.date),
  'planning.saveWeeklySchedule': async ({ session, body, object }) =>
    saveSchedule(session, body, object?.item),
  'planning.deleteWeeklySchedule': entry.object(deleteSchedule),
};

export const weeklyScheduleObjects = {
  'planning.saveWeeklySchedule': async ({
    session,
    body,
  }: {
    session: { kindergartenId: string };
    body: { id?: string; groupId: string };
  }) => {
    if (!body.id) return null;
    const item = await readSchedule(session.kindergartenId, body.id);
    return item ? facts(session.kindergartenId, item, body.groupId) : undefined;
  },
  'planning.deleteWeeklySchedule': async ({
    session,
    path,
  }: {
    session: { kindergartenId: string };
    path: { id: string };
  }) => {
    const item = await readSchedule(session.kindergartenId, path.id);
    return item ? facts(session.kindergartenId, item) : undefined;
  },
} satisfies FeatureLoaders<typeof planningWeeklyScheduleRoutes>;

import type { ActivityTypeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { queryAll } from '../../../platform/db';

/**
 * The activities' references read, besides the aggregates, the national list of activity types (their
 * names): one Query of a partition that grows with types, never with kindergartens or children.
 */
export const nationalActivityTypes = async (): Promise<{ id: string; name: string }[]> =>
  (
    await queryAll<ActivityTypeItem>({
      partition: activityKeys.activityType('').PK,
      beginsWith: 'TYPE#',
      attributes: ['id', 'name'],
    })
  ).map((t) => ({ id: t.id, name: t.name }));

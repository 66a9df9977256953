import {
  deleteIfExists,
  getItem,
  putItem,
  queryAll,
  recordKey,
  tenantPrefix,
  versionedPut,
} from '../../../platform/db';

/**
 * The weekly schedules (docs/data-model.md, "Weekly schedules"): `KG#<kg>#SCHEDULES` / `SCHEDULE#<id>`, one
 * partition per kindergarten, so the overview is one Query; GSI1 `KG#<kg>#SCHEDULES#GROUP#<groupId>` /
 * `<validFrom>#<id>` finds the schedule of a group in force on a day.
 */
export const scheduleKeys = {
  schedule: recordKey<ScheduleItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#SCHEDULES`,
    SK: `SCHEDULE#${id}`,
  })),
  ofGroup: (kindergartenId: string, groupId: string, validFrom = '', id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#SCHEDULES#GROUP#${groupId}`,
    GSI1SK: validFrom ? `${validFrom}#${id}` : '',
  }),
} as const;

export interface ScheduleItemStored {
  type: 1 | 2 | 3 | 4;
  areaId: number | null;
  name: string;
  start: string | null;
  end: string | null;
}

export interface ScheduleItem {
  id: string;
  kindergartenId: string;
  groupId: string;
  groupName: string;
  periodId: string;
  name: string;
  validFrom: string;
  ageGroup: 1 | 2 | 3 | 4;
  days: { weekday: number; items: ScheduleItemStored[] }[];
  version: number;
  createdBy: string;
  modifiedBy: string;
}

export const schedulesOf = (kindergartenId: string) =>
  queryAll<ScheduleItem>({
    partition: scheduleKeys.schedule(kindergartenId, '').PK,
    beginsWith: 'SCHEDULE#',
  });

export const readSchedule = (kindergartenId: string, id: string) =>
  getItem<ScheduleItem>(scheduleKeys.schedule(kindergartenId, id), { consistent: true });

/** The group's schedule in force on `date`: the latest that starts by then (one Query of GSI1). */
export async function scheduleOfGroupOn(kindergartenId: string, groupId: string, date: string) {
  const [latest] = await queryAll<ScheduleItem>({
    index: 'GSI1',
    partition: scheduleKeys.ofGroup(kindergartenId, groupId).GSI1PK,
    between: ['0000', `${date}#~`],
    descending: true,
  });
  return latest;
}

/** A new schedule (`expected` 0) or an edit of the version read (409 when stale, 404 when gone). */
export function writeSchedule(item: ScheduleItem, expected: number) {
  const stored = {
    ...item,
    ...scheduleKeys.schedule(item.kindergartenId, item.id),
    ...scheduleKeys.ofGroup(item.kindergartenId, item.groupId, item.validFrom, item.id),
    type: 'WeeklySchedule',
  };
  return expected === 0 ? putItem(stored, { absent: true }) : versionedPut(stored, { expected });
}

export const removeSchedule = (kindergartenId: string, id: string) =>
  deleteIfExists(scheduleKeys.schedule(kindergartenId, id));

import type { ActivityItem, EnrollmentItem, FeeItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { monthCalendarKeys } from '../../../domain/calendar';
import { batchGet, isConditionFailure, queryAll, updateItem } from '../../../platform/db';

/**
 * Every DynamoDB request of the activity attendance (docs/areas/activity-enrollment.md). The month grid
 * reads three: one BatchGet of the activity, its attendance month and the calendar's month items, one Query
 * of the activity's enrolments and one of the month's fees of the activity (the paid ones lock their rows).
 */

/** Cells per UpdateItem: an expression string may not pass 4 KB. */
const cellsPerUpdate = 50;

export interface MonthWorld {
  activity: ActivityItem | undefined;
  /** The attendance month item (attributes `a#<childId>#<DD>`), undefined before the first mark. */
  marks: Record<string, unknown> | undefined;
  calendar: Record<string, unknown>[];
}

export async function monthWorld(
  kindergartenId: string,
  activityId: string,
  month: Month,
): Promise<MonthWorld> {
  const activityKey = activityKeys.activity(kindergartenId, activityId);
  const marksKey = activityKeys.attendanceMonth(kindergartenId, activityId, month);
  const items = await batchGet<Record<string, unknown>>(
    [activityKey, marksKey, ...monthCalendarKeys(kindergartenId, month)],
    { consistent: true },
  );
  const at = (k: { PK: string; SK: string }) => items.find((i) => i.PK === k.PK && i.SK === k.SK);
  return {
    activity: at(activityKey) as ActivityItem | undefined,
    marks: at(marksKey),
    calendar: items.filter((i) => i !== at(activityKey) && i !== at(marksKey)),
  };
}

/** The activity's enrolments, every child it ever had (one Query of its partition). */
export const enrollmentsOfActivity = (kindergartenId: string, activityId: string) =>
  queryAll<EnrollmentItem>({
    partition: activityKeys.enrollment(kindergartenId, activityId, '').PK,
    beginsWith: 'CHILD#',
  });

/** The month's fees of the activity (one Query of GSI2). */
export const feesOfActivityMonth = (kindergartenId: string, month: Month, activityId: string) => {
  const index = activityKeys.feesOfMonth(kindergartenId, month, activityId);
  return queryAll<FeeItem>({ index: 'GSI2', partition: index.GSI2PK, beginsWith: `${activityId}#` });
};

const chunks = <T>(list: readonly T[]) => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += cellsPerUpdate) out.push(list.slice(i, i + cellsPerUpdate));
  return out;
};

/**
 * Sets and clears cells of the attendance month item: each cell its own attribute, so two people marking
 * different cells never overwrite each other (the item is created by the first write).
 */
export async function writeMarks(
  kindergartenId: string,
  activityId: string,
  month: Month,
  cells: readonly { attribute: string; mark: number | null }[],
) {
  const key = activityKeys.attendanceMonth(kindergartenId, activityId, month);
  for (const part of chunks(cells)) {
    const set = Object.fromEntries(part.filter((c) => c.mark !== null).map((c) => [c.attribute, c.mark]));
    const remove = part.filter((c) => c.mark === null).map((c) => c.attribute);
    await updateItem(key, {
      set: { ...set, type: 'ActivityAttendanceMonth', activityId, month },
      ...(remove.length ? { remove } : {}),
    });
  }
}

/**
 * Sets cells only while none of them is marked (autofill never overwrites): false when one was marked
 * since the caller read the month, and the caller reads again.
 */
export async function fillUnmarked(
  kindergartenId: string,
  activityId: string,
  month: Month,
  cells: readonly { attribute: string; mark: number }[],
): Promise<boolean> {
  const key = activityKeys.attendanceMonth(kindergartenId, activityId, month);
  for (const part of chunks(cells)) {
    try {
      await updateItem(
        key,
        {
          set: {
            ...Object.fromEntries(part.map((c) => [c.attribute, c.mark])),
            type: 'ActivityAttendanceMonth',
            activityId,
            month,
          },
        },
        { missing: part.map((c) => c.attribute) },
      );
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }
  return true;
}

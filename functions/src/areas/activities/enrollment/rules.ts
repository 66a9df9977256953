import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ActivityItem, EnrollmentItem, EnrollmentPeriod } from '../../../domain/activities/items';
import { addDays } from '../../../domain/calendar';

/**
 * The rules of enrolment and removal as pure functions: each answers the refusal (the field and its
 * Bulgarian message, or a conflict's message) or undefined when the request may go on.
 */

export interface Refusal {
  kind: 'field' | 'conflict';
  field?: string;
  message: string;
}

const fieldRefusal = (field: string, message: string): Refusal => ({ kind: 'field', field, message });

/** The open period (or one ending on or after `date`): the child is, or will be, in the activity. */
export const openOn = (periods: readonly EnrollmentPeriod[], date: string) =>
  periods.some((p) => p.to === null || p.to >= date);

/** May the child be asked into the activity from `fromDate`? */
export function requestRefusal(
  activity: ActivityItem,
  child: { groupId?: string | null | undefined },
  fromDate: string,
  enrolment: EnrollmentItem | undefined,
): Refusal | undefined {
  if (!activity.enrollmentOpen)
    return fieldRefusal('activityId', 'Полето "Дейност": дейността не приема заявления за записване.');
  if (!child.groupId || !activity.groupIds.includes(child.groupId))
    return fieldRefusal('activityId', 'Полето "Дейност": дейността не е за групата на детето.');
  if (fromDate < activity.fromDate || fromDate > activity.toDate)
    return fieldRefusal(
      'fromDate',
      `Полето "От дата" трябва да е в сезона на дейността (${formatDateDigits(activity.fromDate)} – ${formatDateDigits(activity.toDate)}).`,
    );
  if (enrolment && openOn(enrolment.periods, fromDate))
    return { kind: 'conflict', message: 'Детето вече е записано в тази дейност.' };
  return undefined;
}

/** The first leave date a parent may give: today plus the activity's notice days. */
export const firstLeaveDate = (activity: Pick<ActivityItem, 'delistmentNoticeDays'>, today: string) =>
  addDays(today, Math.max(0, activity.delistmentNoticeDays));

/** May the parent take the child off the activity on `leaveDate` (its last day)? */
export function leaveRefusal(
  activity: ActivityItem,
  enrolment: EnrollmentItem | undefined,
  leaveDate: string,
  today: string,
): Refusal | undefined {
  if (!activity.delistmentEnabled)
    return fieldRefusal(
      'activityId',
      'Полето "Дейност": дейността не позволява отписване по заявление на родителя.',
    );
  const last = enrolment?.periods.at(-1);
  if (!last || last.to !== null) return { kind: 'conflict', message: 'Детето не е записано в тази дейност.' };
  const first = firstLeaveDate(activity, today);
  if (leaveDate < first)
    return fieldRefusal(
      'leaveDate',
      `Полето "Дата на отписване" трябва да е не по-рано от ${formatDateDigits(first)} (${activity.delistmentNoticeDays} дни предизвестие).`,
    );
  if (leaveDate < last.from)
    return fieldRefusal(
      'leaveDate',
      `Полето "Дата на отписване" не може да е преди записването (${formatDateDigits(last.from)}).`,
    );
  return undefined;
}

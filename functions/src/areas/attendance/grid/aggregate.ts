import { isCompulsoryAgeInMonth, StudentAttendanceStatus } from '@gradina/shared';
import type { Counters } from '../../../domain/aggregates';
import { daysOf } from './items';

/**
 * The attendance aggregate's counters of one child-month (the names the МОН reports read): `s1`…`s15` day
 * cells per status, `childMonths` 1, `compulsoryChildMonths` 1 for a child of compulsory age,
 * `unexcusedOver2` 1 when such a child has more than 2 unexcused (status 1) days, `familyReasonDays` status-4
 * cells. The stream consumer adds the difference of the old and new images; the demo data writes the sums.
 */

export const attendanceAggregateKind = 'attendance';

/** More unexcused days in a month than this, for a compulsory-age child, notify the director. */
export const unexcusedLimit = 2;

interface ChildMonthImage {
  type?: unknown;
  month?: unknown;
  birthDate?: unknown;
}

const isChildMonth = (item: ChildMonthImage | undefined): item is ChildMonthImage & { month: string } =>
  item?.type === 'ChildMonth' && typeof item.month === 'string';

/** The counters one child-month contributes (empty for anything that is not a child-month). */
export function childMonthCounters(item: (ChildMonthImage & object) | undefined): Counters {
  if (!isChildMonth(item)) return {};
  const counters: Counters = { childMonths: 1 };
  const days = Object.values(daysOf(item));
  for (const status of days) counters[`s${status}`] = (counters[`s${status}`] ?? 0) + 1;
  const familyReasonDays = days.filter((s) => s === StudentAttendanceStatus.FamilyReasonAbsence).length;
  if (familyReasonDays) counters.familyReasonDays = familyReasonDays;
  // The month's school year decides (shared attendance-rules: a September is the new year's).
  if (typeof item.birthDate === 'string' && isCompulsoryAgeInMonth(item.birthDate, item.month)) {
    counters.compulsoryChildMonths = 1;
    const unexcused = days.filter((s) => s === StudentAttendanceStatus.Absence).length;
    if (unexcused > unexcusedLimit) counters.unexcusedOver2 = 1;
  }
  return counters;
}

/** New minus old, leaving out what did not change. */
export function countersDelta(before: Counters, after: Counters): Counters {
  const delta: Counters = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    if (d !== 0) delta[name] = d;
  }
  return delta;
}

/** Sums of many child-months (the demo data's absolute counters). */
export function sumCounters(all: readonly Counters[]): Counters {
  const sum: Counters = {};
  for (const c of all) for (const [name, v] of Object.entries(c)) sum[name] = (sum[name] ?? 0) + v;
  return sum;
}

/** Whether a change makes a compulsory-age child cross the unexcused limit (the director's notice). */
export const crossedUnexcusedLimit = (before: Counters, after: Counters) =>
  (before.unexcusedOver2 ?? 0) === 0 && (after.unexcusedOver2 ?? 0) === 1;

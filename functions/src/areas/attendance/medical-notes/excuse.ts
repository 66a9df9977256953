import { StudentAttendanceStatus as S } from '@gradina/shared';
import { byGroup } from '../../../domain/groups/placements';
import type { RosterStay } from '../../../domain/groups/roster';
import type { ChildMonthItem } from '../grid/items';
import {
  childIdentity,
  dayOfDate,
  daysOf,
  isLocked,
  markDays,
  monthOfDate,
  readChildMonth,
  setDays,
} from '../grid/items';
import { readKindergartenMonthLock } from '../month-lock/month-lock';
import type { NoteItem } from './items';

/**
 * What an approved medical notice does to the grid (issue #24, point 5). Its working days that hold no mark,
 * an unexcused absence (1) or the director's "Заключен" (13) are excused as sickness (5). A day the director
 * locked is not changed by the ordinary write; it is reported, and the director may excuse it in the same
 * step (`excuseLocked`), which writes past the lock and is kept in the audit log by the caller.
 */

export const noteStatus = S.SicknessAbsence5;

/** The marks an excuse may replace: none, unexcused, and a locked day's "Заключен". */
const replaceable = (status: number | undefined) =>
  status === undefined || status === S.Absence || status === S.Locked;

/** A notice's days split by what excusing them needs: an ordinary write, or a write past a lock. */
export interface ExcusePlan {
  open: string[];
  locked: string[];
}

/**
 * The plan of a notice's days from the child-months (by `YYYY-MM`) they fall in and the months the director
 * locked for the whole kindergarten. Pure.
 */
export function excusePlan(
  days: readonly string[],
  months: ReadonlyMap<string, ChildMonthItem | undefined>,
  lockedMonths: ReadonlySet<string> = new Set(),
) {
  const plan: ExcusePlan = { open: [], locked: [] };
  for (const date of days) {
    const item = months.get(monthOfDate(date));
    const day = dayOfDate(date);
    if (!replaceable(daysOf(item)[day])) continue;
    (lockedMonths.has(monthOfDate(date)) || isLocked(item, day) ? plan.locked : plan.open).push(date);
  }
  return plan;
}

/**
 * Reads the notice's child-months (one consistent GetItem per month and group: each day is read in the group
 * the child was in on it, issue #24) and the kindergarten's month locks (one BatchGet per month), and plans
 * the excuse.
 */
export async function planExcuse(
  kindergartenId: string,
  n: Pick<NoteItem, 'childId' | 'days'>,
  stays: readonly RosterStay[],
) {
  const months = [...new Set(n.days.map(monthOfDate))];
  const locks = await Promise.all(months.map((m) => readKindergartenMonthLock(kindergartenId, m)));
  const lockedMonths = new Set(months.filter((_, i) => locks[i]?.isLocked));
  const plan: ExcusePlan = { open: [], locked: [] };
  for (const [groupId, days] of byGroup(stays, n.days)) {
    const inGroup = [...new Set(days.map(monthOfDate))];
    const items = await Promise.all(
      inGroup.map((m) => readChildMonth(kindergartenId, n.childId, groupId, m)),
    );
    const part = excusePlan(days, new Map(inGroup.map((m, i) => [m, items[i]])), lockedMonths);
    plan.open.push(...part.open);
    plan.locked.push(...part.locked);
  }
  return { open: plan.open.sort(), locked: plan.locked.sort() };
}

const byMonth = (dates: readonly string[]) => {
  const out = new Map<string, string[]>();
  for (const d of dates) out.set(monthOfDate(d), [...(out.get(monthOfDate(d)) ?? []), d]);
  return out;
};

/**
 * Excuses the open days, each in the group the child was in on it (the grid's `setDays`: a lock set
 * meanwhile keeps its day); answers those set.
 */
export async function excuseOpenDays(
  kindergartenId: string,
  n: Pick<NoteItem, 'childId'>,
  stays: readonly RosterStay[],
  dates: readonly string[],
): Promise<string[]> {
  const set: string[] = [];
  for (const [groupId, inGroup] of byGroup(stays, dates))
    for (const [month, days] of byMonth(inGroup))
      set.push(
        ...(await setDays(
          kindergartenId,
          {
            childId: n.childId,
            groupId,
            month,
            days: Object.fromEntries(days.map((d) => [d, noteStatus])),
          },
          { allowOverwrite: [S.Absence] },
        )),
      );
  return set;
}

/**
 * Excuses locked days past their lock (the director's confirmation), each in the group the child was in on
 * it: one UpdateItem per month and group.
 */
export async function excuseLockedDays(
  kindergartenId: string,
  n: Pick<NoteItem, 'childId'>,
  stays: readonly RosterStay[],
  dates: readonly string[],
): Promise<string[]> {
  const done: string[] = [];
  for (const [groupId, inGroup] of byGroup(stays, dates))
    for (const [month, days] of byMonth(inGroup)) {
      const who =
        (await readChildMonth(kindergartenId, n.childId, groupId, month)) ??
        (await childIdentity(kindergartenId, n.childId, groupId, month));
      if (!who) continue;
      await markDays(who, Object.fromEntries(days.map((d) => [dayOfDate(d), noteStatus])), {
        overrideLocks: true,
      });
      done.push(...days);
    }
  return done;
}

import { StudentAttendanceStatus as S } from '@gradina/shared';
import {
  type ChildMonthItem,
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
 * Reads the notice's child-months (one consistent GetItem per month) and the kindergarten's month locks (one
 * BatchGet per month), and plans the excuse.
 */
export async function planExcuse(kindergartenId: string, n: Pick<NoteItem, 'childId' | 'groupId' | 'days'>) {
  const months = [...new Set(n.days.map(monthOfDate))];
  const [items, locks] = await Promise.all([
    Promise.all(months.map((m) => readChildMonth(kindergartenId, n.childId, n.groupId, m))),
    Promise.all(months.map((m) => readKindergartenMonthLock(kindergartenId, m))),
  ]);
  const lockedMonths = new Set(months.filter((_, i) => locks[i]?.isLocked));
  return excusePlan(n.days, new Map(months.map((m, i) => [m, items[i]])), lockedMonths);
}

const byMonth = (dates: readonly string[]) => {
  const out = new Map<string, string[]>();
  for (const d of dates) out.set(monthOfDate(d), [...(out.get(monthOfDate(d)) ?? []), d]);
  return out;
};

/** Excuses the open days (the grid's `setDays`: a lock set meanwhile keeps its day); answers those set. */
export async function excuseOpenDays(
  kindergartenId: string,
  n: Pick<NoteItem, 'childId' | 'groupId'>,
  dates: readonly string[],
): Promise<string[]> {
  const set: string[] = [];
  for (const [month, days] of byMonth(dates))
    set.push(
      ...(await setDays(
        kindergartenId,
        {
          childId: n.childId,
          groupId: n.groupId,
          month,
          days: Object.fromEntries(days.map((d) => [d, noteStatus])),
        },
        { allowOverwrite: [S.Absence] },
      )),
    );
  return set;
}

/** Excuses locked days past their lock (the director's confirmation): one UpdateItem per month. */
export async function excuseLockedDays(
  kindergartenId: string,
  n: Pick<NoteItem, 'childId' | 'groupId'>,
  dates: readonly string[],
): Promise<string[]> {
  const done: string[] = [];
  for (const [month, days] of byMonth(dates)) {
    const who =
      (await readChildMonth(kindergartenId, n.childId, n.groupId, month)) ??
      (await childIdentity(kindergartenId, n.childId, n.groupId, month));
    if (!who) continue;
    await markDays(who, Object.fromEntries(days.map((d) => [dayOfDate(d), noteStatus])), {
      overrideLocks: true,
    });
    done.push(...days);
  }
  return done;
}

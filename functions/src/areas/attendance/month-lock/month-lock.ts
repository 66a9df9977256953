import { formatMonth } from '@gradina/shared/format-dates';
import type {
  LockKindergartenMonthBody,
  MonthLockState,
} from '@gradina/shared/manifest/routes/attendance/month-lock';
import { monthOf } from '../../../domain/calendar';
import { recordAudit } from '../../../platform/audit/audit';
import { now, sofiaToday } from '../../../platform/clock';
import { batchGet } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { monthLockItemsOf, monthLockKeys, putKindergartenMonth, putLockSettings } from './items';
import { monthLockOf } from './rules';

/** The route functions of the kindergarten's month lock (issue #24, point 9). */

/** Whether `month` is locked for the kindergarten today, from the items of a BatchGet with `monthLockKeys`. */
export function kindergartenMonthLockOf(
  kindergartenId: string,
  month: string,
  items: readonly Record<string, unknown>[],
) {
  const { item, autoLockDay } = monthLockItemsOf(kindergartenId, month, items);
  return monthLockOf(month, item, autoLockDay, sofiaToday());
}

/**
 * Whether `month` (`YYYY-MM`) is locked for the whole kindergarten today: one BatchGet. Other attendance
 * features (medical notices, family-reason requests) call it before writing days of a month.
 */
export async function readKindergartenMonthLock(kindergartenId: string, month: string) {
  return kindergartenMonthLockOf(kindergartenId, month, await batchGet(monthLockKeys(kindergartenId, month)));
}

/** The month's lock and the automatic lock setting, as the attendance page shows them: one BatchGet. */
export async function monthLockState(
  session: TenantRouteSession,
  year: number,
  month: number,
): Promise<MonthLockState> {
  const state = await readKindergartenMonthLock(session.kindergartenId, monthOf(year, month));
  return { ...state, canLock: isKindergartenManager(session) };
}

/**
 * Locks the month for every group, or unlocks it with a reason; both go to the audit log. An unlock of an
 * open month is a 409 (nothing to unlock: the reason would record a change that did not happen).
 */
export async function lockKindergartenMonth(session: TenantRouteSession, body: LockKindergartenMonthBody) {
  const kg = session.kindergartenId;
  if (!body.locked) {
    const current = await readKindergartenMonthLock(kg, body.month);
    if (!current.isLocked) throw conflict(`Месецът ${shownMonth(body.month)} не е заключен.`);
  }
  await putKindergartenMonth({
    type: 'KindergartenMonth',
    kindergartenId: kg,
    month: body.month,
    state: body.locked ? 'locked' : 'unlocked',
    changedAt: now().toISOString(),
    changedBy: session.userId,
    reason: body.locked ? null : (body.reason ?? null),
  });
  await recordAudit({
    kindergartenId: kg,
    event: body.locked ? 'attendance.month-locked' : 'attendance.month-unlocked',
    actorUserId: session.userId,
    details: { month: body.month, ...(body.locked ? {} : { reason: body.reason ?? null }) },
  });
  return saved(body.month);
}

/** Turns the automatic lock on (a day 1-28 of the next month) or off (null); recorded in the audit log. */
export async function saveMonthAutoLock(session: TenantRouteSession, autoLockDay: number | null) {
  await putLockSettings(session.kindergartenId, autoLockDay);
  await recordAudit({
    kindergartenId: session.kindergartenId,
    event: 'attendance.auto-lock-changed',
    actorUserId: session.userId,
    details: { autoLockDay },
  });
  return saved(session.kindergartenId);
}

/** `2026-11` → `ноември 2026`, as the messages show a month. */
export const shownMonth = (month: string) => formatMonth(`${month}-15T12:00:00Z`);

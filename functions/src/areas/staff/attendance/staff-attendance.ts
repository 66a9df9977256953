import type { StaffAttendanceMonth } from '@gradina/shared/manifest/routes/staff/attendance';
import { monthOf } from '../../../domain/calendar';
import { sofiaToday } from '../../../platform/clock';
import { forbidden, invalidField, refuseInvalid } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { listStaff } from '../records/items';
import { type CellInput, checkCells, gridOf, staffOfMonth, writesOf } from './attendance';
import {
  isMonthLocked,
  lockedMonthMessage,
  markStaffDays,
  readRosterAndCalendar,
  readStaffMonth,
  setMonthLock,
} from './items';
import { workingMonth, workingMonthOf } from './month-days';

/** The handler functions of the staff month grid: read, check, write, answer. */

/**
 * A month's grid: two requests, the staff roster with the month's calendar items (one BatchGet) and the
 * month's items with the lock (one Query).
 */
export async function staffMonthGrid(
  kindergartenId: string,
  year: number,
  month: number,
): Promise<StaffAttendanceMonth> {
  const key = monthOf(year, month);
  const [{ staff, calendarItems }, stored] = await Promise.all([
    readRosterAndCalendar(kindergartenId, key),
    readStaffMonth(kindergartenId, key),
  ]);
  const days = workingMonthOf(kindergartenId, year, month, calendarItems);
  return gridOf(year, month, staff, stored.staff, stored.locked, days);
}

/** The current month of the Sofia calendar. */
export function currentMonth(): { year: number; month: number } {
  const today = sofiaToday();
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/**
 * Marks cells: every cell checked first (400 naming the first bad field, nothing written), the month's lock
 * read, then ONE UpdateItem per staff member of the request.
 */
export async function markCells(session: TenantRouteSession, cells: readonly CellInput[]) {
  const kg = session.kindergartenId;
  const first = cells[0] as CellInput;
  const year = Number(first.forDate.slice(0, 4));
  const month = Number(first.forDate.slice(5, 7));
  const [staff, days, locked] = await Promise.all([
    listStaff(kg),
    workingMonth(kg, year, month),
    isMonthLocked(kg, monthOf(year, month)),
  ]);
  const ids = new Set(staffOfMonth(staff, days).map((s) => s.userId));
  const errors = checkCells(cells, ids, days, sofiaToday());
  refuseInvalid(errors);
  if (locked) throw invalidField('cells', lockedMonthMessage);
  const writes = writesOf(cells);
  await Promise.all(
    [...writes].map(([staffId, marks]) => markStaffDays(kg, monthOf(year, month), staffId, marks)),
  );
  return saved(null);
}

/** Locks or unlocks a month: the kindergarten's director (or its administrator, who acts for them) only. */
export async function lockMonth(session: TenantRouteSession, year: number, month: number, locked: boolean) {
  if (!isKindergartenManager(session)) throw forbidden('Само директорът може да заключва и отключва месец.');
  const kg = session.kindergartenId;
  const [staff, days] = await Promise.all([listStaff(kg), workingMonth(kg, year, month)]);
  const ids = staffOfMonth(staff, days).map((s) => s.userId);
  await setMonthLock(kg, monthOf(year, month), ids, locked, session.userId);
  return saved(monthOf(year, month));
}

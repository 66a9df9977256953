import { Role } from '@gradina/shared';
import type {
  AttendanceMark,
  GroupAttendanceMonth,
  MarkAttendanceBody,
} from '@gradina/shared/manifest/routes/attendance/grid';
import { monthWorkingDays, monthWorkingDaysOf } from '../../../platform/calendar';
import type { GroupItem } from '../../../platform/groups/group-reads';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  type ChildMonthIdentity,
  childrenByIds,
  dayOfDate,
  type GroupMonthItem,
  type Month,
  markDays,
  monthOfDate,
  ownChildIds,
  type RosterChild,
  readGroupAndCalendar,
  readGroupMonth,
  rosterOfGroup,
  setChildLocks,
  setGroupLocks,
} from './items';
import { buildGroupMonth } from './month';
import { notifyParentsOfAbsences } from './parent-toasts';
import { changedLocks, checkMarks, marksByChild } from './rules';

/** The grid's route functions: read a group's month, mark cells, lock days (docs/areas/attendance-grid.md). */

const monthKey = (year: number, month: number): Month => `${year}-${String(month).padStart(2, '0')}`;

const teaches = (session: TenantRouteSession, group: Pick<GroupItem, 'teacherIds'>) =>
  (group.teacherIds ?? []).includes(session.userId);

export const groupNotFound = 'Групата не е намерена.';

/**
 * A group's month: a teacher reads only their groups (403 else), a parent the same reply with only their own
 * children's rows (none in a group without their child: no other child's name or marks leave the server).
 */
export async function groupMonth(
  session: TenantRouteSession,
  groupId: string,
  year: number,
  month: number,
  studentIds?: readonly string[],
): Promise<GroupAttendanceMonth> {
  const kg = session.kindergartenId;
  const key = monthKey(year, month);
  const isParent = session.role === Role.Parent;
  // Two requests for staff: the group with its roster and the month's calendar items (one BatchGet), and the
  // month's child-months with the locks (one Query). A parent's own children are one more (their links).
  const [{ group, roster, calendarItems }, stored, own] = await Promise.all([
    readGroupAndCalendar(kg, groupId, key),
    readGroupMonth(kg, groupId, key),
    isParent ? ownChildIds(session.userId, kg) : Promise.resolve(undefined),
  ]);
  if (!group) throw notFound(groupNotFound);
  const calendar = monthWorkingDaysOf(kg, year, month, calendarItems, groupId);
  const manager = isKindergartenManager(session);
  if (session.role === Role.Teacher && !teaches(session, group))
    throw forbidden('Учителят вижда присъствията само на своите групи.');
  const wanted = (id: string) => (!studentIds?.length || studentIds.includes(id)) && (!own || own.has(id));
  const grid = buildGroupMonth({
    group: { id: group.id, name: group.name },
    year,
    month,
    calendar,
    items: stored.children.filter((i) => wanted(i.childId)),
    locks: stored.locks,
    roster: roster.filter((c) => wanted(c.id)),
    canMark: session.can('StudentAttendances', 'update') && (manager || teaches(session, group)),
    canLock: manager,
  });
  return grid;
}

const identityOf = (kg: string, groupId: string, month: Month, c: RosterChild): ChildMonthIdentity => ({
  kindergartenId: kg,
  groupId,
  childId: c.id,
  month,
  firstName: c.firstName,
  lastName: c.lastName,
  birthDate: c.birthDate,
});

/** Marks cells (the object rule let only the group's teachers and the director through). */
export async function markCells(session: TenantRouteSession, body: MarkAttendanceBody) {
  const kg = session.kindergartenId;
  const manager = isKindergartenManager(session);
  if (body.lock) {
    if (!manager) throw forbidden('Само директорът заключва и отключва дни.');
    await lockDays(kg, body.groupId, body.lock);
  }
  if (body.cells.length === 0) {
    if (body.lock) return saved(body.groupId);
    throw badRequest('Полето "Клетки": изберете поне една клетка.', [
      { field: 'cells', message: 'Полето "Клетки": изберете поне една клетка.' },
    ]);
  }
  const month = monthOfDate(body.cells[0]!.forDate);
  const year = Number(month.slice(0, 4));
  const childIds = [...new Set(body.cells.map((c) => c.studentId))];
  const [stored, children, calendar] = await Promise.all([
    readGroupMonth(kg, body.groupId, month),
    childrenByIds(kg, childIds),
    monthWorkingDays(kg, year, Number(month.slice(5, 7)), body.groupId),
  ]);
  const byId = new Map(children.map((c) => [c.id, c]));
  const errors = checkMarks(body.cells, {
    groupId: body.groupId,
    month,
    children: byId,
    calendar,
    items: new Map(stored.children.map((i) => [i.childId, i])),
    locks: stored.locks,
    isManager: manager,
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  // One UpdateItem per child: a child's cells of the month are attributes of one item.
  await Promise.all(
    [...marksByChild(body.cells)].map(([childId, days]) =>
      markDays(identityOf(kg, body.groupId, month, byId.get(childId)!), days, {
        overrideLocks: manager,
        locks: stored.locks,
      }),
    ),
  );
  await notifyParentsOfAbsences(kg, body.cells as AttendanceMark[], byId);
  return saved(body.groupId);
}

/** The director's lock or unlock of days or of a month: the group's locks, then each child's item. */
async function lockDays(kg: string, groupId: string, lock: NonNullable<MarkAttendanceBody['lock']>) {
  const months = new Set(lock.dates.map(monthOfDate));
  if (lock.month) months.add(lock.month);
  if (months.size !== 1)
    throw badRequest('Полето "Дни": заключването е за дни от един месец или за един месец.', [
      {
        field: 'lock.dates',
        message: 'Полето "Дни": заключването е за дни от един месец или за един месец.',
      },
    ]);
  const month = [...months][0]!;
  const [stored, roster] = await Promise.all([
    readGroupMonth(kg, groupId, month),
    rosterOfGroup(kg, groupId),
  ]);
  const next: Pick<GroupMonthItem, 'lockedDays' | 'monthLocked'> = {
    lockedDays: changedLocks(stored.locks?.lockedDays ?? [], lock.dates.map(dayOfDate), lock.locked),
    monthLocked: lock.month ? lock.locked : stored.locks?.monthLocked === true,
  };
  const locks = { lockedDays: next.lockedDays ?? [], monthLocked: next.monthLocked === true };
  await setGroupLocks(kg, groupId, month, locks);
  const who = new Map<string, ChildMonthIdentity>(stored.children.map((i) => [i.childId, i]));
  for (const c of roster) if (!who.has(c.id)) who.set(c.id, identityOf(kg, groupId, month, c));
  await Promise.all([...who.values()].map((w) => setChildLocks(w, locks)));
}

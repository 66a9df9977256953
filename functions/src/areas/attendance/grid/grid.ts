import { Role } from '@gradina/shared';
import type {
  AttendanceMark,
  GroupAttendanceMonth,
  MarkAttendanceBody,
} from '@gradina/shared/manifest/routes/attendance/grid';
import { monthOf, monthWorkingDaysOf } from '../../../domain/calendar';
import type { GroupItem } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { ApiError, forbidden, invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { kindergartenMonthLockOf } from '../month-lock/month-lock';
import { checkFamilyMarks } from '../requests/family-limit';
import type { ChildMonthIdentity, ChildMonthItem, GroupMonthItem, Month, RosterChild } from './items';
import {
  childMonthsElsewhere,
  dayOfDate,
  markDays,
  monthOfDate,
  ownChildIds,
  readGroupAndCalendar,
  readGroupMonth,
  rosterOfGroup,
  setChildLocks,
  setGroupLocks,
} from './items';
import { buildGroupMonth } from './month';
import { familyCountsOf, readMonthExtras } from './month-extras';
import { notifyParentsOfAbsences } from './parent-toasts';
import { changedLocks, checkMarks, markedElsewhere, marksByChild, otherGroupsOf } from './rules';

/** The grid's route functions: read a group's month, mark cells, lock days (docs/areas/attendance-grid.md). */

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
  const key = monthOf(year, month);
  const isParent = session.role === Role.Parent;
  // Two requests for the grid: the group with its roster and the month's calendar items (one BatchGet), and
  // the month's child-months with the locks (one Query); three for the reply's requests, notices and
  // family-reason counts (month-extras.ts). A parent's own children are one more (their links).
  const [{ group, roster, calendarItems }, stored, own, extras] = await Promise.all([
    readGroupAndCalendar(kg, groupId, key),
    readGroupMonth(kg, groupId, key),
    isParent ? ownChildIds(session.userId, kg) : Promise.resolve(undefined),
    readMonthExtras(kg, key),
  ]);
  if (!group) throw notFound(groupNotFound);
  const calendar = monthWorkingDaysOf(kg, year, month, calendarItems, groupId);
  const manager = isKindergartenManager(session);
  if (session.role === Role.Teacher && !teaches(session, group))
    throw forbidden('Учителят вижда присъствията само на своите групи.');
  const wanted = (id: string) => (!studentIds?.length || studentIds.includes(id)) && (!own || own.has(id));
  const kgLock = kindergartenMonthLockOf(kg, key, calendarItems);
  const items = stored.children.filter((i) => wanted(i.childId));
  const rows = roster.filter((c) => wanted(c.id));
  const family = await familyCountsOf(kg, key, rowChildren(rows, items, groupId, key));
  const grid = buildGroupMonth({
    group: { id: group.id, name: group.name },
    year,
    month,
    calendar,
    items,
    locks: stored.locks,
    roster: rows,
    canMark: session.can('StudentAttendances', 'update') && (manager || teaches(session, group)),
    canLock: manager,
    family,
    requests: extras.requests,
    notes: extras.notes,
    today: sofiaToday(),
  });
  return kgLock.isLocked ? lockedForKindergarten(grid) : grid;
}

/** The children the month's rows are about (the roster's whose stay here touches the month, and the items'). */
function rowChildren(
  roster: readonly RosterChild[],
  items: readonly ChildMonthItem[],
  groupId: string,
  month: Month,
) {
  const from = `${month}-01`;
  const to = `${month}-31`;
  const out = new Map(items.map((i) => [i.childId, { id: i.childId, birthDate: i.birthDate }]));
  for (const c of roster)
    if (
      !c.stays ||
      c.stays.some(
        (s) => s.groupId === groupId && s.fromDate <= to && (s.toDate === null || s.toDate >= from),
      )
    )
      out.set(c.id, { id: c.id, birthDate: c.birthDate });
  return [...out.values()].slice(0, 100);
}

/** The grid of a month the kindergarten locked: every day and cell locked, for everyone. */
const lockedForKindergarten = (grid: GroupAttendanceMonth): GroupAttendanceMonth => ({
  ...grid,
  isMonthLocked: true,
  isKindergartenMonthLocked: true,
  days: grid.days.map((d) => ({ ...d, isDayLocked: true })),
  students: grid.students.map((s) => ({
    ...s,
    absencesLocked: true,
    attendances: s.attendances.map((c) => ({ ...c, isDayLocked: true })),
  })),
});

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
    throw invalidField('cells', 'Полето "Клетки": изберете поне една клетка.');
  }
  const month = monthOfDate(body.cells[0]!.forDate);
  const year = Number(month.slice(0, 4));
  // The group's roster (with each child's stays) comes with the calendar in one BatchGet: the checks of
  // membership need no read of the children (issue #24: the group of each day, not the group of today).
  const [stored, { group, roster, calendarItems }] = await Promise.all([
    readGroupMonth(kg, body.groupId, month),
    readGroupAndCalendar(kg, body.groupId, month),
  ]);
  if (!group) throw notFound(groupNotFound);
  const calendar = monthWorkingDaysOf(kg, year, Number(month.slice(5, 7)), calendarItems, body.groupId);
  const byId = new Map(roster.map((c) => [c.id, c]));
  const errors = checkMarks(body.cells, {
    groupId: body.groupId,
    month,
    children: byId,
    calendar,
    items: new Map(stored.children.map((i) => [i.childId, i])),
    locks: stored.locks,
    isManager: manager,
    kindergartenMonthLocked: kindergartenMonthLockOf(kg, month, calendarItems).isLocked,
    today: sofiaToday(),
  });
  refuseInvalid(errors);
  await refuseMarkedElsewhere(kg, body.groupId, month, body.cells, byId);
  // The family-reason limit (requests/family-limit.ts): 409 past it; each child's counter follows its write.
  const family = await checkFamilyMarks(kg, body.groupId, body.cells, byId, stored.children);
  // One UpdateItem per child: a child's cells of the month are attributes of one item.
  await Promise.all(
    [...marksByChild(body.cells)].map(([childId, days]) =>
      markDays(identityOf(kg, body.groupId, month, byId.get(childId)!), days, {
        overrideLocks: manager,
        locks: stored.locks,
      }).then(() => family.record(childId)),
    ),
  );
  await notifyParentsOfAbsences(kg, body.cells as AttendanceMark[], byId);
  return saved(body.groupId);
}

/**
 * A child is never marked in two groups on one day (issue #24, point 2): the marks of a child who had a stay
 * in another group during the school year are checked against that group's item of the month (one BatchGet;
 * none for the children who stayed in this group), and a day held there is a 409 naming the group.
 */
async function refuseMarkedElsewhere(
  kg: string,
  groupId: string,
  month: Month,
  cells: readonly AttendanceMark[],
  children: ReadonlyMap<string, RosterChild>,
) {
  const pairs = [...new Set(cells.map((c) => c.studentId))].flatMap((childId) => {
    const child = children.get(childId);
    return child ? otherGroupsOf(child, groupId, month).map((g) => ({ childId, groupId: g })) : [];
  });
  const elsewhere = await childMonthsElsewhere(kg, month, pairs);
  const names = new Map(
    [...children.values()].flatMap((c) => (c.stays ?? []).map((s) => [s.groupId, s.groupName] as const)),
  );
  const found = markedElsewhere(cells, elsewhere, (g) => names.get(g) ?? '');
  if (found)
    throw new ApiError(409, 'conflict', found.message, [
      { field: `cells[${found.index}].forDate`, message: found.message },
    ]);
}

/** The director's lock or unlock of days or of a month: the group's locks, then each child's item. */
async function lockDays(kg: string, groupId: string, lock: NonNullable<MarkAttendanceBody['lock']>) {
  const months = new Set(lock.dates.map(monthOfDate));
  if (lock.month) months.add(lock.month);
  if (months.size !== 1)
    throw invalidField('lock.dates', 'Полето "Дни": заключването е за дни от един месец или за един месец.');
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

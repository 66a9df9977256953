import { Role } from '@gradina/shared';
import type {
  ActivityAttendanceMonth,
  ActivityMarksBody,
} from '@gradina/shared/manifest/routes/activities/attendance';
import { markAttribute } from '../../../domain/activities/items';
import { childMonthsOf, kindOf } from '../../../domain/attendance';
import { monthOf, monthWorkingDaysOf } from '../../../domain/calendar';
import { listScope } from '../../../domain/children/access';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { autofillCells, dayOf, gridRows, lockedChildren, sessionDays } from './grid';
import { enrollmentsOfActivity, feesOfActivityMonth, fillUnmarked, monthWorld, writeMarks } from './items';

/**
 * An activity's month of attendance: the grid (parents see their own children's rows), marks by the
 * activity's teacher or a manager, and autofill from the kindergarten's attendance. A child's month is
 * locked once its fee of the activity has money on it (paid in part or whole, or an online payment under
 * way): the fee was computed from these marks.
 */

interface MonthRef {
  activityId: string;
  year: number;
  month: number;
}

const activityNotFound = 'Дейността не е намерена.';

async function loadMonth(session: TenantRouteSession, ref: MonthRef) {
  const month = monthOf(ref.year, ref.month);
  const [world, enrolments, fees] = await Promise.all([
    monthWorld(session.kindergartenId, ref.activityId, month),
    enrollmentsOfActivity(session.kindergartenId, ref.activityId),
    feesOfActivityMonth(session.kindergartenId, month, ref.activityId),
  ]);
  const activity = world.activity;
  if (!activity) throw notFound(activityNotFound);
  const days = sessionDays(
    activity,
    monthWorkingDaysOf(session.kindergartenId, ref.year, ref.month, world.calendar),
  );
  const rows = gridRows(enrolments, world.marks, days, lockedChildren(fees));
  return { month, activity, days, rows };
}

const mayMark = (session: TenantRouteSession, activity: { teacherId: string | null }) =>
  session.can('ActivityAttendances', 'update') &&
  (isKindergartenManager(session) || (activity.teacherId !== null && activity.teacherId === session.userId));

export async function attendanceMonth(
  session: TenantRouteSession,
  ref: MonthRef,
): Promise<ActivityAttendanceMonth> {
  const { activity, days, rows } = await loadMonth(session, ref);
  let shown = rows;
  if (session.role === Role.Parent) {
    const scope = await listScope(session);
    shown = rows.filter((r) => 'childIds' in scope && scope.childIds.has(r.studentId));
    if (shown.length === 0) throw notFound(activityNotFound);
  }
  return {
    activityId: activity.id,
    activityName: activity.name,
    year: ref.year,
    month: ref.month,
    sessionDays: days,
    canMark: mayMark(session, activity),
    students: shown,
    presentCount: shown.reduce((n, r) => n + r.presentDays, 0),
    absentCount: shown.reduce((n, r) => n + r.absentDays, 0),
  };
}

function checkMarker(session: TenantRouteSession, activity: { teacherId: string | null }) {
  if (!mayMark(session, activity))
    throw forbidden('Присъствието в дейността отбелязват нейният учител и директорът.');
}

export async function markAttendance(session: TenantRouteSession, body: ActivityMarksBody) {
  const { month, activity, rows } = await loadMonth(session, body);
  checkMarker(session, activity);
  const byChild = new Map(rows.map((r) => [r.studentId, r]));
  const cells = body.marks.map((m, i) => {
    const row = byChild.get(m.studentId);
    if (!row)
      throw invalidField(
        `marks.${i}.studentId`,
        'Полето "Дете": детето не е записано в дейността през месеца.',
      );
    const cell = row.cells.find((c) => dayOf(c.date) === m.day);
    if (!cell)
      throw invalidField(`marks.${i}.day`, `Полето "Ден": ${m.day} не е ден със занимание през месеца.`);
    if (!cell.isEnrolled)
      throw invalidField(`marks.${i}.day`, `Полето "Ден": на ${m.day} детето не е записано в дейността.`);
    if (row.isLocked)
      throw conflict(
        `Таксата на ${row.studentName} за месеца е платена: присъствието не може да се променя.`,
      );
    return { attribute: markAttribute(m.studentId, m.day), mark: m.mark };
  });
  await writeMarks(session.kindergartenId, activity.id, month, cells);
  return saved(activity.id);
}

/**
 * Autofill: the unmarked session days from the kindergarten's attendance of the month (one Query of its
 * child-months). A mark made meanwhile fails the write's condition; it reads again (at most 3 times).
 */
export async function autofill(session: TenantRouteSession, ref: MonthRef) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { month, activity, rows } = await loadMonth(session, ref);
    checkMarker(session, activity);
    const kindergarten = await childMonthsOf(session.kindergartenId, month);
    const statusOf = new Map(kindergarten.map((c) => [c.childId, c.days]));
    const cells = autofillCells(rows, (childId, day) => kindOf(statusOf.get(childId)?.[day]));
    if (await fillUnmarked(session.kindergartenId, activity.id, month, cells))
      return { filled: cells.length };
  }
  throw conflict('Присъствието се отбелязва в момента от друг потребител. Опитайте отново.');
}

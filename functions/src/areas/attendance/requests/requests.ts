import { AbsenceType, RequestStatus, StudentAttendanceStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { AttendanceRequest, RequestBody } from '@gradina/shared/manifest/routes/attendance/requests';
import { summerMonths } from '@gradina/shared/manifest/routes/attendance/requests';
import { pick } from '@gradina/shared/record-fields';
import type { FamilyDays } from '../../../domain/attendance/family-reason';
import {
  familyLimitFor,
  isLimited,
  overLimit,
  requestLimitMessage,
  schoolYearOf,
} from '../../../domain/attendance/family-reason';
import { type RequestItem, requestsOfSchoolYear } from '../../../domain/attendance/requests';
import { workingDatesBetween } from '../../../domain/attendance/working-days';
import { addDays, weekdayOf } from '../../../domain/calendar';
import type { ChildRow } from '../../../domain/children/access';
import * as childAccess from '../../../domain/children/access';
import { byGroup, groupOfDay, staysOrCurrent } from '../../../domain/groups/placements';
import { now, sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { monthOfDate, setDays } from '../grid/items';
import { readKindergartenMonthLock } from '../month-lock/month-lock';
import {
  createCounted,
  createUncounted,
  decide,
  newSuffix,
  readFamilyDays,
  readFamilyLimitRules,
  readRequest,
  recordMarkedDays,
  removePending,
  requestsOfChild,
} from './items';
import { overlapping } from './limit';

/**
 * Absence requests: a parent's (or staff's) family-reason request within the national limit, a summer
 * declaration of the weeks a child attends, the director's decision, withdrawal and the lists.
 */

/** The child must be in a group and enrolled over the whole period. */
export function enrolmentRefusal(child: ChildRow, from: string, to: string) {
  if (!child.groupId) return invalidField('studentId', 'Полето "Дете": детето не е записано в група.');
  if (child.enrolledOn && from < child.enrolledOn)
    return invalidField(
      'fromDate',
      `Полето "От дата": детето е записано от ${formatDateDigits(child.enrolledOn)}.`,
    );
  if (child.leftOn && to > child.leftOn)
    return invalidField(
      'toDate',
      `Полето "До дата": детето е отписано на ${formatDateDigits(child.leftOn)}.`,
    );
  return undefined;
}

const period = (r: { fromDate: string; toDate: string }) =>
  `${formatDateDigits(r.fromDate)} – ${formatDateDigits(r.toDate)}`;

async function baseItem(session: TenantRouteSession, body: RequestBody, child: ChildRow) {
  const [group, author] = await Promise.all([
    childAccess.groupName(session.kindergartenId, child.groupId),
    childAccess.userName(session.userId),
  ]);
  return {
    type: 'AttendanceRequest' as const,
    kindergartenId: session.kindergartenId,
    childId: child.id,
    studentName: childAccess.childName(child),
    groupId: child.groupId!,
    groupName: group,
    absenceType: body.absenceType,
    status: RequestStatus.Pending,
    fromDate: body.fromDate,
    toDate: body.toDate,
    schoolYear: schoolYearOf(body.fromDate),
    reason: body.reason?.trim() || null,
    decisionComment: null,
    createdBy: session.userId,
    createdByName: author,
    createdAt: now().toISOString(),
    decidedBy: null,
    decidedAt: null,
  };
}

/**
 * A family-reason request. The checks and the write repeat (at most 3 times) when another submission for the
 * same child and school year committed between the read and the write: the counter's version in the same
 * transaction makes the two run one after the other, so together they cannot pass the limit.
 */
async function submitFamily(session: TenantRouteSession, body: RequestBody, child: ChildRow) {
  const schoolYear = schoolYearOf(body.fromDate);
  if (schoolYearOf(body.toDate) !== schoolYear)
    throw invalidField('toDate', 'Полето "До дата": периодът трябва да е в една учебна година.');
  // A day is a working day or not by the group the child was in on it (a move within the period).
  const stays = await staysOrCurrent(session.kindergartenId, child.id, child.groupId!);
  const days = await workingDatesBetween(
    session.kindergartenId,
    body.fromDate,
    body.toDate,
    groupOfDay(stays),
  );
  if (days.length === 0) throw invalidField('fromDate', 'Полето "От дата": в периода няма работни дни.');
  const [base, rules] = await Promise.all([baseItem(session, body, child), readFamilyLimitRules()]);
  const limit = familyLimitFor(schoolYear, rules?.rules);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [counter, requests] = await Promise.all([
      readFamilyDays(session.kindergartenId, child.id, schoolYear),
      requestsOfChild(session.kindergartenId, child.id),
    ]);
    const overlap = overlapping(requests, AbsenceType.AbsenceFamilyReason, body.fromDate, body.toDate);
    if (overlap) throw conflict(`Заявлението се припокрива с друго заявление за периода ${period(overlap)}.`);
    // Compulsory age is the same the whole school year (shared/attendance-rules): the limit binds only then.
    if (isLimited(child.birthDate, schoolYear)) {
      const check = overLimit(days, counter.days, limit);
      if (check.over)
        throw invalidField('toDate', requestLimitMessage(limit, check.left, check.fresh.length));
    }
    const item: RequestItem = { ...base, id: `${child.id}_${newSuffix()}`, days, attendingWeeks: [] };
    if (await createCounted(item, counter.version)) return saved(item.id);
  }
  throw conflict('Друго заявление за детето се записва в момента. Опитайте отново.');
}

/** A summer declaration: the Mondays of the weeks the child attends, June to September of one year. */
async function submitSummer(session: TenantRouteSession, body: RequestBody, child: ChildRow) {
  const year = body.fromDate.slice(0, 4);
  const month = (date: string) => Number(date.slice(5, 7));
  if (month(body.fromDate) < summerMonths.from || month(body.fromDate) > summerMonths.to)
    throw invalidField('fromDate', 'Полето "От дата": лятната декларация е за периода от юни до септември.');
  if (body.toDate.slice(0, 4) !== year || month(body.toDate) > summerMonths.to)
    throw invalidField('toDate', 'Полето "До дата": лятната декларация е за периода от юни до септември.');
  const weeks = [...new Set(body.attendingWeeks)].sort();
  const outside = weeks.find((w) => weekdayOf(w) !== 1 || addDays(w, 4) < body.fromDate || w > body.toDate);
  if (outside)
    throw invalidField(
      'attendingWeeks',
      `Полето "Седмици с посещение": ${formatDateDigits(outside)} не е понеделник на седмица от периода.`,
    );
  const stays = await staysOrCurrent(session.kindergartenId, child.id, child.groupId!);
  const working = new Set(
    await workingDatesBetween(session.kindergartenId, body.fromDate, body.toDate, groupOfDay(stays)),
  );
  const days = weeks.flatMap((w) => [0, 1, 2, 3, 4].map((i) => addDays(w, i))).filter((d) => working.has(d));
  const item: RequestItem = {
    ...(await baseItem(session, body, child)),
    id: `${child.id}_S${year}`,
    days,
    attendingWeeks: weeks,
  };
  if (!(await createUncounted(item)))
    throw conflict(`За детето вече има лятна декларация за ${year} г. Оттеглете я, за да подадете нова.`);
  return saved(item.id);
}

export async function submitRequest(session: TenantRouteSession, body: RequestBody, child: ChildRow) {
  await childAccess.checkMayWrite(session, child);
  const refusal = enrolmentRefusal(child, body.fromDate, body.toDate);
  if (refusal) throw refusal;
  return body.absenceType === AbsenceType.AbsenceFamilyReason
    ? submitFamily(session, body, child)
    : submitSummer(session, body, child);
}

/**
 * Marks an approved family-reason request's days as status 4 (unexcused absences become family reason) and
 * counts the days it marked on the child's counter (a locked day, a day of a month the director locked for
 * the kindergarten, or one already excused stays as it is and is not counted).
 */
export async function markFamilyDays(kindergartenId: string, r: RequestItem) {
  // Each day goes into the group the child was in on it (issue #24: a move within the request's period).
  const stays = await staysOrCurrent(kindergartenId, r.childId, r.groupId);
  for (const [groupId, dates] of byGroup(stays, r.days)) {
    const byMonth = new Map<string, Record<string, StudentAttendanceStatus>>();
    for (const d of dates) {
      const month = monthOfDate(d);
      byMonth.set(month, { ...byMonth.get(month), [d]: StudentAttendanceStatus.FamilyReasonAbsence });
    }
    const marked: string[] = [];
    for (const [month, days] of byMonth) {
      if ((await readKindergartenMonthLock(kindergartenId, month)).isLocked) continue;
      marked.push(
        ...(await setDays(
          kindergartenId,
          { childId: r.childId, groupId, month, days },
          { allowOverwrite: [StudentAttendanceStatus.Absence] },
        )),
      );
    }
    if (marked.length > 0)
      await recordMarkedDays(kindergartenId, r.childId, groupId, marked, [], schoolYearOf);
  }
}

/** The family days without this request's own reservation (what an approval adds to). */
const withoutRequest = (days: FamilyDays, r: RequestItem): FamilyDays => {
  const own = new Set(r.days);
  return { marked: days.marked, requested: days.requested.filter((d) => !own.has(d)) };
};

/**
 * An approval of family-reason days checks the limit again: the Master may have lowered it, or the grid
 * may have gained status-4 days since the request reserved its own (409 saying how many are left).
 */
async function checkApproval(session: TenantRouteSession, r: RequestItem) {
  if (r.absenceType !== AbsenceType.AbsenceFamilyReason) return;
  const child = await childAccess.readChild(session.kindergartenId, r.childId);
  if (!isLimited(child?.birthDate, r.schoolYear)) return;
  const [counter, rules] = await Promise.all([
    readFamilyDays(session.kindergartenId, r.childId, r.schoolYear),
    readFamilyLimitRules(),
  ]);
  const limit = familyLimitFor(r.schoolYear, rules?.rules);
  const check = overLimit(r.days, withoutRequest(counter.days, r), limit);
  if (check.over) throw conflict(requestLimitMessage(limit, check.left, check.fresh.length));
}

export async function decideRequest(
  session: TenantRouteSession,
  body: { requestId: string; status: 1 | 2; comment?: string | undefined },
  item: RequestItem,
) {
  childAccess.checkManager(session);
  if (body.status === RequestStatus.Approved) await checkApproval(session, item);
  const decided = await decide(item, {
    status: body.status,
    decisionComment: body.comment?.trim() || null,
    decidedBy: session.userId,
    decidedAt: now().toISOString(),
  });
  if (!decided) throw conflict('Заявлението вече е разгледано.');
  if (body.status === RequestStatus.Approved && item.absenceType === AbsenceType.AbsenceFamilyReason)
    await markFamilyDays(session.kindergartenId, item);
  return saved(item.id);
}

export async function withdrawRequest(session: TenantRouteSession, item: RequestItem) {
  // A delete the caller may not make answers as a delete of nothing would.
  if (!(await childAccess.mayActFor(session, { id: item.childId, groupId: item.groupId }))) throw notFound();
  if (!(await removePending(item)))
    throw conflict('Само заявление, което чака решение, може да бъде оттеглено.');
  return saved(item.id);
}

export const requestView = (r: RequestItem): AttendanceRequest => ({
  id: r.id,
  studentId: r.childId,
  ...pick(r, 'studentName', 'groupId', 'groupName', 'absenceType', 'status', 'fromDate', 'toDate'),
  workingDays: r.days.length,
  ...pick(
    r,
    'attendingWeeks',
    'reason',
    'decisionComment',
    'createdBy',
    'createdByName',
    'createdAt',
    'decidedAt',
  ),
});

/** The filters of a school year's list of requests or notices (by status, child, group) and its page. */
export interface ChildRecordsQuery {
  status?: number | undefined;
  studentId?: string | undefined;
  groupId?: string | undefined;
  schoolYear?: number | undefined;
  PageNumber?: number | undefined;
  PageSize?: number | undefined;
}

export interface ApplicationsQuery extends ChildRecordsQuery {
  absenceType?: number | undefined;
}

/** A school year's requests the caller may see, newest period first (one Query, plus the caller's scope). */
export async function applications(session: TenantRouteSession, q: ApplicationsQuery) {
  const schoolYear = q.schoolYear ?? schoolYearOf(sofiaToday());
  const [rows, scope] = await Promise.all([
    requestsOfSchoolYear(session.kindergartenId, schoolYear, q.absenceType),
    childAccess.listScope(session),
  ]);
  const shown = rows
    .filter((r) => childAccess.inScope(scope, r))
    .filter((r) => q.status === undefined || r.status === q.status)
    .filter((r) => !q.studentId || r.childId === q.studentId)
    .filter((r) => !q.groupId || r.groupId === q.groupId)
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.studentName.localeCompare(b.studentName, 'bg'));
  return pageOf(shown.map(requestView), q.PageNumber, q.PageSize);
}

/** A request the caller may read (404 otherwise). */
export async function readableRequest(session: TenantRouteSession, id: string): Promise<RequestItem> {
  const item = await readRequest(session.kindergartenId, id);
  if (!item) throw notFound('Заявлението не е намерено.');
  await childAccess.checkMayRead(session, { id: item.childId, groupId: item.groupId });
  return item;
}

import { ActivityEnrollmentStatus, Role } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type {
  EnrollmentRequest,
  EnrollmentRequestBody,
} from '@gradina/shared/manifest/routes/activities/enrollment';
import { enrollmentStartOps } from '../../../domain/activities/enrollment-ops';
import type { EnrollmentRequestItem } from '../../../domain/activities/items';
import { leftBefore } from '../../../domain/activities/leave';
import {
  checkManager,
  checkMayRead,
  checkMayWrite,
  childName,
  childNotFound,
  inScope,
  listScope,
  mayActFor,
  readChild,
  userName,
} from '../../../domain/children/access';
import { directorsOf, guardiansOf, notify } from '../../../domain/notices';
import { now } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  approve,
  cancel,
  createRequest,
  newId,
  readActivity,
  readEnrollment,
  readRequest,
  removeWaiting,
  requestsOfChild,
  requestsOfKindergarten,
} from './items';
import { type Refusal, requestRefusal } from './rules';

/**
 * Enrolment requests: a parent's request for their child, the director's decision (an approval enrols the
 * child in the same transaction), the parent's withdrawal and the lists. The director is told of each new
 * request and the parent of each decision (a toast and an inbox message).
 */

export const requestNotFound = 'Заявлението не е намерено.';
export const activityNotFound = 'Дейността не е намерена.';

export function refuse(r: Refusal): never {
  if (r.kind === 'conflict') throw conflict(r.message);
  throw invalidField(r.field ?? '', r.message);
}

/**
 * What a parent's or staff's write about a child's place in an activity reads: the child (404; the writer
 * must be allowed to act for it), the activity (400 naming `activityId`), the child's enrolment in it and the
 * writer's name, and what a record of the write says of the child and the activity.
 */
export async function enrolmentContext(session: TenantRouteSession, studentId: string, activityId: string) {
  const child = await readChild(session.kindergartenId, studentId);
  if (!child) throw notFound(childNotFound);
  await checkMayWrite(session, child);
  const [activity, enrolment, author] = await Promise.all([
    readActivity(session.kindergartenId, activityId),
    readEnrollment(session.kindergartenId, activityId, child.id),
    userName(session.userId),
  ]);
  if (!activity) throw invalidField('activityId', `Полето "Дейност": ${activityNotFound}`);
  // what a request or a removal record says of the child and the activity, with their names as of now
  const about = {
    kindergartenId: session.kindergartenId,
    activityId: activity.id,
    activityName: activity.name,
    childId: child.id,
    childName: childName(child),
    groupId: child.groupId ?? null,
  };
  return { child, activity, enrolment, author, about };
}

export const requestView = (r: EnrollmentRequestItem): EnrollmentRequest => ({
  id: r.id,
  activityId: r.activityId,
  activityName: r.activityName,
  studentId: r.childId,
  studentName: r.childName,
  groupId: r.groupId,
  status: r.status,
  fromDate: r.fromDate,
  note: r.note,
  requestedByName: r.requestedByName,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  version: r.version,
});

export async function createEnrollmentRequest(session: TenantRouteSession, body: EnrollmentRequestBody) {
  const { child, activity, enrolment, author, about } = await enrolmentContext(
    session,
    body.studentId,
    body.activityId,
  );
  const left = leftBefore(child, body.fromDate);
  if (left) {
    const message = `Полето "От дата": детето е напуснало детската градина на ${formatDateDigits(left)}.`;
    throw invalidField('fromDate', message);
  }
  const refusal = requestRefusal(activity, child, body.fromDate, enrolment);
  if (refusal) refuse(refusal);
  const item: EnrollmentRequestItem = {
    id: newId(),
    ...about,
    status: ActivityEnrollmentStatus.Waiting,
    fromDate: body.fromDate,
    note: body.note?.trim() || null,
    requestedBy: session.userId,
    requestedByName: author,
    decidedBy: null,
    decidedAt: null,
    createdAt: now().toISOString(),
    version: 1,
  };
  if (!(await createRequest(item))) throw conflict('За детето вече има чакащо заявление за тази дейност.');
  await notify({
    kindergartenId: session.kindergartenId,
    key: `activity-request-${item.id}`,
    userIds: await directorsOf(session.kindergartenId),
    title: 'Ново заявление за допълнителна дейност',
    text: `${item.requestedByName || 'Родител'} иска записване на ${item.childName} в „${item.activityName}“ от ${formatDateDigits(item.fromDate)}.`,
    toast: true,
    inbox: true,
  });
  return saved(item.id);
}

export async function namedRequest(kindergartenId: string, id: string) {
  const item = await readRequest(kindergartenId, id);
  if (!item) throw notFound(requestNotFound);
  return item;
}

export async function withdrawEnrollmentRequest(session: TenantRouteSession, item: EnrollmentRequestItem) {
  // A delete the caller may not make answers as a delete of nothing would.
  if (!(await mayActFor(session, { id: item.childId, groupId: item.groupId })))
    throw notFound(requestNotFound);
  if (!(await removeWaiting(item)))
    throw conflict('Само заявление, което чака одобрение, може да бъде оттеглено.');
  return saved(item.id);
}

const decidedText = (r: EnrollmentRequestItem, status: number) =>
  status === ActivityEnrollmentStatus.Approved
    ? `${r.childName} е записан(а) в „${r.activityName}“ от ${formatDateDigits(r.fromDate)}.`
    : `Заявлението за записване на ${r.childName} в „${r.activityName}“ е отказано.`;

export async function changeRequestStatus(
  session: TenantRouteSession,
  body: { id: string; status: 2 | 3; version: number },
) {
  checkManager(session);
  const r = await namedRequest(session.kindergartenId, body.id);
  if (r.status !== ActivityEnrollmentStatus.Waiting) throw conflict('Заявлението вече е разгледано.');
  const decision = { decidedBy: session.userId, decidedAt: now().toISOString() };
  if (body.status === ActivityEnrollmentStatus.Approved) {
    const [activity, child, enrolment] = await Promise.all([
      readActivity(session.kindergartenId, r.activityId),
      readChild(session.kindergartenId, r.childId),
      readEnrollment(session.kindergartenId, r.activityId, r.childId),
    ]);
    if (!activity) throw conflict('Дейността вече не съществува; заявлението може само да бъде отказано.');
    if (!child)
      throw conflict('Детето вече не е в детската градина; заявлението може само да бъде отказано.');
    const left = leftBefore(child, r.fromDate);
    if (left)
      throw conflict(
        `Детето е напуснало детската градина на ${formatDateDigits(left)}; заявлението може само да бъде отказано.`,
      );
    const enrolled = { id: child.id, name: childName(child), groupId: child.groupId ?? null };
    const { ops } = enrollmentStartOps(activity, enrolled, r.fromDate, enrolment, child.leftOn ?? null);
    if (!(await approve(r, body.version, decision, ops)))
      throw conflict('Заявлението или записването е променено от друг потребител. Презаредете страницата.');
  } else if (!(await cancel(r, body.version, decision)))
    throw conflict('Заявлението е променено от друг потребител. Презаредете страницата.');
  await notify({
    kindergartenId: session.kindergartenId,
    key: `activity-request-decided-${r.id}`,
    userIds: await guardiansOf(session.kindergartenId, r.childId),
    title:
      body.status === ActivityEnrollmentStatus.Approved ? 'Заявлението е одобрено' : 'Заявлението е отказано',
    text: decidedText(r, body.status),
    toast: true,
    inbox: true,
  });
  return saved(r.id);
}

export interface OverviewQuery {
  status?: number | undefined;
  activityId?: string | undefined;
  groupId?: string | undefined;
  studentId?: string | undefined;
  PageNumber?: number | undefined;
  PageSize?: number | undefined;
}

/**
 * The requests the caller may see, newest first: a parent one Query per child (and all statuses unless
 * asked), staff one Query of the kindergarten's (the waiting ones unless asked).
 */
export async function enrollmentRequestsOverview(session: TenantRouteSession, q: OverviewQuery) {
  const scope = await listScope(session);
  let rows: EnrollmentRequestItem[];
  if ('childIds' in scope) {
    const childIds = [...scope.childIds].filter((c) => !q.studentId || c === q.studentId);
    rows = (await Promise.all(childIds.map((c) => requestsOfChild(session.kindergartenId, c)))).flat();
  } else {
    rows = (await requestsOfKindergarten(session.kindergartenId)).filter((r) =>
      inScope(scope, { childId: r.childId, groupId: r.groupId ?? '' }),
    );
  }
  const status = q.status ?? (session.role === Role.Parent ? 0 : ActivityEnrollmentStatus.Waiting);
  const shown = rows
    .filter((r) => status === 0 || r.status === status)
    .filter((r) => !q.activityId || r.activityId === q.activityId)
    .filter((r) => !q.groupId || r.groupId === q.groupId)
    .filter((r) => !q.studentId || r.childId === q.studentId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return pageOf(shown.map(requestView), q.PageNumber, q.PageSize);
}

/** A request the caller may read (404 otherwise). */
export async function readableRequest(session: TenantRouteSession, id: string) {
  const item = await namedRequest(session.kindergartenId, id);
  await checkMayRead(session, { id: item.childId, groupId: item.groupId });
  return item;
}

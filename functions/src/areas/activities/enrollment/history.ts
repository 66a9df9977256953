import { Role } from '@gradina/shared';
import type {
  ChildActivities,
  LeaveDatesBody,
  Removal,
} from '@gradina/shared/manifest/routes/activities/enrollment';
import { enrolledOn, enrollmentEndOps } from '../../../domain/activities/enrollment-ops';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';
import {
  checkMayRead,
  childName,
  childNotFound,
  listScope,
  readChild,
} from '../../../domain/children/access';
import { now, sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { RemovalItem } from './items';
import {
  activitiesByIds,
  childrenOfParent,
  endEnrollment,
  enrollmentsOfChild,
  newId,
  removalsOf,
} from './items';
import { enrolmentContext, refuse } from './requests';
import { leaveRefusal } from './rules';

/**
 * A child's activities now and before (the periods of each enrolment), a parent's removal of a child from an
 * activity and the list of removals. A removal ends the period at once on the leave date (the parent's
 * decision within the activity's rule: no staff approval), recorded with who made it.
 */

interface ChildRef {
  id: string;
  name: string;
  groupId: string | null;
}

function activityOf(e: EnrollmentItem, a: ActivityItem | undefined, today: string) {
  return {
    activityId: e.activityId,
    activityName: a?.name ?? e.activityName,
    providerId: a?.providerId ?? e.providerId,
    providerName: a?.providerName ?? '',
    teacherName: a?.teacherName ?? null,
    schedule: a?.schedule ?? [],
    isCurrent: enrolledOn(e, today),
    periods: e.periods,
    delistmentEnabled: a?.delistmentEnabled ?? false,
    delistmentNoticeDays: a?.delistmentNoticeDays ?? 0,
  };
}

/**
 * The children's enrolments with their activities: one Query per child and one BatchGet of the activities
 * named. `currentOnly` keeps the activities the child takes part in today.
 */
async function withActivities(kindergartenId: string, children: readonly ChildRef[], currentOnly: boolean) {
  const today = sofiaToday();
  const enrolments = await Promise.all(children.map((c) => enrollmentsOfChild(kindergartenId, c.id)));
  const ids = [...new Set(enrolments.flat().map((e) => e.activityId))];
  const activities = new Map((await activitiesByIds(kindergartenId, ids)).map((a) => [a.id, a]));
  return children.map(
    (c, i): ChildActivities => ({
      studentId: c.id,
      studentName: c.name,
      groupId: c.groupId,
      activities: enrolments[i]!.map((e) => activityOf(e, activities.get(e.activityId), today))
        .filter((a) => !currentOnly || a.isCurrent)
        .sort((a, b) => a.activityName.localeCompare(b.activityName, 'bg')),
    }),
  );
}

/** The children a request names or the caller's own (a parent); staff must name the child. */
async function childrenFor(session: TenantRouteSession, studentId: string | undefined): Promise<ChildRef[]> {
  if (studentId) {
    const child = await readChild(session.kindergartenId, studentId);
    if (!child) throw notFound(childNotFound);
    await checkMayRead(session, child);
    return [{ id: child.id, name: childName(child), groupId: child.groupId ?? null }];
  }
  if (session.role !== Role.Parent) {
    const message = 'Полето "Дете" е задължително.';
    throw invalidField('studentId', message);
  }
  return (await childrenOfParent(session.kindergartenId, session.userId)).sort((a, b) =>
    a.name.localeCompare(b.name, 'bg'),
  );
}

export async function studentEnrollment(session: TenantRouteSession, studentId: string | undefined) {
  return withActivities(session.kindergartenId, await childrenFor(session, studentId), false);
}

/** A parent's children and what they take part in today (staff have no children of their own: empty). */
export async function parentActivities(session: TenantRouteSession) {
  if (session.role !== Role.Parent) return [];
  const children = await childrenOfParent(session.kindergartenId, session.userId);
  return withActivities(
    session.kindergartenId,
    children.sort((a, b) => a.name.localeCompare(b.name, 'bg')),
    true,
  );
}

export async function leaveDates(session: TenantRouteSession, body: LeaveDatesBody) {
  const { activity, enrolment, author, about } = await enrolmentContext(
    session,
    body.studentId,
    body.activityId,
  );
  const refusal = leaveRefusal(activity, enrolment, body.leaveDate, sofiaToday());
  if (refusal) refuse(refusal);
  const removal: RemovalItem = {
    id: newId(),
    ...about,
    leaveDate: body.leaveDate,
    note: body.note?.trim() || null,
    requestedBy: session.userId,
    requestedByName: author,
    createdAt: now().toISOString(),
  };
  const { ops } = enrollmentEndOps(enrolment, body.leaveDate);
  if (!(await endEnrollment(ops, removal)))
    throw conflict('Записването е променено от друг потребител. Презаредете страницата.');
  return saved(removal.id);
}

const removalView = (r: RemovalItem): Removal => ({
  id: r.id,
  activityId: r.activityId,
  activityName: r.activityName,
  studentId: r.childId,
  studentName: r.childName,
  leaveDate: r.leaveDate,
  note: r.note,
  requestedByName: r.requestedByName,
  createdAt: r.createdAt,
});

/** The removals the caller may see, newest first (one Query, plus a parent's guardian links). */
export async function removals(
  session: TenantRouteSession,
  page: { PageNumber?: number; PageSize?: number },
) {
  const [rows, scope] = await Promise.all([removalsOf(session.kindergartenId), listScope(session)]);
  const shown = rows.filter(
    (r) =>
      'all' in scope ||
      ('childIds' in scope ? scope.childIds.has(r.childId) : scope.groupIds.has(r.groupId ?? '')),
  );
  return pageOf(shown.map(removalView), page.PageNumber, page.PageSize);
}

import { Role, type RouteOf } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import {
  enrolledCountChange,
  enrollmentEndOps,
  enrollmentStartOps,
  openPeriodOf,
} from '../../../domain/activities/enrollment-ops';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';
import { leftBefore } from '../../../domain/activities/leave';
import { childName, childNotFound, listScope, mayActFor, readChild } from '../../../domain/children/access';
import { type GroupItem, groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { getItem, keys, staleWrite, type TransactOp, transact } from '../../../platform/db';
import type { RouteRequest } from '../../../platform/http/area-handler';
import { invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  activitiesOf,
  childrenById,
  childrenOfGroup,
  enrollmentsOf,
  enrollmentsOfActivity,
  enrollmentsOfChild,
} from './items';
import { currentPeriod, enrollable } from './rules';

type StudentsBody = RouteRequest<RouteOf<'activities.saveActivityStudents'>>['body'];

const dateError = (message: string) => invalidField('date', message);
const childrenError = (message: string) => invalidField('studentIds', message);

/**
 * Staff put children on an activity from `date`, or take them off with `date` as their last day, without a
 * request: all the children in one transaction (their enrolment items and one change of the activity's
 * `enrolledCount`), with the same ops the approval of a parent's request writes.
 */
export async function saveActivityStudents(
  session: TenantRouteSession,
  body: StudentsBody,
  activity: ActivityItem,
) {
  const kg = session.kindergartenId;
  const childIds = [...new Set(body.studentIds)];
  const [children, existing] = await Promise.all([
    childrenById(kg, childIds),
    enrollmentsOf(kg, activity.id, childIds),
  ]);
  const enrolmentOf = new Map(existing.map((e) => [e.childId, e]));
  if (children.length !== childIds.length) throw childrenError(`Полето "Деца": ${childNotFound}`);
  const ops: TransactOp[] = [];
  let opened = 0;
  for (const child of children) {
    const name = childName(child);
    const current = enrolmentOf.get(child.id);
    if (body.action === 'enroll') {
      if (body.date < activity.fromDate || body.date > activity.toDate)
        throw dateError(
          `Полето "Дата" трябва да е в сезона на дейността (${formatDateDigits(activity.fromDate)} – ${formatDateDigits(activity.toDate)}).`,
        );
      const left = leftBefore(child, body.date);
      if (left)
        throw childrenError(
          `Полето "Деца": ${name} е напуснало детската градина на ${formatDateDigits(left)}.`,
        );
      if (!child.groupId || !activity.groupIds.includes(child.groupId))
        throw childrenError(`Полето "Деца": ${name} не е от група на дейността „${activity.name}“.`);
      const last = current?.periods.at(-1);
      if (!openPeriodOf(current) && last?.to && body.date <= last.to)
        throw dateError(
          `Полето "Дата": ${name} е участвало в дейността до ${formatDateDigits(last.to)}; изберете по-късна дата.`,
        );
      const start = enrollmentStartOps(
        activity,
        { id: child.id, name, groupId: child.groupId ?? null },
        body.date,
        current,
        child.leftOn ?? null,
      );
      ops.push(start.ops[0]!);
      // A child whose leave is known gets a closed period: it does not count among those enrolled now.
      if (start.item.periods.at(-1)?.to === null) opened++;
    } else {
      const open = openPeriodOf(current);
      if (open && body.date < open.from)
        throw dateError(
          `Полето "Дата": ${name} е записано от ${formatDateDigits(open.from)}; последният ден не може да е преди това.`,
        );
      ops.push(enrollmentEndOps(current, body.date).ops[0]!);
    }
  }
  const delta = body.action === 'enroll' ? opened : -ops.length;
  if (delta !== 0) ops.push(enrolledCountChange(kg, activity.id, delta));
  await transact(ops, () => staleWrite());
  return saved(activity.id);
}

/** The groups of a school year (default the session's) with the activities open to each. */
export async function activityClasses(session: TenantRouteSession, periodId: string | undefined) {
  const period = periodId ?? session.periodId;
  const [groups, activities] = await Promise.all([
    groupsOfKindergarten(session.kindergartenId),
    activitiesOf(session.kindergartenId),
  ]);
  return groups
    .filter((g) => g.periodId === period)
    .sort((a, b) => a.name.localeCompare(b.name, 'bg'))
    .map((g) => ({
      id: g.id,
      name: g.name,
      childrenCount: g.childrenCount ?? 0,
      activities: activities
        .filter((a) => a.groupIds.includes(g.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'bg'))
        .map((a) => ({ id: a.id, name: a.name, enrolledCount: a.enrolledCount ?? 0 })),
    }));
}

/**
 * A group's children with the group's activities they take part in now: the group (GetItem), its children
 * (Query), the activities (Query) and each of the group's activities' enrolments (one Query each). A parent
 * sees only their own children of the group (their guardian links: one Query more).
 */
export async function groupChildren(session: TenantRouteSession, groupId: string) {
  const kg = session.kindergartenId;
  const [group, all, activities, scope] = await Promise.all([
    getItem<GroupItem>(keys.group(kg, groupId)),
    childrenOfGroup(kg, groupId),
    activitiesOf(kg),
    session.role === Role.Parent ? listScope(session) : undefined,
  ]);
  if (!group) throw notFound('Групата не е намерена.');
  const children = scope && 'childIds' in scope ? all.filter((c) => scope.childIds.has(c.id)) : all;
  const ofGroup = activities.filter((a) => a.groupIds.includes(groupId));
  const enrolments = (await Promise.all(ofGroup.map((a) => enrollmentsOfActivity(kg, a.id)))).flat();
  return children
    .map((c) => ({
      childId: c.id,
      childName: childName(c),
      activities: enrolments.flatMap((e) => {
        const period = e.childId === c.id ? currentPeriod(e) : null;
        return period ? [{ activityId: e.activityId, activityName: e.activityName, from: period.from }] : [];
      }),
    }))
    .sort((a, b) => a.childName.localeCompare(b.childName, 'bg'));
}

/**
 * The child, if the caller may read its activities: staff every child of the kindergarten (they read all
 * its activities), a parent only their own (404 otherwise, as for any record of another family's child).
 */
async function readableChild(session: TenantRouteSession, childId: string) {
  const child = await readChild(session.kindergartenId, childId);
  if (!child || (session.role === Role.Parent && !(await mayActFor(session, child))))
    throw notFound(childNotFound);
  return child;
}

/** The activities a parent may ask to enrol the child in (`enrollable`), by name. */
export async function enrollableActivities(session: TenantRouteSession, childId: string) {
  const child = await readableChild(session, childId);
  const [activities, enrolments] = await Promise.all([
    activitiesOf(session.kindergartenId),
    enrollmentsOfChild(session.kindergartenId, childId),
  ]);
  const byActivity = new Map<string, EnrollmentItem>(enrolments.map((e) => [e.activityId, e]));
  const today = sofiaToday();
  return activities
    .filter((a) => enrollable(a, child, byActivity.get(a.id), today))
    .sort((a, b) => a.name.localeCompare(b.name, 'bg'))
    .map((a) => ({
      id: a.id,
      name: a.name,
      typeName: a.typeName,
      providerName: a.providerName,
      teacherName: a.teacherName,
      schedule: a.schedule,
      pricing: a.pricing,
      priceCents: a.priceCents,
      fromDate: a.fromDate,
      toDate: a.toDate,
    }));
}

/** The activities the child takes part in that parents may ask to leave (the removal form). */
export async function delistableActivities(session: TenantRouteSession, childId: string) {
  await readableChild(session, childId);
  const [activities, enrolments] = await Promise.all([
    activitiesOf(session.kindergartenId),
    enrollmentsOfChild(session.kindergartenId, childId),
  ]);
  const byId = new Map(activities.map((a) => [a.id, a]));
  return enrolments
    .flatMap((e) => {
      const a = byId.get(e.activityId);
      const period = currentPeriod(e);
      return a?.delistmentEnabled && period
        ? [
            {
              id: a.id,
              name: a.name,
              delistmentNoticeDays: a.delistmentNoticeDays,
              enrolledFrom: period.from,
            },
          ]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'bg'));
}

import { randomUUID } from 'node:crypto';
import type { GroupAgeKinds } from '@gradina/shared';
import {
  type ClassSummary,
  careStaffOccupationIds,
  type Group,
  groupAgeKindNames,
  groupAgeKindOrder,
} from '@gradina/shared/manifest/routes/kindergartens/groups';
import { isOpen, pedagogicalRoles } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf, versionOf } from '../../../platform/db';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { createOrEditVersion } from '../../../platform/http/create-or-edit';
import { conflict, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  createGroup,
  type GroupItem,
  groupNotFound,
  groupsOfKindergarten,
  hasChildren,
  kindergartenName,
  readGroup,
  removeGroup,
  type StaffRow,
  staffMembers,
  staffOfKindergarten,
  updateGroup,
} from './items';
import { bySpecOrder, checkGroup, type GroupInput, mealTypeNames, mealTypeOf } from './rules';

const schoolYearNotFound = 'Учебната година не е намерена.';
const staffName = (s: StaffRow) => [s.firstName, s.lastName].filter(Boolean).join(' ') || 'Служител';

export function groupView(item: GroupItem, staff: ReadonlyMap<string, StaffRow>): Group {
  const teacherIds = item.teacherIds ?? [];
  return {
    id: item.id,
    kindergartenId: item.kindergartenId,
    periodId: item.periodId,
    name: item.name,
    ageKind: item.ageKind,
    isForSubstitution: item.isForSubstitution === true,
    capacity: Number(item.capacity ?? 0),
    childrenCount: Math.max(0, Number(item.childrenCount ?? 0)),
    teacherIds,
    // A teacher who left the kindergarten has no staff item any more: the group lists those who are there.
    teachers: teacherIds.flatMap((t) => {
      const s = staff.get(t);
      return s ? [{ id: t, name: staffName(s) }] : [];
    }),
    staffIds: item.staffIds ?? [],
    careStaff: (item.staffIds ?? []).flatMap((t) => {
      const s = staff.get(t);
      return s ? [{ id: t, name: staffName(s) }] : [];
    }),
    neispuoCode: item.neispuoCode || null,
    closedOn: item.closedOn ?? null,
    closed: !isOpen(item, sofiaToday()),
    version: versionOf(item),
  };
}

const summaryOf = (g: GroupItem, kgName: string): ClassSummary => ({
  id: g.id,
  name: g.name,
  isForSubstitution: g.isForSubstitution === true,
  kindergartenId: g.kindergartenId,
  kindergartenName: kgName,
  classType: g.ageKind,
});

/** The school year a list means: the one named, else the session's, else the active one. */
async function periodOf(session: TenantRouteSession, periodId?: string) {
  if (periodId ?? session.periodId) return (periodId ?? session.periodId)!;
  const active = (await schoolYearsOf(session.kindergartenId)).find((y) => y.active);
  if (!active) throw notFound(schoolYearNotFound);
  return active.id;
}

/** The open groups of a year in the spec's order, with the kindergarten's name: two requests. */
async function openClasses(session: TenantRouteSession, periodId?: string) {
  const year = await periodOf(session, periodId);
  const [groups, kgName] = await Promise.all([
    groupsOfKindergarten(session.kindergartenId),
    kindergartenName(session.kindergartenId),
  ]);
  const today = sofiaToday();
  const open = groups.filter((g) => g.periodId === year && isOpen(g, today)).sort(bySpecOrder);
  return { kgName, classes: open.map((g) => summaryOf(g, kgName)) };
}

export const groupList = async (session: TenantRouteSession, q: { periodId?: string }) =>
  (await openClasses(session, q.periodId)).classes;

export async function groupsByKindergarten(session: TenantRouteSession, q: { periodId?: string }) {
  const { kgName, classes } = await openClasses(session, q.periodId);
  return [{ kindergartenId: session.kindergartenId, kindergartenName: kgName, classes }];
}

export async function groupsGrouped(session: TenantRouteSession, q: { periodId?: string }) {
  const { kgName, classes } = await openClasses(session, q.periodId);
  return groupAgeKindOrder
    .map((kind) => ({
      kindergartenName: kgName,
      classType: kind,
      classes: classes.filter((c) => c.classType === kind),
    }))
    .filter((g) => g.classes.length > 0);
}

export async function groupsByMealType(session: TenantRouteSession, q: { periodId?: string }) {
  const { classes } = await openClasses(session, q.periodId);
  return [1, 2]
    .map((type) => ({
      type,
      typeName: mealTypeNames[type]!,
      classes: classes.filter((c) => mealTypeOf(c.classType) === type),
    }))
    .filter((g) => g.classes.length > 0);
}

export const ageGroups = () => groupAgeKindOrder.map((kind) => ({ id: kind, name: groupAgeKindNames[kind] }));

/**
 * `GET /api/Classes/overview-models`: a year's groups with their teachers' names and children counts, by
 * name; two requests (the groups partition and the staff partition, side by side).
 */
export async function groupOverview(
  session: TenantRouteSession,
  q: { periodId?: string; includeClosed?: boolean; PageNumber?: number; PageSize?: number },
) {
  const year = await periodOf(session, q.periodId);
  const [groups, staff] = await Promise.all([
    groupsOfKindergarten(session.kindergartenId),
    staffOfKindergarten(session.kindergartenId),
  ]);
  const byUser = new Map(staff.map((s) => [s.userId, s]));
  const today = sofiaToday();
  const rows = groups
    .filter((g) => g.periodId === year && (q.includeClosed !== false || isOpen(g, today)))
    .sort(byBulgarianName)
    .map((g) => groupView(g, byUser));
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

export async function getGroup(session: TenantRouteSession, id: string) {
  const item = await readGroup(session.kindergartenId, id);
  if (!item) throw notFound(groupNotFound);
  const staff = await staffMembers(session.kindergartenId, [
    ...(item.teacherIds ?? []),
    ...(item.staffIds ?? []),
  ]);
  return groupView(item, new Map(staff.map((s) => [s.userId, s])));
}

/** The kindergarten's pedagogical staff, by name: the teachers a group may have. */
export async function teacherOptions(session: TenantRouteSession) {
  return (await staffOfKindergarten(session.kindergartenId))
    .filter((s) => pedagogicalRoles.includes(s.role))
    .map((s) => ({ id: s.userId, name: staffName(s) }))
    .sort(byBulgarianName);
}

/** The kindergarten's nurses and assistant teachers still working there, by name: a group's care staff. */
export async function careStaffOptions(session: TenantRouteSession) {
  return (await staffOfKindergarten(session.kindergartenId))
    .filter((s) => careStaffOccupationIds.includes(s.occupationId ?? 0) && !s.leftOn)
    .map((s) => ({ id: s.userId, name: staffName(s) }))
    .sort(byBulgarianName);
}

/**
 * `POST /api/Classes`: creates (no id) or replaces a group. `existing` is the item the pipeline loaded for
 * the object rule; the write checks its version again atomically (409 when someone saved in between). A
 * group with children cannot close (409): they must move first.
 */
export async function saveGroup(
  session: TenantRouteSession,
  body: GroupInput,
  existing: GroupItem | undefined,
) {
  const kindergartenId = session.kindergartenId;
  const expected = createOrEditVersion(session, body, 'Classes', 'Нямате права да добавяте групи.');
  const [years, groups, staff] = await Promise.all([
    schoolYearsOf(kindergartenId),
    groupsOfKindergarten(kindergartenId),
    staffMembers(kindergartenId, [...new Set([...body.teacherIds, ...(body.staffIds ?? [])])]),
  ]);
  const errors = checkGroup(body, {
    year: years.find((y) => y.id === body.periodId),
    existing,
    yearGroups: groups.filter((g) => g.periodId === body.periodId),
    staff,
  });
  refuseInvalid(errors);
  const closedOn = body.closedOn ?? null;
  if (existing && closedOn && !existing.closedOn && (await hasChildren(kindergartenId, existing.id)))
    throw conflict('Групата не може да бъде закрита, докато в нея има деца. Първо преместете децата.');
  const changes = {
    name: body.name,
    ageKind: body.ageKind as GroupAgeKinds,
    isForSubstitution: body.isForSubstitution,
    capacity: body.capacity,
    teacherIds: body.teacherIds,
    staffIds: body.staffIds ?? [],
    neispuoCode: body.neispuoCode?.trim() || null,
    closedOn,
    modifiedBy: session.userId,
  };
  if (existing) {
    const closing = Boolean(closedOn && !existing.closedOn);
    await updateGroup(kindergartenId, existing.id, changes, { expected, closing });
    return saved(existing.id);
  }
  const id = randomUUID();
  await createGroup({
    ...changes,
    id,
    kindergartenId,
    periodId: body.periodId,
    childrenCount: 0,
    version: 1,
    createdBy: session.userId,
  });
  return saved(id);
}

const hasChildrenMessage = 'Групата не може да бъде изтрита, докато в нея има деца. Първо преместете децата.';

/** `DELETE /api/classes/{id}`: refused (409) while any child is in the group, by the index and the counter. */
export async function deleteGroup(session: TenantRouteSession, id: string) {
  if (await hasChildren(session.kindergartenId, id)) throw conflict(hasChildrenMessage);
  if (!(await removeGroup(session.kindergartenId, id))) throw conflict(hasChildrenMessage);
  return saved(id);
}

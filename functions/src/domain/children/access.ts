import { Role } from '@gradina/shared';
import { getItem, keys, queryAll } from '../../platform/db';
import { forbidden, notFound } from '../../platform/http/errors';
import { isKindergartenManager } from '../../platform/http/object-access';
import type { TenantRouteSession } from '../../platform/http/route-session';
import { groupsOfKindergarten } from '../groups/group-reads';

/**
 * The child a record (a request, a medical notice, an activity enrolment, a fee) is about, and who may act
 * for it: the kindergarten's managers every child, a teacher the children of the groups they teach, a parent
 * only their own children. Shared by the areas that keep records of a child (attendance, activities,
 * payments). A write
 * for a child the caller may not act for answers 403 (the access matrix's rule for writes), a read 404 (a
 * parent must not learn that another child exists).
 */
export interface ChildRow {
  id: string;
  kindergartenId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  groupId?: string | null;
  enrolledOn?: string | null;
  leftOn?: string | null;
}

export const childNotFound = 'Детето не е намерено.';

export const childName = (c: Pick<ChildRow, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`;

export const readChild = (kindergartenId: string, childId: string) =>
  getItem<ChildRow>(keys.child(kindergartenId, childId));

const isGuardian = async (session: TenantRouteSession, childId: string) =>
  Boolean(await getItem(keys.guardianOfChild(session.kindergartenId, childId, session.userId)));

const teaches = async (session: TenantRouteSession, groupId: string | null | undefined) =>
  Boolean(
    groupId &&
      (
        await getItem<{ teacherIds?: string[] }>(keys.group(session.kindergartenId, groupId))
      )?.teacherIds?.includes(session.userId),
  );

/** Whether the caller may act for the child: manager, its group's teacher, or its parent. */
export async function mayActFor(session: TenantRouteSession, child: Pick<ChildRow, 'id' | 'groupId'>) {
  if (isKindergartenManager(session)) return true;
  if (session.role === Role.Parent) return isGuardian(session, child.id);
  if (session.role === Role.Teacher) return teaches(session, child.groupId);
  return false;
}

/** Throws 403 unless the caller may write for the child. */
export async function checkMayWrite(session: TenantRouteSession, child: Pick<ChildRow, 'id' | 'groupId'>) {
  if (await mayActFor(session, child)) return;
  throw forbidden(
    session.role === Role.Parent
      ? 'Можете да подавате документи само за своите деца.'
      : 'Детето не е от група, в която преподавате.',
  );
}

/** Throws 404 unless the caller may read the child's records. */
export async function checkMayRead(session: TenantRouteSession, child: Pick<ChildRow, 'id' | 'groupId'>) {
  if (!(await mayActFor(session, child))) throw notFound();
}

/** Only the director (or the administrator) decides on requests and notices. */
export function checkManager(session: TenantRouteSession) {
  if (!isKindergartenManager(session))
    throw forbidden('Само директорът може да одобрява, отхвърля и анулира.');
}

/**
 * Whose records a list shows: `all` for managers, the children of the caller (a parent: one Query of their
 * guardian links), or the groups they teach (a teacher: one Query of the groups).
 */
export type ListScope = { all: true } | { childIds: Set<string> } | { groupIds: Set<string> };

export async function listScope(session: TenantRouteSession): Promise<ListScope> {
  if (isKindergartenManager(session)) return { all: true };
  if (session.role === Role.Parent) return { childIds: new Set(await childrenOfCaller(session)) };
  return { groupIds: new Set(await groupsTaughtByCaller(session)) };
}

/** The children of the caller as a parent (their guardian links on GSI1): one Query. */
export async function childrenOfCaller(session: TenantRouteSession): Promise<string[]> {
  const index = keys.childrenOfParent(session.userId, session.kindergartenId, '');
  const links = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['childId'],
  });
  return links.map((l) => String(l.childId));
}

/** The groups the caller teaches (one Query of the kindergarten's groups: ids and teachers only). */
export async function groupsTaughtByCaller(session: TenantRouteSession): Promise<string[]> {
  const groups = await queryAll<{ id: string; teacherIds?: string[] }>({
    partition: keys.group(session.kindergartenId, '').PK,
    beginsWith: 'GROUP#',
    attributes: ['id', 'teacherIds'],
  });
  return groups.filter((g) => g.teacherIds?.includes(session.userId)).map((g) => g.id);
}

export const inScope = (scope: ListScope, row: { childId: string; groupId: string }) =>
  'all' in scope || ('childIds' in scope ? scope.childIds.has(row.childId) : scope.groupIds.has(row.groupId));

/** The group's name for display (one GetItem). */
export const groupName = async (kindergartenId: string, groupId: string | null | undefined) =>
  groupId ? ((await getItem<{ name: string }>(keys.group(kindergartenId, groupId)))?.name ?? '') : '';

/** The caller's name as a list shows who submitted (one GetItem of the profile). */
export async function userName(userId: string): Promise<string> {
  const user = await getItem<{ firstName?: string; lastName?: string }>(keys.user(userId), {
    attributes: ['firstName', 'lastName'],
  });
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/**
 * The children the caller may file requests and notices for, by name: a parent's own (their guardian links,
 * one Query), a teacher's groups' and a manager's school-year groups' (one Query of the groups and one of
 * each group's children).
 */
export async function childOptions(session: TenantRouteSession) {
  if (session.role === Role.Parent) {
    const index = keys.childrenOfParent(session.userId, session.kindergartenId, '');
    const links = await queryAll<{ childId: string; childName: string; groupId: string | null }>({
      index: 'GSI1',
      partition: index.GSI1PK,
      beginsWith: index.GSI1SK,
      attributes: ['childId', 'childName', 'groupId'],
    });
    return links
      .filter((l) => l.groupId)
      .map((l) => ({ id: String(l.childId), name: l.childName, groupId: String(l.groupId) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'bg'));
  }
  const groups = (await groupsOfKindergarten(session.kindergartenId)).filter(
    (g) =>
      (isKindergartenManager(session)
        ? g.periodId === session.periodId
        : g.teacherIds?.includes(session.userId)) && !g.closedOn,
  );
  const perGroup = await Promise.all(
    groups.map((g) =>
      queryAll<{ id: string; firstName: string; lastName: string; groupId: string }>({
        index: 'GSI1',
        partition: keys.childrenOfGroup(session.kindergartenId, g.id).GSI1PK,
        attributes: ['id', 'firstName', 'lastName', 'groupId'],
      }),
    ),
  );
  return perGroup
    .flat()
    .map((c) => ({ id: c.id, name: childName(c), groupId: c.groupId }))
    .sort((a, b) => a.name.localeCompare(b.name, 'bg'));
}

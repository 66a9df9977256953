import { Role } from '@gradina/shared';
import { getItem, keys } from '../../../platform/db';
import { forbidden, notFound } from '../../../platform/http/errors';
import { isKindergartenManager, type LoadedObject } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The child a measurement, portfolio or achievement is about, and who may see it: the kindergarten's
 * managers (and the other staff holding the right, e.g. a resource specialist) every child; a teacher the
 * children of the groups whose `teacherIds` name them (403 for others); a parent only their own children
 * (404 for others: a parent must not learn that another child exists).
 */
export interface ChildRow {
  id: string;
  kindergartenId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthDate: string;
  gender: number;
  groupId: string;
}

export const childNotFound = 'Детето не е намерено.';
const notTheirGroup = 'Детето не е от група, в която преподавате.';

export const childName = (c: Pick<ChildRow, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`;

/** One read of the child under the session's kindergarten's key. */
export const readChild = (kindergartenId: string, childId: string) =>
  getItem<ChildRow>(keys.child(kindergartenId, childId));

const teaches = async (session: TenantRouteSession, groupId: string) =>
  Boolean(
    (
      await getItem<{ teacherIds?: string[] }>(keys.group(session.kindergartenId, groupId))
    )?.teacherIds?.includes(session.userId),
  );

/** Throws unless the caller may see this child (one more read for a teacher's group or a parent's link). */
export async function checkChildVisible(session: TenantRouteSession, child: ChildRow): Promise<void> {
  if (isKindergartenManager(session)) return;
  if (session.role === Role.Parent) {
    const link = await getItem(keys.guardianOfChild(session.kindergartenId, child.id, session.userId));
    if (!link) throw notFound(childNotFound);
    return;
  }
  if (session.role === Role.Teacher && !(await teaches(session, child.groupId)))
    throw forbidden(notTheirGroup);
}

/** The child a request names, when the caller may see it (404/403 otherwise). */
export async function visibleChild(session: TenantRouteSession, childId: string): Promise<ChildRow> {
  const child = await readChild(session.kindergartenId, childId);
  if (!child) throw notFound(childNotFound);
  await checkChildVisible(session, child);
  return child;
}

/** A group the caller may list: a manager's any, a teacher's own; a parent lists no group. */
export async function checkGroupVisible(session: TenantRouteSession, groupId: string): Promise<void> {
  if (isKindergartenManager(session)) return;
  if (session.role === Role.Parent) throw forbidden('Родителите виждат само своите деца.');
  if (session.role === Role.Teacher && !(await teaches(session, groupId)))
    throw forbidden('Групата не е от Вашите групи.');
}

/**
 * The object rule's view of a child, or of a record of the child (`item`): the child's current group decides
 * which teachers may act on it.
 */
export function childObject(child: ChildRow): LoadedObject<ChildRow>;
export function childObject<T>(child: ChildRow, item: T): LoadedObject<T>;
export function childObject(child: ChildRow, item: unknown = child): LoadedObject {
  return { kindergartenId: child.kindergartenId, authorId: null, groupIds: [child.groupId], item };
}

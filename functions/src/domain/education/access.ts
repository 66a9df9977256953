import { Role } from '@gradina/shared';
import { getItem } from '../../platform/db';
import { forbidden, notFound } from '../../platform/http/errors';
import { isKindergartenManager } from '../../platform/http/object-access';
import type { TenantRouteSession } from '../../platform/http/route-session';
import { childrenOfCaller } from '../children/access';
import type { GroupItem } from '../groups/group-reads';
import { rosterOf } from '../groups/roster';
import { educationKeys } from './keys';

export const groupNotFound = 'Групата не е намерена.';
export const notYourGroup = 'Групата не е от Вашите групи.';

/** Whether the caller teaches the group (its teachers; a resource specialist counts as one of them). */
export const teaches = (session: Pick<TenantRouteSession, 'userId'>, group: Pick<GroupItem, 'teacherIds'>) =>
  group.teacherIds?.includes(session.userId) ?? false;

/** Managers, resource specialists and the group's own teachers may use a group's education records. */
export const staffMayUse = (session: TenantRouteSession, group: Pick<GroupItem, 'teacherIds'>) =>
  isKindergartenManager(session) || session.role === Role.ResourceSpecialist || teaches(session, group);

/**
 * The group an education call is about, read once (one GetItem; its roster comes with it), and whether the
 * caller may use it: managers every group, teachers their own (issue #30: "teachers for their groups"),
 * resource specialists every group (they support children across the groups; their rights reach only
 * lessons and results), a parent only to read the group of one of their children. 404 for a group of no kindergarten of the
 * session, 403 for another's.
 */
export async function groupFor(
  session: TenantRouteSession,
  groupId: string,
  mode: 'read' | 'write',
): Promise<GroupItem & Record<string, unknown>> {
  const group = await getItem<GroupItem & Record<string, unknown>>(
    educationKeys.group(session.kindergartenId, groupId),
    { consistent: true },
  );
  if (!group) throw notFound(groupNotFound);
  if (staffMayUse(session, group)) return group;
  if (mode === 'read' && session.role === Role.Parent) {
    const mine = new Set(await childrenOfCaller(session));
    if (rosterOf(group).some((c) => mine.has(c.id))) return group;
  }
  throw forbidden(notYourGroup);
}

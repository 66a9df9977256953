import { Role } from '@gradina/shared';
import { isKindergartenManager } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { childIdsOfParent, type GroupItem, groupsOf } from './items';

/**
 * Which children a caller may read: the kindergarten's managers (and any other staff role holding the
 * Students right, e.g. a resource specialist) all of them; a teacher the children of the groups whose
 * `teacherIds` name them; a parent only the children they are a guardian of.
 */
export type ChildScope =
  | { kind: 'all' }
  | { kind: 'groups'; groupIds: ReadonlySet<string> }
  | { kind: 'children'; childIds: ReadonlySet<string> };

export async function childScope(session: TenantRouteSession, groups?: GroupItem[]): Promise<ChildScope> {
  if (isKindergartenManager(session)) return { kind: 'all' };
  if (session.role === Role.Parent)
    return {
      kind: 'children',
      childIds: new Set(await childIdsOfParent(session.userId, session.kindergartenId)),
    };
  if (session.role === Role.Teacher) {
    const all = groups ?? (await groupsOf(session.kindergartenId));
    return {
      kind: 'groups',
      groupIds: new Set(all.filter((g) => g.teacherIds?.includes(session.userId)).map((g) => g.id)),
    };
  }
  return { kind: 'all' };
}

export function mayRead(scope: ChildScope, child: { id: string; groupId: string }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'groups') return scope.groupIds.has(child.groupId);
  return scope.childIds.has(child.id);
}

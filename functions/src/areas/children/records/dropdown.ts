import type { ChildOption } from '@gradina/shared/manifest/routes/children/records';
import { byBulgarianName } from '../../../platform/db';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { childScope, mayRead } from './access';
import { childrenInGroup, childrenOfKindergarten } from './items';

export const fullName = (c: { firstName: string; middleName?: string; lastName: string }) =>
  [c.firstName, c.middleName, c.lastName].filter((p) => p).join(' ');

/** The children a picker offers: those of a group (one Query) or of the kindergarten, that the caller may read. */
export async function childDropdown(
  session: TenantRouteSession,
  query: { groupId?: string | undefined },
): Promise<ChildOption[]> {
  const kg = session.kindergartenId;
  const [scope, children] = await Promise.all([
    childScope(session),
    query.groupId ? childrenInGroup(kg, query.groupId) : childrenOfKindergarten(kg),
  ]);
  return children
    .filter((c) => mayRead(scope, c))
    .map((c) => ({ id: c.id, name: fullName(c), groupId: c.groupId }))
    .sort(byBulgarianName);
}

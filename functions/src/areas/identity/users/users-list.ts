import type { Role } from '@gradina/shared';
import { batchGet } from '../../../platform/db/batch';
import { keys } from '../../../platform/db/keys';
import { pageOf, queryAll } from '../../../platform/db/query';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { invitationsOfKindergarten } from '../accounts/invitation-records';
import { fullName, nameMatches, personColumns } from '../accounts/records';

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  userType: Role;
  isActive: boolean;
  isPendingActivation: boolean;
  status: 'active' | 'inactive' | 'invited';
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** Rows filtered by role, name (any part, any case) and activity, sorted by name with Bulgarian collation. */
export function filterAndSort(
  rows: UserRow[],
  filter: { userType?: number; name?: string; isActive?: boolean },
): UserRow[] {
  return rows
    .filter((r) => filter.userType === undefined || r.userType === filter.userType)
    .filter((r) => filter.isActive === undefined || r.isActive === filter.isActive)
    .filter(nameMatches(filter.name))
    .sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id));
}

const memberQuery = (partition: string) =>
  queryAll<{ userId: string; role: number }>({
    index: 'GSI1',
    partition,
    beginsWith: 'USER#',
    attributes: ['userId', 'role'],
  });

/**
 * GET /api/Users: the session kindergarten's members (members index), the members it deactivated (their
 * index) with their profiles (BatchGet, 100 a request), and its open invitations, filtered and paged. An
 * invitation shows only what the inviter typed and its own id: never the account an address may have.
 */
export async function listUsers(
  session: TenantRouteSession,
  q: {
    kindergartenId?: string;
    userType?: number;
    name?: string;
    isActive?: boolean;
    PageNumber?: number;
    PageSize?: number;
  },
) {
  const { kindergartenId } = session;
  const [members, suspended, invitations] = await Promise.all([
    memberQuery(keys.membershipByKindergarten(kindergartenId, '').GSI1PK),
    memberQuery(keys.suspendedOfKindergarten(kindergartenId).GSI1PK),
    invitationsOfKindergarten(kindergartenId),
  ]);
  const wanted = [...members, ...suspended].filter(
    (m) => q.userType === undefined || Number(m.role) === q.userType,
  );
  const roleOf = new Map(wanted.map((m) => [m.userId, Number(m.role) as Role]));
  const suspendedIds = new Set(suspended.map((m) => m.userId));
  const profiles = await batchGet<{
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    active: boolean;
    pendingActivation?: boolean;
  }>(wanted.map((m) => keys.user(m.userId)));
  const rows: UserRow[] = profiles.map((p) => {
    const isActive = p.active === true && !suspendedIds.has(p.id);
    return {
      ...personColumns(p),
      userType: roleOf.get(p.id)!,
      isActive,
      status: isActive ? 'active' : 'inactive',
    };
  });
  for (const i of invitations) {
    if (q.userType !== undefined && i.role !== q.userType) continue;
    rows.push({
      id: i.id,
      firstName: i.firstName,
      lastName: i.lastName,
      fullName: fullName(i),
      email: i.email,
      phone: i.phone ?? null,
      userType: i.role,
      isActive: false,
      isPendingActivation: true,
      status: 'invited',
    });
  }
  const result = filterAndSort(rows, q);
  return pageOf(result, q.PageNumber ?? 1, q.PageSize ?? Math.max(result.length, 1));
}

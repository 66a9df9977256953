import type { Role } from '@gradina/shared';
import { keys } from '../../../platform/db/keys';
import { pageOf, queryAll } from '../../../platform/db/query';
import type { SessionContext } from '../../../platform/http/session';
import { batchGet, checkKindergartenGuard, fullName } from './records';

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
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** Rows filtered by role, name (any part, any case) and activity, sorted by name with Bulgarian collation. */
export function filterAndSort(
  rows: UserRow[],
  filter: { userType?: number; name?: string; isActive?: boolean },
): UserRow[] {
  const needle = filter.name?.trim().toLocaleLowerCase('bg');
  return rows
    .filter((r) => filter.userType === undefined || r.userType === filter.userType)
    .filter((r) => filter.isActive === undefined || r.isActive === filter.isActive)
    .filter(
      (r) =>
        !needle || r.fullName.toLocaleLowerCase('bg').includes(needle) || (r.email ?? '').includes(needle),
    )
    .sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id));
}

/**
 * GET /api/Users: the session kindergarten's members (membership index, one Query) with their profiles
 * (BatchGet, 100 a request), filtered and paged.
 */
export async function listUsers(
  session: SessionContext,
  q: {
    kindergartenId?: string;
    userType?: number;
    name?: string;
    isActive?: boolean;
    PageNumber?: number;
    PageSize?: number;
  },
) {
  const kindergartenId = checkKindergartenGuard(session, q.kindergartenId);
  const index = keys.membershipByKindergarten(kindergartenId, '');
  const members = await queryAll<{ userId: string; role: number }>({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
    ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
    ProjectionExpression: 'userId, #role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
  const wanted = members.filter((m) => q.userType === undefined || Number(m.role) === q.userType);
  const roleOf = new Map(wanted.map((m) => [m.userId, Number(m.role) as Role]));
  const profiles = await batchGet<{
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    active: boolean;
    pendingActivation?: boolean;
  }>(
    wanted.map((m) => keys.user(m.userId)),
    'id, firstName, lastName, email, phone, active, pendingActivation',
  );
  const rows: UserRow[] = profiles.map((p) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: fullName(p),
    email: p.email ?? null,
    phone: p.phone ?? null,
    userType: roleOf.get(p.id)!,
    isActive: p.active === true,
    isPendingActivation: p.pendingActivation === true,
  }));
  const result = filterAndSort(rows, q);
  return pageOf(result, q.PageNumber ?? 1, q.PageSize ?? Math.max(result.length, 1));
}

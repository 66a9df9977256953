import { batchGet } from '../../platform/db/batch';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

export interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  baseRole: number;
  active: boolean;
  selectedKindergartenId: string | null;
  periodId: string | null;
  avatarPath: string | null;
  consolidation: boolean;
  emailNotifications?: boolean;
}

export interface MembershipRecord {
  kindergartenId: string;
  role: number;
}

export interface KindergartenRecord {
  id: string;
  name: string;
  city: string;
  town: string;
  adress: string;
  motherKindergartenId: string | null;
  activePeriodId: string | null;
}

/**
 * A user's profile and memberships live in one partition: one Query reads both. `suspendedIn` lists the
 * kindergartens that deactivated the user (their memberships moved aside).
 */
export async function loadUserWithMemberships(
  userId: string,
): Promise<{ user: UserRecord; memberships: MembershipRecord[]; suspendedIn: string[] } | undefined> {
  const Items = await queryAll<Record<string, unknown>>({ partition: keys.user(userId).PK });
  const user = Items.find((i) => i.SK === 'PROFILE') as UserRecord | undefined;
  if (!user) return undefined;
  const memberships = Items.filter((i) => String(i.SK).startsWith('MEMBER#')).map((i) => ({
    kindergartenId: String(i.kindergartenId),
    role: Number(i.role),
  }));
  const suspendedIn = Items.filter((i) => String(i.SK).startsWith('SUSPENDED#')).map((i) =>
    String(i.kindergartenId),
  );
  return { user, memberships, suspendedIn };
}

/**
 * Whether sign-in may open a session: a user whom every kindergarten of theirs deactivated has nowhere to
 * work (and gets the usual wrong-credentials answer); a user who never had a kindergarten (MON, Master) does.
 */
export const mayWorkSomewhere = (record: { memberships: unknown[]; suspendedIn: string[] }) =>
  record.memberships.length > 0 || record.suspendedIn.length === 0;

export function selectedMembership(record: {
  user: UserRecord;
  memberships: MembershipRecord[];
}): MembershipRecord | undefined {
  return (
    record.memberships.find((m) => m.kindergartenId === record.user.selectedKindergartenId) ??
    record.memberships[0]
  );
}

export const loadKindergartens = (ids: readonly string[]) =>
  batchGet<KindergartenRecord>(ids.map((id) => keys.kindergarten(id)));

import { batchGet } from '../db/batch';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';

/**
 * A user's profile, memberships and kindergartens as sign-in, the account pages and the frame read them:
 * identity and the communication area's shell call both need them, so they live here.
 */

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

export const loadKindergartens = (ids: readonly string[]) =>
  batchGet<KindergartenRecord>(ids.map((id) => keys.kindergarten(id)));

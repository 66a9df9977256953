export {
  type KindergartenRecord,
  loadKindergartens,
  loadUserWithMemberships,
  type MembershipRecord,
  type UserRecord,
} from '../../../platform/frame/user-records';

import type { MembershipRecord, UserRecord } from '../../../platform/frame/user-records';

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

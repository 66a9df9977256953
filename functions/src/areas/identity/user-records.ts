import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { keys } from '../../platform/db/keys';

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
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
    }),
  );
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

export async function loadKindergartens(ids: string[]): Promise<KindergartenRecord[]> {
  if (ids.length === 0) return [];
  const out: KindergartenRecord[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    let request: BatchGetCommandInput['RequestItems'] = {
      [tableName()]: { Keys: chunk.map((id) => keys.kindergarten(id)) },
    };
    while (request && Object.keys(request).length > 0) {
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
      out.push(...((res.Responses?.[tableName()] ?? []) as KindergartenRecord[]));
      request = res.UnprocessedKeys;
    }
  }
  return out;
}

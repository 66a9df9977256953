import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Role } from '@gradina/shared';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';
import { forbidden, notFound } from '../http/errors';
import type { SessionContext } from '../http/session';
import { effectiveGrants } from './effective-rights';

/**
 * Switching what a session works in: its kindergarten (with the role there, the school year and the rights
 * that follow) and its school year. The session item changes, so the very next request sees it.
 *
 * School-year preferences are kept per kindergarten on the membership item (`periodId`); the user's own
 * `periodId` (the spec's "school-year preference") is the preference in the selected kindergarten, so a
 * sign-in, which opens the selected kindergarten, starts in it. No preference means the active year.
 */
export const switchFailedMessage = 'Неуспешна смяна на детска градина!';
export const periodNotFoundMessage = 'Учебната година не е намерена.';
export const noKindergartenMessage = 'Не е избрана детска градина.';
export const otherKindergartenMessage =
  'Сесията Ви вече е в друга детска градина (сменена в друг прозорец). Презаредете страницата.';

/**
 * The session's kindergarten, checked against the one the screen sends back (`kindergartenId`, optional):
 * a tab still showing another kindergarten is refused instead of working on the session's.
 */
export function sessionKindergarten(session: SessionContext, shown?: string | null): string {
  const kindergartenId = session.kindergartenId;
  if (!kindergartenId) throw forbidden(noKindergartenMessage);
  if (shown && shown !== kindergartenId) throw forbidden(otherKindergartenMessage);
  return kindergartenId;
}

/** Roles that work across kindergartens (the country, a municipality, the platform), never inside one. */
export const rolesWithoutKindergarten: ReadonlySet<Role> = new Set<Role>([
  Role.MON,
  Role.Municipality,
  Role.Master,
]);

interface MembershipRow {
  kindergartenId: string;
  role: Role;
  periodId: string | null;
}

/** The profile and memberships of a user (one Query of the user's partition). */
export async function userPartition(
  userId: string,
): Promise<{ user: Record<string, unknown>; memberships: MembershipRow[] } | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
    }),
  );
  const user = Items.find((i) => i.SK === 'PROFILE');
  if (!user) return undefined;
  const memberships = Items.filter((i) => String(i.SK).startsWith('MEMBER#')).map((i) => ({
    kindergartenId: String(i.kindergartenId),
    role: Number(i.role) as Role,
    periodId: typeof i.periodId === 'string' && i.periodId !== '' ? i.periodId : null,
  }));
  return { user, memberships };
}

/** A school year of a kindergarten, or undefined. */
export async function schoolYearOf(kindergartenId: string, periodId: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.schoolYear(kindergartenId, periodId) }),
  );
  return Item;
}

/** The preferred school year when it is one of the kindergarten's, else the kindergarten's active one. */
export async function periodForSession(
  kindergartenId: string,
  preferred: string | null | undefined,
): Promise<{ periodId: string | null; preferenceValid: boolean }> {
  if (preferred && (await schoolYearOf(kindergartenId, preferred)))
    return { periodId: preferred, preferenceValid: true };
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.kindergarten(kindergartenId) }),
  );
  return { periodId: (Item?.activePeriodId as string | undefined) ?? null, preferenceValid: false };
}

const isConditionFailure = (e: unknown) => (e as Error).name === 'ConditionalCheckFailedException';

/**
 * Moves the session to another of the user's kindergartens: the role there, the school year (the user's
 * preference there, else the active year) and the effective rights; the kindergarten becomes the user's
 * selected one for the next sign-in. Anything but a membership is refused with the spec's message.
 */
export async function switchKindergarten(
  session: SessionContext,
  kindergartenId: string,
): Promise<SessionContext> {
  const record = await userPartition(session.userId);
  if (!record || rolesWithoutKindergarten.has(Number(record.user.baseRole) as Role))
    throw forbidden(switchFailedMessage);
  const membership = record.memberships.find((m) => m.kindergartenId === kindergartenId);
  if (!membership) throw forbidden(switchFailedMessage);
  const { periodId, preferenceValid } = await periodForSession(kindergartenId, membership.periodId);
  const grants = await effectiveGrants(session.userId, kindergartenId, membership.role);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.sessionId),
        UpdateExpression:
          'SET #kg = :kg, #role = :role, #period = :period, #grants = :grants, GSI2PK = :gpk, GSI2SK = :gsk',
        ConditionExpression: 'attribute_exists(PK) AND #user = :user',
        ExpressionAttributeNames: {
          '#kg': 'kindergartenId',
          '#role': 'role',
          '#period': 'periodId',
          '#grants': 'grants',
          '#user': 'userId',
        },
        ExpressionAttributeValues: {
          ':kg': kindergartenId,
          ':role': membership.role,
          ':period': periodId,
          ':grants': grants,
          ':user': session.userId,
          ':gpk': keys.sessionsOfKindergarten(kindergartenId).GSI2PK,
          ':gsk': keys.sessionsOfKindergarten(kindergartenId, session.sessionId).GSI2SK,
        },
      }),
    );
  } catch (e) {
    if (isConditionFailure(e)) throw forbidden(switchFailedMessage);
    throw e;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(session.userId),
      UpdateExpression: 'SET selectedKindergartenId = :kg, periodId = :pref',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':kg': kindergartenId,
        ':pref': preferenceValid ? membership.periodId : null,
      },
    }),
  );
  return { ...session, kindergartenId, role: membership.role, periodId, grants };
}

/**
 * Makes a school year of the session's kindergarten the session's and remembers the choice; choosing the
 * active year forgets the preference, so the next school year's rollover carries the user along.
 */
export async function changeSchoolYear(session: SessionContext, periodId: string): Promise<void> {
  const kindergartenId = sessionKindergarten(session);
  const period = await schoolYearOf(kindergartenId, periodId);
  if (!period) throw notFound(periodNotFoundMessage);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.sessionId),
        UpdateExpression: 'SET periodId = :p',
        ConditionExpression: 'attribute_exists(PK) AND kindergartenId = :kg',
        ExpressionAttributeValues: { ':p': periodId, ':kg': kindergartenId },
      }),
    );
  } catch (e) {
    // The session moved to another kindergarten (another tab) meanwhile.
    if (isConditionFailure(e)) throw notFound(periodNotFoundMessage);
    throw e;
  }
  const preference = period.active === true ? null : periodId;
  const writes = [
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.membership(session.userId, kindergartenId),
      UpdateExpression: 'SET periodId = :p',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':p': preference },
    }),
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(session.userId),
      UpdateExpression: 'SET periodId = :p',
      ConditionExpression: 'attribute_exists(PK) AND selectedKindergartenId = :kg',
      ExpressionAttributeValues: { ':p': preference, ':kg': kindergartenId },
    }),
  ];
  for (const w of writes) {
    try {
      await db().send(w);
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
}

/**
 * Sessions of a kindergarten that work in a school year about to disappear move to another one (the
 * active year): one Query of the sessions index, one conditional UpdateItem per affected session.
 */
export async function moveSessionsOffPeriod(
  kindergartenId: string,
  fromPeriodId: string,
  toPeriodId: string | null,
): Promise<number> {
  const sessions = await queryAll<{ sessionId: string; periodId: string | null }>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: 'periodId = :from',
    ExpressionAttributeValues: {
      ':pk': keys.sessionsOfKindergarten(kindergartenId).GSI2PK,
      ':from': fromPeriodId,
    },
  });
  let moved = 0;
  for (const s of sessions) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.session(s.sessionId),
          UpdateExpression: 'SET periodId = :to',
          ConditionExpression: 'attribute_exists(PK) AND periodId = :from AND kindergartenId = :kg',
          ExpressionAttributeValues: { ':to': toPeriodId, ':from': fromPeriodId, ':kg': kindergartenId },
        }),
      );
      moved++;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return moved;
}

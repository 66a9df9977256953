import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Role } from '@gradina/shared';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { badRequest, forbidden } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import { nowIso, type Profile, requireMember, requireProfile, saved } from './records';

const notYourself = () => badRequest('Не можете да промените активността на собствения си профил.');

/**
 * Activates or deactivates an account. Deactivation is written first (so no new sign-in succeeds), then
 * every session of the user is deleted: their tokens stop at the next request and the stream consumer
 * closes their WebSockets. It also voids an unused activation link; an administrator can send a new one.
 */
export async function setActivation(profile: Profile, isActive: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(profile.id),
      UpdateExpression: isActive
        ? 'SET active = :active, activationChangedAt = :at'
        : 'SET active = :active, activationChangedAt = :at REMOVE activationTokenHash, recoveryTokenHash',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':active': isActive, ':at': nowIso() },
    }),
  );
  if (!isActive) await closeSessionsOfUser(profile.id);
}

/** POST /api/Users/change-user-activation: a member of the session's kindergarten. */
export async function changeUserActivation(session: SessionContext, userId: string, isActive: boolean) {
  if (userId === session.userId) throw notYourself();
  const member = await requireMember(session, userId);
  if (session.role !== Role.Director && member.role === Role.Director)
    throw forbidden('Само директор може да променя активността на директор.');
  await setActivation(member.profile, isActive);
  return saved(userId);
}

/** POST /api/Identity/change-activation: the Master, for any account but their own. */
export async function changeAccountActivation(session: SessionContext, userId: string, isActive: boolean) {
  if (userId === session.userId) throw notYourself();
  const profile = await requireProfile(userId);
  await setActivation(profile, isActive);
  return saved(userId);
}

import { Role } from '@gradina/shared';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import { batchWrite } from '../../../platform/db/batch';
import { getItem, updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { badRequest, forbidden } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';
import { membershipItems } from '../accounts/accounts';
import { type LabelledOp, type Profile, staffRosterRemovalOp, transact } from '../accounts/items';
import { nowIso, requireProfile, saved, userNotFound } from '../accounts/records';

const notYourself = () => badRequest('Не можете да промените активността на собствения си профил.');

/**
 * The Master's switch for a whole account. Deactivation is written first (so no new sign-in succeeds), then
 * every session of the user is deleted: their tokens stop at the next request and the stream consumer
 * closes their WebSockets. It also voids an unused activation link; an administrator can send a new one.
 */
export async function setActivation(profile: Profile, isActive: boolean): Promise<void> {
  await updateItem(
    keys.user(profile.id),
    {
      set: { active: isActive, activationChangedAt: nowIso() },
      ...(isActive ? {} : { remove: ['activationTokenHash', 'recoveryTokenHash'] }),
    },
    { exists: true },
  );
  if (!isActive) await closeSessionsOfUser(profile.id);
}

/** Ends the user's sessions that work in one kindergarten; their sessions elsewhere go on. */
async function closeSessionsIn(userId: string, kindergartenId: string): Promise<void> {
  const index = keys.sessionsOfUser(userId);
  const sessions = await queryAll<{ sessionId: string; kindergartenId?: string | null }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['sessionId', 'kindergartenId'],
  });
  await batchWrite({
    deletes: sessions
      .filter((s) => s.kindergartenId === kindergartenId)
      .map((s) => keys.session(s.sessionId)),
  });
}

/**
 * Deactivation in one kindergarten: the membership moves to a suspended item (so sign-in, the kindergarten
 * switch, recipients and rights stop seeing it), the staff item goes (it is what the recipient pickers
 * list), and the user's sessions in that kindergarten end. Their other kindergartens are untouched.
 */
async function suspend(userId: string, kindergartenId: string, membership: Record<string, unknown>) {
  const staff = await getItem(keys.staffMember(kindergartenId, userId), { consistent: true });
  const items: LabelledOp[] = [
    {
      label: 'membership',
      op: { delete: keys.membership(userId, kindergartenId), condition: { exists: true } },
    },
    {
      label: 'suspended',
      op: {
        put: {
          ...keys.suspendedMembership(userId, kindergartenId),
          ...keys.suspendedOfKindergarten(kindergartenId, userId),
          type: 'SuspendedMembership',
          userId,
          kindergartenId,
          role: Number(membership.role),
          periodId: membership.periodId ?? null,
          position: staff?.position ?? null,
          suspendedAt: nowIso(),
        },
      },
    },
  ];
  if (staff)
    items.push(
      { label: 'staff', op: { delete: keys.staffMember(kindergartenId, userId) } },
      staffRosterRemovalOp(kindergartenId, userId),
    );
  await transact(items, () => undefined);
  await closeSessionsIn(userId, kindergartenId);
}

/** Reactivation in one kindergarten: the membership and staff item come back with the role they had. */
async function reinstate(profile: Profile, kindergartenId: string, suspended: Record<string, unknown>) {
  await transact(
    [
      {
        label: 'suspended',
        op: { delete: keys.suspendedMembership(profile.id, kindergartenId), condition: { exists: true } },
      },
      ...membershipItems(
        profile.id,
        {
          kindergartenId,
          role: Number(suspended.role),
          position: (suspended.position as string | null) ?? undefined,
        },
        profile,
      ),
    ],
    () => undefined,
  );
}

/**
 * POST /api/Users/change-user-activation: activity of a user in the session's kindergarten only. A user who
 * is not a member there (active or suspended) does not exist for it (404); nobody changes their own; only a
 * director changes a director's. The whole account is the Master's (/api/Identity/change-activation).
 */
export async function changeUserActivation(session: TenantRouteSession, userId: string, isActive: boolean) {
  if (userId === session.userId) throw notYourself();
  const { kindergartenId } = session;
  const [membership, suspended, profile] = await Promise.all([
    getItem(keys.membership(userId, kindergartenId), { consistent: true }),
    getItem(keys.suspendedMembership(userId, kindergartenId), { consistent: true }),
    getItem<Profile>(keys.user(userId), { consistent: true }),
  ]);
  const current = membership ?? suspended;
  if (!current || !profile) throw userNotFound();
  if (session.role !== Role.Director && Number(current.role) === Role.Director)
    throw forbidden('Само директор може да променя активността на директор.');
  if (!isActive && membership) await suspend(userId, kindergartenId, membership);
  if (isActive && !membership && suspended) await reinstate(profile, kindergartenId, suspended);
  return saved(userId);
}

/** POST /api/Identity/change-activation: the Master, for any account but their own. */
export async function changeAccountActivation(session: SessionContext, userId: string, isActive: boolean) {
  if (userId === session.userId) throw notYourself();
  const profile = await requireProfile(userId);
  await setActivation(profile, isActive);
  return saved(userId);
}

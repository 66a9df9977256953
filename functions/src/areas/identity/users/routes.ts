import type { identityUserRoutes as manifest } from '@gradina/shared/manifest/routes/identity/users';
import { recordAudit } from '../../../platform/audit/audit';
import { pageOf } from '../../../platform/db/query';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { member, memberOrSuspended } from '../accounts/members';
import { requireMember, saved } from '../accounts/records';
import { changeUserActivation } from './activation';
import { locksOfKindergarten, unlockUser } from './login-throttle';
import { listUsers } from './users-list';

/** The kindergarten's users: the list, (de)activation and sign-in locks. Thin entries over the feature's functions. */
export const userRoutes: FeatureRoutes<typeof manifest, typeof userObjects> = {
  'identity.users': entry.query(listUsers),
  'identity.changeUserActivation': async ({ session, query }) => {
    const reply = await changeUserActivation(session, query.userId, query.isActive);
    if (!query.isActive)
      await recordAudit({
        kindergartenId: session.kindergartenId,
        event: 'membership.deactivated',
        actorUserId: session.userId,
        subjectUserId: query.userId,
      });
    return reply;
  },
  'identity.loginLocks': async ({ session }) => pageOf(await locksOfKindergarten(session.kindergartenId)),
  'identity.unlockLogin': async ({ session, body }) => {
    await requireMember(session, body.userId);
    await unlockUser(body.userId);
    return saved(body.userId);
  },
};

/** The user a write acts on: a member of the session's kindergarten (or one it deactivated, to reactivate). */
export const userObjects = {
  'identity.changeUserActivation': async ({ session, query }) =>
    memberOrSuspended(session.kindergartenId, query.userId),
  'identity.unlockLogin': async ({ session, body }) => member(session.kindergartenId, body.userId),
} satisfies FeatureLoaders<typeof manifest>;

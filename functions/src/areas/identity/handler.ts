import { identityRoutes } from '@gradina/shared/manifest/routes/identity';
import { identityAccessRoutes } from '@gradina/shared/manifest/routes/identity-access';
import { identityAccountsRoutes } from '@gradina/shared/manifest/routes/identity-accounts';
import { keys } from '../../platform/db';
import { createAreaHandler } from '../../platform/http/area-handler';
import { kindergartenItem } from '../../platform/http/object-access';
import { accessRoutes } from './access/routes';
import { accountRoutes } from './accounts/routes';
import { auditRoutes } from './audit-routes';
import { sessionRoutes } from './session-routes';

/** A user the route acts on must be a member of the session's kindergarten (their membership item). */
const member = (kindergartenId: string, userId: string) =>
  kindergartenItem(kindergartenId, keys.membership(userId, kindergartenId));
/** ... or one it deactivated (reactivation), or, for a new link, its own open invitation. */
const memberOrSuspended = async (kindergartenId: string, userId: string) =>
  (await member(kindergartenId, userId)) ??
  kindergartenItem(kindergartenId, keys.suspendedMembership(userId, kindergartenId));
const memberOrInvited = async (kindergartenId: string, id: string) =>
  (await member(kindergartenId, id)) ?? kindergartenItem(kindergartenId, keys.invitation(kindergartenId, id));

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [identityRoutes, identityAccountsRoutes, identityAccessRoutes];

/** The identity Lambda: sessions, accounts, and access (user groups, module settings). */
export const handler = createAreaHandler(
  'identity',
  areaRoutes,
  { ...sessionRoutes, ...accountRoutes, ...accessRoutes, ...auditRoutes },
  {
    objects: {
      'identity.changeUserActivation': async ({ session, query }) =>
        memberOrSuspended(session.kindergartenId, query.userId),
      'identity.sendInvitation': async ({ session, body }) =>
        memberOrInvited(session.kindergartenId, body.userId),
      'identity.unlockLogin': async ({ session, body }) => member(session.kindergartenId, body.userId),
      'identity.approveRegistration': async ({ session, path }) =>
        kindergartenItem(session.kindergartenId, keys.registrationRequest(session.kindergartenId, path.id)),
      'identity.rejectRegistration': async ({ session, path }) =>
        kindergartenItem(session.kindergartenId, keys.registrationRequest(session.kindergartenId, path.id)),
      'identity.saveUserRole': async ({ session, body }) =>
        body.id
          ? kindergartenItem(session.kindergartenId, keys.userGroup(session.kindergartenId, body.id))
          : null,
      'identity.deleteUserRole': async ({ session, path }) =>
        kindergartenItem(session.kindergartenId, keys.userGroup(session.kindergartenId, path.id)),
    },
  },
);

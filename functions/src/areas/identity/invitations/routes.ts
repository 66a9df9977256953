import type { identityInvitationRoutes as manifest } from '@gradina/shared/manifest/routes/identity/invitations';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { memberOrInvited } from '../accounts/members';
import { acceptMyInvitation, answerByToken, declineMyInvitation, myInvitations } from './invitation-answers';
import { inviteUser, resendInvitation } from './invitations';

/** Invitations: sending them, and the invitee's answer (signed in, or by the mail's link). Thin entries over the feature's functions. */
export const invitationRoutes: FeatureRoutes<typeof manifest, typeof invitationObjects> = {
  'identity.inviteUser': async ({ session, body }) => inviteUser(session, body),
  'identity.sendInvitation': async ({ session, body }) => resendInvitation(session, body.userId),
  'identity.myInvitations': async ({ session }) => myInvitations(session),
  'identity.acceptInvitation': async ({ session, path }) => acceptMyInvitation(session, path.id),
  'identity.declineInvitation': async ({ session, path }) => declineMyInvitation(session, path.id),
  'identity.answerInvitation': async ({ body }) => answerByToken(body.token, body.accept),
};

/** A resent invitation's user: a member of the kindergarten, or its own open invitation. */
export const invitationObjects = {
  'identity.sendInvitation': async ({ session, body }) =>
    memberOrInvited(session.kindergartenId, body.userId),
} satisfies FeatureLoaders<typeof manifest>;

import type { identityInvitationRoutes as manifest } from '@gradina/shared/manifest/routes/identity/invitations';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { memberOrInvited } from '../accounts/members';
import { acceptMyInvitation, answerByToken, declineMyInvitation, myInvitations } from './invitation-answers';
import { inviteUser, resendInvitation } from './invitations';

/** Invitations: sending them, and the invitee's answer (signed in, or by the mail's link). Thin entries over the feature's functions. */
export const invitationRoutes: FeatureRoutes<typeof manifest, typeof invitationObjects> = {
  'identity.inviteUser': entry.body(inviteUser),
  'identity.sendInvitation': async ({ session, body }) => resendInvitation(session, body.userId),
  'identity.myInvitations': entry.session(myInvitations),
  'identity.acceptInvitation': entry.pathId(acceptMyInvitation),
  'identity.declineInvitation': entry.pathId(declineMyInvitation),
  'identity.answerInvitation': async ({ body }) => answerByToken(body.token, body.accept),
};

/** A resent invitation's user: a member of the kindergarten, or its own open invitation. */
export const invitationObjects = {
  'identity.sendInvitation': async ({ session, body }) =>
    memberOrInvited(session.kindergartenId, body.userId),
} satisfies FeatureLoaders<typeof manifest>;

import type { Role } from '@gradina/shared';
import { enqueue } from '../../platform/queue/send';

/**
 * An invitation another area asks the identity area to send (the children area's new parent): the identity
 * area owns invitations, their links and mails, and no area imports another, so the request goes through the
 * work queue (functions/src/queue/consumers.ts) with the id the invitation will have, which the asking area
 * has already written on what waits for the answer (the children a parent is invited for).
 */
export interface QueuedInvitation {
  invitationId: string;
  kindergartenId: string;
  role: Role;
  invitedBy: string;
  invitee: { email: string; firstName: string; lastName: string; phone?: string };
}

export const queuedInvitationType = 'identity.invite';

export const queueInvitation = (invitation: QueuedInvitation) =>
  enqueue('work', { type: queuedInvitationType, key: invitation.invitationId, payload: invitation });

import { Role } from '@gradina/shared';
import { communicationConsumers } from '../areas/communication/fanout/consumers';
import { sendQueuedInvitation } from '../areas/identity/invitations/invitations';
import { databaseExportConsumers } from '../areas/kindergartens/database-export/consumers';
import { neispuoConsumers } from '../areas/neispuo/consumers';
import { pendingGuardiansOfInvitation } from '../domain/children/guardians';
import { type QueuedInvitation, queuedInvitationType } from '../domain/invitations/queued-invitation';
import { shouldDeliverMail } from '../platform/mail/delivery';
import { type Mail, sendMail } from '../platform/mail/mailer';
import { onceOnly } from '../platform/queue/idempotency';
import type { WorkMessage } from '../platform/queue/send';

export type Consumer = (message: WorkMessage) => Promise<void>;

/** Consumers of the work queue by message type; each area adds its own (messages fan-out, exports...). */
export const consumers: Record<string, Consumer> = {
  /** E-mails go through the queue so a slow mail service never slows a request, and a retry never sends twice. */
  'mail.send': async (message) => {
    await onceOnly('mail', message.key, async () => {
      const mail = message.payload as Mail & { category?: string };
      // Someone who unsubscribed still gets what they asked for (recovery, activation), nothing else.
      if (await shouldDeliverMail(mail)) await sendMail(mail);
    });
  },
  /** An invitation another area asked for (a parent for a child, a staff record): the identity area sends it. */
  [queuedInvitationType]: async (message) => {
    const invitation = message.payload as QueuedInvitation;
    // Every child a parent's was for may have been unlinked before the queue got to it: then nobody is invited.
    if (invitation.role === Role.Parent) {
      const waiting = await pendingGuardiansOfInvitation(invitation.kindergartenId, invitation.invitationId);
      if (waiting.length === 0) return;
    }
    await onceOnly('invite', message.key, () => sendQueuedInvitation(invitation));
  },
  /** Messages, events and polls reaching their recipients; pushes to kindergartens (communication area). */
  ...communicationConsumers,
  /** Attendance sent to НЕИСПУО (neispuo area). */
  ...neispuoConsumers,
  /** The kindergartens' database archives (kindergartens area). */
  ...databaseExportConsumers,
};

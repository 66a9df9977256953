import { communicationConsumers } from '../areas/communication/fanout';
import { type Mail, sendMail } from '../platform/mail/mailer';
import { onceOnly } from '../platform/queue/idempotency';
import type { WorkMessage } from '../platform/queue/send';

export type Consumer = (message: WorkMessage) => Promise<void>;

/** Consumers of the work queue by message type; each area adds its own (messages fan-out, exports...). */
export const consumers: Record<string, Consumer> = {
  /** E-mails go through the queue so a slow mail service never slows a request, and a retry never sends twice. */
  'mail.send': async (message) => {
    await onceOnly('mail', message.key, async () => {
      await sendMail(message.payload as Mail);
    });
  },
  /** Messages, events and polls reaching their recipients; pushes to kindergartens (communication area). */
  ...communicationConsumers,
};

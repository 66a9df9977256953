import { randomUUID } from 'node:crypto';
import { enqueue } from '../../../platform/queue/send';
import { footer, type MailText } from './templates';
import { unsubscribeLink } from './unsubscribe-links';

/**
 * `essential` mails (activation, recovery, invitations, registration decisions) reach even an address that
 * unsubscribed; `notification` mails do not (see delivery.ts).
 */
export type MailCategory = 'essential' | 'notification';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  category: MailCategory;
}

/** Queues one account e-mail with the footer; `key` makes a retried request send it once. */
export async function sendAccountMail(
  to: string,
  mail: MailText,
  options: { category?: MailCategory; key?: string } = {},
): Promise<void> {
  const category = options.category ?? 'essential';
  const payload: MailPayload = {
    to,
    subject: mail.subject,
    text: `${mail.text}\n${footer({ unsubscribeLink: await unsubscribeLink(to), essential: category === 'essential' })}`,
    category,
  };
  await enqueue('work', { type: 'mail.send', key: options.key ?? `account:${randomUUID()}`, payload });
}

import { LoginIdentifierKind } from '@gradina/shared';
import { normalizeIdentifier } from '../auth/identifiers';
import { getItem } from '../db/item';
import { keys } from '../db/keys';

/**
 * Whether the mail consumer should send a mail: essential mails always; any other (a mail without a category
 * counts as a notification) only if the address does not belong to a user who unsubscribed. Meant for the
 * `mail.send` consumer (functions/src/queue/consumers.ts), which the accounts backend does not own.
 */
export async function shouldDeliverMail(payload: { to: string; category?: string }): Promise<boolean> {
  if (payload.category === 'essential') return true;
  const address = normalizeIdentifier(LoginIdentifierKind.Email, payload.to);
  if (!address) return true;
  const marker = await getItem<{ userId?: string }>(keys.loginIdentifier(LoginIdentifierKind.Email, address));
  const userId = marker?.userId;
  if (!userId) return true;
  const user = await getItem<{ emailNotifications?: boolean }>(keys.user(userId), {
    attributes: ['emailNotifications'],
  });
  return user?.emailNotifications !== false;
}

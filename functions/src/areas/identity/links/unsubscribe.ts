import { LoginIdentifierKind } from '@gradina/shared';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { invalidField } from '../../../platform/http/errors';
import { userIdOfIdentifier } from '../accounts/items';
import { saved } from '../accounts/records';
import { addressOfUnsubscribeToken } from '../mails/unsubscribe-links';

/**
 * The /unsubscribe/{token} page's call: the sealed address of an e-mail's footer stops notification mails to
 * the user with that address (their profile's emailNotifications); account and security mails still go.
 * Idempotent, and the same answer whether the address has an account.
 */
export async function unsubscribe(token: string) {
  const address = await addressOfUnsubscribeToken(token);
  const normalized = address ? normalizeIdentifier(LoginIdentifierKind.Email, address) : undefined;
  if (!normalized) {
    const message = 'Връзката за отписване е невалидна.';
    throw invalidField('token', message);
  }
  const userId = await userIdOfIdentifier(LoginIdentifierKind.Email, normalized);
  if (userId) {
    await updateItem(
      keys.user(userId),
      { set: { emailNotifications: false, unsubscribedAt: new Date().toISOString() } },
      { exists: true },
    );
  }
  return saved(null);
}

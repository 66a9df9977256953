import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LoginIdentifierKind } from '@gradina/shared';
import { normalizeIdentifier } from '../auth/identifiers';
import { db, tableName } from '../db/client';
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
  const marker = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.loginIdentifier(LoginIdentifierKind.Email, address) }),
  );
  const userId = marker.Item?.userId as string | undefined;
  if (!userId) return true;
  const user = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ProjectionExpression: 'emailNotifications',
    }),
  );
  return user.Item?.emailNotifications !== false;
}

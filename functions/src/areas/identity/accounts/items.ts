import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../../platform/db/client';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { type ApiError, conflict } from '../../../platform/http/errors';
import type { UserRecord } from '../user-records';

/**
 * The accounts feature's items and the requests that read them: user profiles (`USER#<id>` / PROFILE),
 * memberships (`USER#<id>` / `MEMBER#<kindergarten>`), login identifier markers and kindergarten profiles.
 */

/** The user profile item as the accounts backend reads and writes it. */
export interface Profile extends Omit<UserRecord, 'passwordHash'> {
  /** Null until an invited or registered user sets a password. */
  passwordHash: string | null;
  /** Invited, not yet activated: the activation link sets the password and the flag goes. */
  pendingActivation?: boolean;
  /** False after the user unsubscribed: only essential e-mails reach them. Absent means true. */
  emailNotifications?: boolean;
  jurisdiction?: { municipalityCode?: string } | null;
  /** The newest activation / recovery link: an older link stops working when a new one is sent. */
  activationTokenHash?: string | null;
  recoveryTokenHash?: string | null;
  createdAt?: string;
  GSI2PK?: string;
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const getProfile = (userId: string, consistent = false) =>
  getItem<Profile>(keys.user(userId), { consistent });

export async function membershipOf(
  userId: string,
  kindergartenId: string,
): Promise<{ role: number; kindergartenId: string } | undefined> {
  const item = await getItem<{ role: number }>(keys.membership(userId, kindergartenId), { consistent: true });
  return item ? { role: Number(item.role), kindergartenId } : undefined;
}

export async function kindergartenProfile(
  kindergartenId: string,
): Promise<{ id: string; name: string; municipalityCode?: string } | undefined> {
  const item = await getItem<{ name: string; municipalityCode?: string }>(keys.kindergarten(kindergartenId));
  return item
    ? { id: kindergartenId, name: String(item.name), municipalityCode: item.municipalityCode }
    : undefined;
}

export async function userIdOfIdentifier(kind: number, normalized: string): Promise<string | undefined> {
  const marker = await getItem<{ userId?: string }>(keys.loginIdentifier(kind, normalized), {
    consistent: true,
  });
  return marker?.userId;
}

/**
 * Runs a transaction of labelled items; when DynamoDB cancels it, `onConflict` turns the label of the first
 * item whose condition failed into the error to answer (a taken e-mail, a used token...).
 */
export async function transact(
  items: { label: string; item: TransactItem }[],
  onConflict: (label: string) => ApiError | undefined,
): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) }));
  } catch (e) {
    if ((e as Error).name !== 'TransactionCanceledException') throw e;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    const label = failed >= 0 ? items[failed]?.label : undefined;
    const mapped = label ? onConflict(label) : undefined;
    if (mapped) throw mapped;
    if (failed >= 0 || reasons.some((r) => r.Code === 'TransactionConflict'))
      throw conflict('Записът беше променен междувременно. Опитайте отново.');
    throw e;
  }
}

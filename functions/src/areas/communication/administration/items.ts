import { getItem, isConditionFailure, type Key, putItem, queryAll, updateItem } from '../../../platform/db';
import { keys } from '../../../platform/db/keys';
import type { Item } from '../collections';
import type { CommunicationItem } from '../fanout/items';

/** The platform's messages and maintenance messages. Keys from the session's kindergarten only. */
export const platformKeys = {
  /** Master's messages to kindergartens (administrative and for-kindergartens), newest last. */
  platformMessage: (messageId?: string) => ({ PK: 'PLATFORM#MESSAGES', SK: `MSG#${messageId ?? ''}` }),
  maintenanceMessage: (messageId?: string) => ({ PK: 'PLATFORM#MAINTENANCE', SK: `MSG#${messageId ?? ''}` }),
  /** A user's acknowledgement of a maintenance message (shown once per user until acknowledged). */
  maintenanceAck: (messageId: string, userId: string) => ({
    PK: `PLATFORM#MAINTENANCE#${messageId}`,
    SK: `ACK#${userId}`,
  }),
} as const;

/**
 * The platform's partitions: administrative messages (`PLATFORM#MESSAGES`), maintenance messages
 * (`PLATFORM#MAINTENANCE`) and each user's acknowledgement of a maintenance message.
 */

export interface MaintenanceItem extends Item {
  id: string;
  title: string;
  content: string;
  creationTime: string;
  createdBy: CommunicationItem['createdBy'];
  isActive: boolean;
  clearedTime: string | null;
}

/** Puts a new platform or maintenance message (ids are new: never overwrites). */
export const putNewMessage = (item: Item) => putItem(item as Key & Item, { absent: true });

/** Administrative messages, newest first. */
export const platformMessages = () =>
  queryAll({ partition: platformKeys.platformMessage().PK, beginsWith: 'MSG#', descending: true });

/** Maintenance messages, newest first (`active`: only those not cleared). */
export const maintenanceItems = (active = false) =>
  queryAll<MaintenanceItem>({
    partition: platformKeys.maintenanceMessage().PK,
    beginsWith: 'MSG#',
    descending: true,
    ...(active ? { filter: { equals: { isActive: true } } } : {}),
  });

/** The author's profile (their name goes on the message). */
export const readProfile = (userId: string) => getItem(keys.user(userId));

export const readMaintenanceItem = (id: string) =>
  getItem<MaintenanceItem>(platformKeys.maintenanceMessage(id));

/** Clears an active maintenance message; false when it is not active (cleared already, or missing). */
export async function clearMaintenanceItem(id: string, now: string): Promise<boolean> {
  try {
    // The first clear sets the time (the item is created with clearedTime null, so if_not_exists won't do).
    await updateItem(
      platformKeys.maintenanceMessage(id),
      { set: { isActive: false, clearedTime: now } },
      { exists: true, equals: { isActive: true } },
    );
    return true;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return false;
  }
}

export const putAcknowledgement = (id: string, userId: string, now: string) =>
  putItem({
    ...platformKeys.maintenanceAck(id, userId),
    type: 'MaintenanceAck',
    messageId: id,
    userId,
    acknowledgedAt: now,
  });

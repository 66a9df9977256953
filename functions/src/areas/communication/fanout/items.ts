import type { Role } from '@gradina/shared';
import type { Condition, Key } from '../../../platform/db';
import {
  batchWrite,
  getItem,
  isConditionFailure,
  keys,
  putItem,
  queryAll,
  updateItem,
} from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import type { Item } from '../collections';
import type { RecipientSpec } from '../recipients/recipients';

/** What a communication item partition holds: a message, a calendar event or a poll. */
export type CommunicationKind = 'MSG' | 'EVENT' | 'POLL';

/** A message, event or poll of a kindergarten: the item and its recipient chunks share its partition (with replies and votes). Keys from the session's kindergarten only. */
export const itemKeys = {
  /** A message, event or poll of a kindergarten; its recipient chunks, replies and votes share the partition. */
  communicationItem: (kindergartenId: string, kind: CommunicationKind, itemId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#${kind}#${itemId}`,
    SK: 'ITEM',
  }),
  /** The resolved recipients of an item, 100 user ids per chunk item (`RCPT#0000`, `RCPT#0001`...). */
  communicationRecipients: (
    kindergartenId: string,
    kind: CommunicationKind,
    itemId: string,
    chunk?: number,
  ) => ({
    PK: `${tenantPrefix(kindergartenId)}#${kind}#${itemId}`,
    SK: chunk !== undefined ? `RCPT#${String(chunk).padStart(4, '0')}` : 'RCPT#',
  }),
} as const;

/** A message, event or poll as stored (`itemKeys.communicationItem`) or a platform message (`platformKeys.platformMessage`). */
export interface CommunicationItem extends Item {
  kind: CommunicationKind;
  id: string;
  kindergartenId: string | null;
  version: number;
  title: string;
  createdBy: { id: string; name: string; userType: Role };
  creationTime: string;
  recipients: RecipientSpec;
}

/** An item read consistently: a fan-out works on one written a moment ago, an edit checks its version. */
export const readItem = <T extends CommunicationItem = CommunicationItem>(key: Key) =>
  getItem<T>(key, { consistent: true });

/** The recipient chunk items of an item and the user ids they hold. */
export async function storedRecipients(kindergartenId: string, kind: CommunicationKind, itemId: string) {
  const prefix = itemKeys.communicationRecipients(kindergartenId, kind, itemId);
  const chunks = await queryAll({ partition: prefix.PK, beginsWith: prefix.SK });
  return {
    chunks: chunks.map((c) => ({ PK: String(c.PK), SK: String(c.SK) })),
    userIds: chunks.flatMap((c) => (c.userIds as string[]) ?? []),
  };
}

/** Replaces the recipient chunks: puts the new ones and deletes the old ones beyond them. */
export const writeRecipientChunks = (puts: (Key & Item)[], deletes: Key[]) => batchWrite({ puts, deletes });

/** Records how many users an item version reaches; a newer version already written wins. */
export async function setRecipientsCount(item: CommunicationItem, count: number): Promise<void> {
  try {
    await updateItem(
      itemKeys.communicationItem(item.kindergartenId!, item.kind, item.id),
      { set: { recipientsCount: count } },
      { equals: { version: item.version } },
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/** Every kindergarten id of the country: the national directory on GSI2. */
export async function allKindergartenIds(): Promise<string[]> {
  const items = await queryAll({
    index: 'GSI2',
    partition: keys.kindergartenDirectory().GSI2PK,
    attributes: ['id'],
  });
  return items.map((i) => String(i.id));
}

/**
 * Writes a new item version: conditioned on the version it replaces (and `extra`), or on being new. False
 * when the condition failed.
 */
export async function writeItemVersion(
  item: CommunicationItem,
  replaces?: { version: number; extra?: Condition },
): Promise<boolean> {
  const condition: Condition = replaces
    ? { ...replaces.extra, equals: { ...replaces.extra?.equals, version: replaces.version } }
    : { absent: true };
  try {
    await putItem(item as Key & CommunicationItem, condition);
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

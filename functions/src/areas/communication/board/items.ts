import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Key } from '../../../platform/db';
import { db, deleteIfExists, getItem, putItem, queryAll, staleWrite, tableName } from '../../../platform/db';
import { tenantPrefix } from '../../../platform/db/keys';
import { notFound } from '../../../platform/http/errors';
import type { Item } from '../collections';
import type { CreatedBy } from '../inbox/entries';
import type { TransactItem } from '../inbox/items';
import { cancellationCodes, inboxKeys, isTransactionConflict, transactItems } from '../inbox/items';

/** The board partition and the kindergarten's communication settings. Keys from the session's kindergarten only. */
export const boardKeys = {
  /** The dashboard board (/notes): its messages and a META item with the order version. */
  boardMessage: (kindergartenId: string, messageId?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#BOARD`,
    SK: `MSG#${messageId ?? ''}`,
  }),
  boardMeta: (kindergartenId: string) => ({ PK: `${tenantPrefix(kindergartenId)}#BOARD`, SK: 'META' }),
  /** Communication settings of a kindergarten: MessageFeatureFlags (default all on). */
  communicationSettings: (kindergartenId: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#SETTINGS`,
    SK: 'COMMUNICATION',
  }),
} as const;

/** The board partition: its messages (`MSG#<id>`) and a META item with the order's version. */

export interface BoardMessage extends Item {
  id: string;
  title: string;
  content: string;
  creationTime: string;
  createdBy: CreatedBy;
  groupIds: string[];
  order: number;
  /** Edits of the note (notes written before versions existed have none: version 0). */
  version?: number;
}

export const readBoardMessage = (kindergartenId: string, id: string) =>
  getItem<BoardMessage>(boardKeys.boardMessage(kindergartenId, id), { consistent: true });

/** Every item of the board partition (its messages and META). */
export const boardItems = (kindergartenId: string) =>
  queryAll({ partition: boardKeys.boardMeta(kindergartenId).PK });

export const putBoardMessage = (message: BoardMessage) =>
  putItem(message as BoardMessage & Key, { absent: true });

/** Deletes a board message; false when there was none. */
export const deleteBoardItem = (kindergartenId: string, id: string) =>
  deleteIfExists(boardKeys.boardMessage(kindergartenId, id));

/**
 * Every listed message gets its position (and must still exist) and the board's version goes up by one, in
 * one transaction; with `version` only while the board still has it. A lost race answers 409, a missing
 * message 404.
 */
export async function writeBoardOrder(kg: string, ids: string[], version: number | undefined) {
  const meta: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: boardKeys.boardMeta(kg),
      UpdateExpression: 'SET #t = :type ADD version :one',
      ExpressionAttributeNames: { '#t': 'type', ...(version !== undefined ? { '#v': 'version' } : {}) },
      ExpressionAttributeValues: {
        ':type': 'BoardMeta',
        ':one': 1,
        ...(version !== undefined ? { ':v': version } : {}),
      },
      ...(version === undefined
        ? {}
        : {
            ConditionExpression: version === 0 ? 'attribute_not_exists(#v) OR #v = :v' : '#v = :v',
          }),
    },
  };
  try {
    await transactItems([
      ...ids.map(
        (id, order): TransactItem => ({
          Update: {
            TableName: tableName(),
            Key: boardKeys.boardMessage(kg, id),
            UpdateExpression: 'SET #o = :o',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#o': 'order' },
            ExpressionAttributeValues: { ':o': order },
          },
        }),
      ),
      meta,
    ]);
  } catch (e) {
    const codes = cancellationCodes(e);
    // A message that is not on this board first: the order was made for another board (or a deleted note),
    // which no reload of this one mends.
    if (codes?.slice(0, ids.length).includes('ConditionalCheckFailed'))
      throw notFound('Съобщение от таблото не е намерено.');
    if (codes?.[ids.length] === 'ConditionalCheckFailed' || isTransactionConflict(e))
      throw staleWrite(
        'Таблото беше подредено междувременно от друг потребител. Презаредете и опитайте отново.',
      );
    throw e;
  }
}

/** Marks board messages seen on the user's counter item: the listed ones, or all up to now (a time mark). */
export async function writeBoardSeen(kindergartenId: string, userId: string, ids: string[], now: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: inboxKeys.inboxCounters(kindergartenId, userId),
      ...(ids.length > 0
        ? { UpdateExpression: 'ADD seenBoard :ids', ExpressionAttributeValues: { ':ids': new Set(ids) } }
        : { UpdateExpression: 'SET boardSeenAt = :now', ExpressionAttributeValues: { ':now': now } }),
    }),
  );
}

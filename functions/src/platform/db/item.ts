import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../http/errors';
import { db, tableName } from './client';
import { type Changes, type Condition, conditionParams, updateParams } from './expressions';

/** A table key: every item has PK and SK. */
export interface Key {
  PK: string;
  SK: string;
}

/** Whether a write failed its condition (the SDK's exception for single-item writes). */
export const isConditionFailure = (e: unknown) => (e as Error)?.name === 'ConditionalCheckFailedException';

export async function getItem<T = Record<string, unknown>>(
  key: Key,
  { consistent = false, attributes }: { consistent?: boolean; attributes?: readonly string[] } = {},
): Promise<T | undefined> {
  const names = attributes?.map((a, i) => [`#p${i}`, a] as const);
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: key.PK, SK: key.SK },
      ...(consistent ? { ConsistentRead: true } : {}),
      ...(names?.length
        ? {
            ProjectionExpression: names.map(([n]) => n).join(', '),
            ExpressionAttributeNames: Object.fromEntries(names),
          }
        : {}),
    }),
  );
  return Item as T | undefined;
}

/** The item, or the API's 404 with `message`. */
export async function getOrNotFound<T = Record<string, unknown>>(
  key: Key,
  message?: string,
  options: { consistent?: boolean } = {},
): Promise<T> {
  const item = await getItem<T>(key, options);
  if (!item) throw notFound(message);
  return item;
}

export async function putItem(item: Key & Record<string, unknown>, condition?: Condition): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ...conditionParams(condition) }));
}

/** Puts the item unless one with its key exists (unique markers, first-use values); false when it did. */
export async function putIfAbsent(item: Key & Record<string, unknown>): Promise<boolean> {
  try {
    await putItem(item, { absent: true });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * Updates top-level attributes; with a condition, a failed one throws the SDK's exception (see
 * `isConditionFailure`) so the caller says what it means. Answers the item as it is after the update.
 */
export async function updateItem<T = Record<string, unknown>>(
  key: Key,
  changes: Changes,
  condition?: Condition,
): Promise<T> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: key.PK, SK: key.SK },
      ...updateParams(changes, condition),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as T;
}

/** Deletes the item when it exists (and `condition` holds); false when there was nothing to delete. */
export async function deleteIfExists(key: Key, condition: Condition = {}): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { PK: key.PK, SK: key.SK },
        ...conditionParams({ ...condition, exists: true }),
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Deletes the item; nothing happens when there is none (DynamoDB deletes are idempotent). */
export async function deleteItem(key: Key): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: key.PK, SK: key.SK } }));
}

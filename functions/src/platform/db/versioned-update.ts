import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bgMessages } from '@gradina/shared';
import { ApiError, invalidField, notFound } from '../http/errors';
import { db, tableName } from './client';

/**
 * Lost updates: a document edited as a whole (an event, a poll, a board note, a school year...) carries a
 * `version`; its GET answers it, the edit sends it back, and the write applies only while the stored version
 * is still that one. Of two editors who loaded the same version, the second gets 409 and this message, and
 * the page offers to reload instead of silently overwriting the first one's work.
 */
export const staleWriteMessage =
  'Записът е променен от друг потребител. Презаредете страницата, за да видите последната версия.';

/**
 * The 409 of a stale write. It names the `version` field, which is what tells the page to offer a reload
 * (other 409s, such as a duplicate name, are answered in the form).
 */
export const staleWrite = (message = staleWriteMessage) =>
  new ApiError(409, 'conflict', message, [{ field: 'version', message }]);

/** The stored version; items written before versions existed count as version 0. */
export const versionOf = (item: { version?: unknown } | undefined) => Number(item?.version ?? 0);

/** An edit must say which version it edits: 400 naming the field when it does not. */
export function requireVersion(version: number | undefined): number {
  if (version === undefined) {
    const message = bgMessages.required('Версия');
    throw invalidField('version', message);
  }
  return version;
}

/** Refuses at once an edit of a version other than the stored one (the write checks again, atomically). */
export function checkVersion(item: { version?: unknown }, expected: number): void {
  if (versionOf(item) !== expected) throw staleWrite();
}

type Key = { PK: string; SK: string };

/** The condition of a versioned write: the item exists and still has the expected version. */
function versionCondition(expected: number, extra?: string) {
  const version =
    expected === 0
      ? '(attribute_not_exists(#version) OR #version = :expectedVersion)'
      : '#version = :expectedVersion';
  return ['attribute_exists(PK)', version, extra].filter(Boolean).join(' AND ');
}

/** A failed condition: 404 when the item is gone, otherwise someone else's write came first (409). */
function failure(e: unknown, missing: () => ApiError, stale: () => ApiError): unknown {
  if ((e as Error)?.name !== 'ConditionalCheckFailedException') return e;
  return (e as { Item?: unknown }).Item ? stale() : missing();
}

export interface VersionedWrite {
  /** The version the editor loaded. */
  expected: number;
  /** Another condition the write needs (e.g. a poll nobody voted in yet), with its values. */
  condition?: { expression: string; values: Record<string, unknown> };
  /** The 404 for a missing item and the 409 for a stale one (defaults: the generic messages). */
  missing?: () => ApiError;
  stale?: () => ApiError;
}

/**
 * Sets `changes` on an existing item only while it has the expected version, and bumps the version by one.
 * Answers the new version.
 */
export async function versionedUpdate(
  key: Key,
  changes: Record<string, unknown>,
  write: VersionedWrite,
): Promise<number> {
  const entries = Object.entries(changes);
  const next = write.expected + 1;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: key.PK, SK: key.SK },
        UpdateExpression: `SET ${[...entries.map((_, i) => `#f${i} = :f${i}`), '#version = :nextVersion'].join(', ')}`,
        ConditionExpression: versionCondition(write.expected, write.condition?.expression),
        ExpressionAttributeNames: {
          '#version': 'version',
          ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':expectedVersion': write.expected,
          ':nextVersion': next,
          ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
          ...write.condition?.values,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (e) {
    throw failure(e, write.missing ?? (() => notFound()), write.stale ?? staleWrite);
  }
  return next;
}

/**
 * Replaces an existing item whole (its `version` must be the expected one plus one) only while the stored
 * item has the expected version: for documents whose every attribute is rebuilt on edit.
 */
export async function versionedPut(
  item: Record<string, unknown> & { version: number },
  write: VersionedWrite,
): Promise<void> {
  if (item.version !== write.expected + 1) throw new Error('a versioned put writes the next version');
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: versionCondition(write.expected, write.condition?.expression),
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expectedVersion': write.expected, ...write.condition?.values },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (e) {
    throw failure(e, write.missing ?? (() => notFound()), write.stale ?? staleWrite);
  }
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conflict, notFound } from '../http/errors';
import { db, tableName } from './client';
import { type Changes, updateParams } from './expressions';
import { isConditionFailure, type Key } from './item';
import { staleDataMessage, type TransactOp } from './transact';

/**
 * Lost-update protection for a document edited as a whole: the writer read `version` (undefined when the
 * item never had one) and the write happens only if nobody changed the item since; it bumps the version.
 */
export interface Versioned {
  /** The version the writer read. */
  read: number | undefined;
  /** Default `version`. */
  attribute?: string;
}

/** The transaction write that bumps the version (with `changes`) only if it is still the one read. */
export function versionedOp(key: Key, { read, attribute = 'version' }: Versioned, changes: Changes = {}) {
  return {
    update: key,
    changes: { ...changes, set: { ...changes.set, [attribute]: (read ?? 0) + 1 } },
    condition:
      read === undefined
        ? { exists: true, missing: [attribute] }
        : { exists: true, equals: { [attribute]: read } },
  } satisfies TransactOp;
}

/**
 * Updates a versioned item: 404 (`notFoundMessage`) when it is gone, 409 (`conflictMessage`) when someone
 * changed it after it was read. Answers the new version.
 */
export async function updateVersioned(
  key: Key,
  versioned: Versioned,
  changes: Changes,
  messages: { notFound?: string; conflict?: string } = {},
): Promise<number> {
  const op = versionedOp(key, versioned, changes);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: key.PK, SK: key.SK },
        ...updateParams(op.changes, op.condition),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    if (!(e as { Item?: unknown }).Item) throw notFound(messages.notFound);
    throw conflict(messages.conflict ?? staleDataMessage);
  }
  return (versioned.read ?? 0) + 1;
}

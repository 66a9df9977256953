import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../http/errors';
import { db, tableName } from './client';
import type { Changes, Condition } from './expressions';
import { conditionExpression, conditionParams, updateParams } from './expressions';
import type { Key } from './item';
import { staleWriteMessage } from './versioned-update';

/** One write of a transaction; a condition that fails cancels all of them. */
export type TransactOp =
  | { put: Key & Record<string, unknown>; condition?: Condition }
  | { update: Key; changes: Changes; condition?: Condition }
  | { delete: Key; condition?: Condition }
  | { check: Key; condition: Condition };

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const keyOf = (k: Key) => ({ PK: k.PK, SK: k.SK });

export function transactItem(op: TransactOp): TransactItem {
  const TableName = tableName();
  if ('put' in op) return { Put: { TableName, Item: op.put, ...conditionParams(op.condition) } };
  if ('update' in op)
    return { Update: { TableName, Key: keyOf(op.update), ...updateParams(op.changes, op.condition) } };
  if ('delete' in op)
    return { Delete: { TableName, Key: keyOf(op.delete), ...conditionParams(op.condition) } };
  const check = conditionExpression(op.condition);
  if (!check) throw new Error('a condition check needs a condition');
  return {
    ConditionCheck: {
      TableName,
      Key: keyOf(op.check),
      ConditionExpression: check.expression,
      ExpressionAttributeNames: check.names,
      ...(Object.keys(check.values).length ? { ExpressionAttributeValues: check.values } : {}),
    },
  };
}

export type TransactOutcome = { committed: true } | { committed: false; failed: number[] };

/**
 * Writes all ops or none. A cancellation for failed conditions (or a concurrent transaction on the same
 * items) answers which ops failed instead of throwing; every other error is thrown.
 */
export async function tryTransact(ops: readonly TransactOp[]): Promise<TransactOutcome> {
  if (ops.length === 0) return { committed: true };
  if (ops.length > 100) throw new Error(`a transaction takes at most 100 writes, not ${ops.length}`);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: ops.map(transactItem) }));
    return { committed: true };
  } catch (e) {
    if ((e as Error).name !== 'TransactionCanceledException') throw e;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.flatMap((r, i) =>
      r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict' ? [i] : [],
    );
    if (failed.length === 0) throw e;
    return { committed: false, failed };
  }
}

/**
 * Writes all ops or none; a failed condition becomes the API's 409 with `onConflict` (a message, or a
 * function of the failed op indexes answering the error to throw, e.g. a 404 when the item is gone).
 */
export async function transact(
  ops: readonly TransactOp[],
  onConflict: string | ((failed: number[]) => Error) = staleWriteMessage,
): Promise<void> {
  const outcome = await tryTransact(ops);
  if (outcome.committed) return;
  throw typeof onConflict === 'string' ? conflict(onConflict) : onConflict(outcome.failed);
}

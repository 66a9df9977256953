import { invalidField } from '../http/errors';

/** The key attributes of the table and its indexes: the only ones a LastEvaluatedKey holds. */
const keyAttributes = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK']);

export type StartKey = Record<string, string>;

export const invalidCursorMessage = 'Невалиден указател към страница. Заредете списъка отначало.';

/** The opaque page cursor a client gets back: the base64url of the LastEvaluatedKey. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url') : null;
}

/**
 * Reads a cursor back for a query of `partition` on `partitionAttribute`. A cursor is client input: it must
 * be the key of an item of the same partition, so a forged one can never start a page in another tenant's
 * partition (DynamoDB itself would only refuse a start key outside the key condition for some shapes).
 * Anything else answers 400 naming `field`.
 */
export function decodeCursor(
  cursor: string,
  partitionAttribute: string,
  partition: string,
  field = 'cursor',
): StartKey {
  const refuse = () => invalidField(field, invalidCursorMessage);
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw refuse();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw refuse();
  const entries = Object.entries(key);
  const wellFormed = entries.every(([name, value]) => keyAttributes.has(name) && typeof value === 'string');
  const table = 'PK' in key && 'SK' in key;
  if (!wellFormed || !table || (key as StartKey)[partitionAttribute] !== partition) throw refuse();
  return key as StartKey;
}

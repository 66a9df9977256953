import { getItem, type Key, type TransactOp } from '../../platform/db';

/**
 * A series of document numbers (receipts, РКО and the providers' vouchers, invoices, protocols) without gaps
 * and never one number twice: a counter item (`last`) moved only from the value read, and a marker item per
 * number put once, both in the transaction that saves the document. A transaction refused on these two alone
 * lost a race with another document: the caller reads the counter again and retries.
 */

/** The counter's `last` (0 before the first number), read consistently, with the other attributes asked. */
export async function readCounter<T extends Record<string, unknown> = Record<never, never>>(
  counterKey: Key,
  more: readonly (keyof T & string)[] = [],
): Promise<Partial<T> & { last: number }> {
  const counter = await getItem<Partial<T> & { last?: number }>(counterKey, {
    consistent: true,
    attributes: ['last', ...more],
  });
  return { ...counter, last: Number(counter?.last ?? 0) } as Partial<T> & { last: number };
}

/**
 * The two writes that give number `last + 1`: the counter moved from the value read (`also` set beside it),
 * and the number's marker (`marker`: its key and what it records), put only if absent.
 */
export function nextNumberOps(
  counterKey: Key,
  last: number,
  marker: Key & Record<string, unknown>,
  also: Record<string, unknown> = {},
): [TransactOp, TransactOp] {
  return [
    {
      update: counterKey,
      changes: { set: { last: last + 1, ...also } },
      condition:
        last === 0
          ? {
              expression: 'attribute_not_exists(#last) OR #last = :zero',
              names: { '#last': 'last' },
              values: { ':zero': 0 },
            }
          : { equals: { last } },
    },
    { put: marker, condition: { absent: true } },
  ];
}

import { type TransactOp, tenantPrefix, tryTransact } from '../../platform/db';
import { activityKeys } from '../activities/keys';
import { nextNumberOps, readCounter } from './document-numbers';

/**
 * The kindergarten's receipt numbers (квитанции), one series for desk and online payments, without gaps and
 * never twice: the number is taken in the payment's own transaction, with the counter moved only from the
 * value read and a marker per number put once. A transaction that loses the race on the counter alone is
 * tried again with the new value, so a lost race never burns a number (as certificates and invoices do).
 * Requests: one consistent read of the counter and the transaction, per attempt.
 */

/** The series' last number (`last`); the document-type settings move it forward (cash/settings). */
export const receiptCounterKey = (kindergartenId: string) => activityKeys.counter(kindergartenId, 'RECEIPT');

/** A number given: `{ paymentId }`, put with `attribute_not_exists`. */
export const receiptNumberKey = (kindergartenId: string, n: number) => ({
  PK: `${tenantPrefix(kindergartenId)}#RECEIPT_NUMBERS`,
  SK: `RECEIPT#${String(n).padStart(10, '0')}`,
});

export async function lastReceiptNumber(kindergartenId: string): Promise<number> {
  return (await readCounter(receiptCounterKey(kindergartenId))).last;
}

/** The two writes that give number `last + 1` to a payment (appended after the caller's ops). */
export function receiptNumberOps(kindergartenId: string, last: number, paymentId: string): TransactOp[] {
  return nextNumberOps(receiptCounterKey(kindergartenId), last, {
    ...receiptNumberKey(kindergartenId, last + 1),
    type: 'ReceiptNumber',
    paymentId,
  });
}

export type NumberedTransact =
  | { committed: true; receiptNumber: number }
  /** `failed`: indexes of the caller's ops whose condition failed (never the number's own ops). */
  | { committed: false; failed: number[] };

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 3 + Math.random() * 10 * Math.min(attempt + 1, 10)));

/**
 * Writes `build(n)` with the next receipt number `n` in one transaction. Refused on the counter or the
 * number's marker alone (another payment took `n`), it reads the counter again and retries; refused on any
 * of the caller's ops, it answers their indexes (nothing is written, no number is used).
 */
export async function transactWithReceipt(
  kindergartenId: string,
  paymentId: string,
  build: (receiptNumber: number) => TransactOp[],
  attempts = 80,
): Promise<NumberedTransact> {
  for (let attempt = 0; ; attempt++) {
    const last = await lastReceiptNumber(kindergartenId);
    const ops = build(last + 1);
    const outcome = await tryTransact([...ops, ...receiptNumberOps(kindergartenId, last, paymentId)]);
    if (outcome.committed) return { committed: true, receiptNumber: last + 1 };
    const mine = outcome.failed.filter((i) => i < ops.length);
    if (mine.length > 0) return { committed: false, failed: mine };
    if (attempt + 1 >= attempts) throw new Error('receipt number: too many concurrent payments');
    await pause(attempt);
  }
}

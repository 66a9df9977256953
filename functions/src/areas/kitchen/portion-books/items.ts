import { calculationKeys, type PortionBookItem } from '../../../domain/kitchen/calculations';
import { nextNumberOps, readCounter } from '../../../domain/payments/document-numbers';
import { type TransactOp, tryTransact } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';

/**
 * The portion books' writes: a book, its number taken from the year's counter with its marker, and the
 * calculation's link to it, in one transaction (docs/data-model.md, "Kitchen calculations").
 */

export const portionBookNotFound = 'Порционната книга не е намерена.';

export const lastPortionBookNumber = async (kindergartenId: string, year: number) =>
  (await readCounter(calculationKeys.portionBookCounter(kindergartenId, year))).last;

export async function createPortionBookItem(
  kindergartenId: string,
  book: PortionBookItem,
  last: number,
  link: TransactOp,
) {
  const outcome = await tryTransact([
    {
      put: { ...calculationKeys.portionBook(kindergartenId, book.id), ...book },
      condition: { absent: true },
    },
    link,
    ...nextNumberOps(calculationKeys.portionBookCounter(kindergartenId, book.year), last, {
      ...calculationKeys.portionBookNumber(kindergartenId, book.year, book.number),
      type: 'PortionBookNumber',
      bookId: book.id,
    }),
  ]);
  if (!outcome.committed)
    throw conflict(
      outcome.failed.includes(1)
        ? 'Калкулацията вече има порционна книга или не е потвърдена.'
        : 'Друга порционна книга взе този номер междувременно. Опитайте отново.',
    );
}

/**
 * Annuls a book: it keeps its number (the year's series has no gaps) and its calculation may have a new one.
 */
export async function annulPortionBookItem(
  kindergartenId: string,
  book: PortionBookItem,
  unlink: TransactOp,
) {
  const outcome = await tryTransact([
    {
      update: calculationKeys.portionBook(kindergartenId, book.id),
      changes: { set: { annulled: true } },
      condition: { exists: true, missing: ['annulled'] },
    },
    unlink,
  ]);
  if (!outcome.committed) throw conflict('Порционната книга вече е анулирана.');
}

import { formatDate } from '@gradina/shared/format-dates';
import {
  type CalculationItem,
  CalculationStatus,
  calculationKeys,
} from '../../../domain/kitchen/calculations';
import { deleteIfExists, putIfAbsent, type TransactOp, updateItem, versionedPut } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * The calculation item's writes (its keys and reads: domain/kitchen/calculations.ts). One item per day; a
 * draft is replaced whole with the version read; confirming moves it in the store's issuing transaction.
 */

export const calculationNotFound = 'Калкулацията не е намерена.';
const draftOnly = 'Калкулацията е потвърдена: продуктите ѝ вече са изписани от склада.';

const stored = (kindergartenId: string, calc: CalculationItem) => ({
  ...calc,
  ...calculationKeys.calculation(kindergartenId, calc.date),
});

/** Puts a new day's calculation; 409 when the day has one already. */
export async function createCalculation(kindergartenId: string, calc: CalculationItem) {
  if (!(await putIfAbsent(stored(kindergartenId, calc))))
    throw conflict(`За ${formatDate(calc.date)} вече има калкулация: отворете нея.`);
}

/**
 * Replaces a draft while it has the version read (409 otherwise): confirming moves the version, so a
 * confirmed calculation is never replaced.
 */
export const replaceDraft = (kindergartenId: string, calc: CalculationItem, expected: number) =>
  versionedPut(stored(kindergartenId, calc), {
    expected,
    missing: () => notFound(calculationNotFound),
    stale: () => conflict('Калкулацията беше променена или потвърдена междувременно. Заредете я отново.'),
  });

/** Deletes a draft (a confirmed calculation stays: its stock went out). */
export async function deleteDraft(kindergartenId: string, date: string) {
  const deleted = await deleteIfExists(calculationKeys.calculation(kindergartenId, date), {
    equals: { status: CalculationStatus.Draft },
  });
  if (!deleted) throw conflict(`Потвърдена калкулация не се изтрива. ${draftOnly}`);
}

/**
 * The issuing transaction's last write: the draft, still at the version confirmed, is confirmed and names
 * its request (the store's values follow).
 */
export const confirmOp = (
  kindergartenId: string,
  calc: Pick<CalculationItem, 'date' | 'version'>,
  request: { id: string; number: number },
): TransactOp => ({
  update: calculationKeys.calculation(kindergartenId, calc.date),
  changes: {
    set: { status: CalculationStatus.Confirmed, requestId: request.id, requestNumber: request.number },
    add: { version: 1 },
  },
  condition: { equals: { version: calc.version, status: CalculationStatus.Draft } },
});

/** The values the store issued the products at, written once the issue is posted. */
export const recordValues = (
  kindergartenId: string,
  date: string,
  values: Pick<CalculationItem, 'products' | 'totalValue'>,
) =>
  updateItem(
    calculationKeys.calculation(kindergartenId, date),
    { set: { products: values.products, totalValue: values.totalValue, valued: true } },
    { equals: { status: CalculationStatus.Confirmed } },
  );

/** The portion book's transaction: the calculation names its book once. */
export const portionBookLinkOp = (
  kindergartenId: string,
  date: string,
  book: { id: string; number: number },
): TransactOp => ({
  update: calculationKeys.calculation(kindergartenId, date),
  changes: { set: { portionBookId: book.id, portionBookNumber: book.number } },
  condition: { equals: { status: CalculationStatus.Confirmed }, missing: ['portionBookId'] },
});

/** Deleting the portion book frees its calculation for a new one. */
export const portionBookUnlinkOp = (kindergartenId: string, date: string, bookId: string): TransactOp => ({
  update: calculationKeys.calculation(kindergartenId, date),
  changes: { remove: ['portionBookId', 'portionBookNumber'] },
  condition: { equals: { portionBookId: bookId } },
});

import { randomUUID } from 'node:crypto';
import type { PortionBookDetail } from '@gradina/shared/manifest/routes/kitchen/portion-books';
import { pick } from '@gradina/shared/record-fields';
import {
  type CalculationItem,
  CalculationStatus,
  type PortionBookItem,
} from '../../../domain/kitchen/calculations';
import { sofiaToday } from '../../../platform/clock';
import { conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { portionBookLinkOp, portionBookUnlinkOp } from '../calculations/items';
import { annulPortionBookItem, createPortionBookItem, lastPortionBookNumber } from './items';

/**
 * Portion books (порционна книга): the page of a confirmed day, numbered per kindergarten and year without
 * gaps, one per calculation; deleting one annuls it (its number stays, as the store's documents do) and
 * frees its day for a new book.
 */

/** The products issued per meal type (children's and staff portions together), with their values. */
export function issuedPerMeal(calc: Pick<CalculationItem, 'products'>): PortionBookItem['products'] {
  const lines = new Map<string, PortionBookItem['products'][number]>();
  for (const p of calc.products) {
    const key = `${p.mealType}#${p.productId}`;
    const known = lines.get(key);
    if (known) {
      known.quantity += p.quantity;
      known.value += p.value ?? 0;
    } else
      lines.set(key, {
        mealType: p.mealType,
        productId: p.productId,
        productName: p.productName,
        baseUnit: p.baseUnit,
        quantity: p.quantity,
        value: p.value ?? 0,
      });
  }
  return [...lines.values()].sort((a, b) => a.mealType - b.mealType);
}

export async function createPortionBook(session: TenantRouteSession, calc: CalculationItem) {
  if (calc.status !== CalculationStatus.Confirmed || !calc.valued)
    throw conflict('Порционна книга се съставя за потвърдена калкулация.');
  if (calc.portionBookId)
    throw conflict(`Калкулацията вече има порционна книга № ${calc.portionBookNumber}.`);
  const kg = session.kindergartenId;
  const year = Number(calc.date.slice(0, 4));
  const last = await lastPortionBookNumber(kg, year);
  const book: PortionBookItem = {
    id: randomUUID(),
    number: last + 1,
    year,
    date: calc.date,
    calculationId: calc.id,
    menuName: calc.menuName,
    mealTypes: calc.mealTypes,
    heads: calc.heads,
    products: issuedPerMeal(calc),
    totalValue: calc.totalValue,
    createdBy: calc.createdBy,
    createdAt: new Date().toISOString(),
  };
  await createPortionBookItem(kg, book, last, portionBookLinkOp(kg, calc.date, book));
  return saved(book.id);
}

export const portionBookView = (book: PortionBookItem): PortionBookDetail => ({
  ...pick(book, 'id', 'number', 'year', 'date', 'calculationId', 'menuName', 'mealTypes'),
  heads: book.heads.map(({ menuId: _menu, ...h }) => h),
  products: book.products,
  totalValue: book.totalValue,
  createdBy: book.createdBy,
  annulled: book.annulled === true,
});

export async function lastNumberOfYear(session: TenantRouteSession, query: { year?: number }) {
  const year = query.year ?? Number(sofiaToday().slice(0, 4));
  return { year, number: await lastPortionBookNumber(session.kindergartenId, year) };
}

export async function deletePortionBook(session: TenantRouteSession, book: PortionBookItem) {
  const kg = session.kindergartenId;
  await annulPortionBookItem(kg, book, portionBookUnlinkOp(kg, book.calculationId, book.id));
  return saved(book.id);
}

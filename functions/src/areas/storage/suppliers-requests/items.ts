import type { BaseUnit, Unit } from '@gradina/shared/storage/units';
import type { Key, TransactOp } from '../../../platform/db';
import {
  deleteIfExists,
  getItem,
  queryAll,
  staleWrite,
  tenantPrefix,
  tryTransact,
  withoutKeys,
} from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * Orders to suppliers and every request made for them (docs/data-model.md, "Storage catalogue"):
 * - an order: `KG#<kg>#SUPPLIERREQUESTS` / `REQUEST#<id>`; GSI1 `KG#<kg>#SUPPLIERREQUESTS#<year>` /
 *   `<number, 6 digits>` lists a year's in number order in one Query (the orders book reads the same);
 * - the year's counter: `KG#<kg>#SUPPLIERREQUESTS` / `COUNTER#<year>` with `last`, raised in the same
 *   transaction as the order it numbers, so numbers are never given twice.
 */

export interface SupplierRequestLineItem {
  productId: string;
  productName: string;
  quantity: number;
  unitOfMeasure: Unit;
  baseQuantity: number;
  baseUnit: BaseUnit;
}

export interface SupplierRequestItem {
  id: string;
  kindergartenId: string;
  year: number;
  number: number;
  date: string;
  deliveryDate?: string;
  supplierId: string;
  supplierName: string;
  note?: string;
  lines: SupplierRequestLineItem[];
  version: number;
}

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#SUPPLIERREQUESTS`;

export const supplierRequestKeys = {
  request: (kindergartenId: string, id: string): Key => ({
    PK: partition(kindergartenId),
    SK: `REQUEST#${id}`,
  }),
  ofYear: (kindergartenId: string, year: number, number?: number) => ({
    GSI1PK: `${partition(kindergartenId)}#${year}`,
    GSI1SK: number === undefined ? '' : String(number).padStart(6, '0'),
  }),
  counter: (kindergartenId: string, year: number): Key => ({
    PK: partition(kindergartenId),
    SK: `COUNTER#${year}`,
  }),
} as const;

export async function getSupplierRequest(kindergartenId: string, id: string) {
  const item = await getItem<SupplierRequestItem & Key>(supplierRequestKeys.request(kindergartenId, id));
  return item && withoutKeys<SupplierRequestItem>(item);
}

/** A year's orders, newest number first: one Query of GSI1. */
export const supplierRequestsOfYear = async (kindergartenId: string, year: number) =>
  (
    await queryAll<SupplierRequestItem & Key>({
      index: 'GSI1',
      partition: supplierRequestKeys.ofYear(kindergartenId, year).GSI1PK,
      descending: true,
    })
  ).map((item) => withoutKeys<SupplierRequestItem>(item));

/** The last number given in a year (0 before the first order). */
export async function lastSupplierRequestNumber(kindergartenId: string, year: number): Promise<number> {
  const counter = await getItem<{ last?: number }>(supplierRequestKeys.counter(kindergartenId, year), {
    consistent: true,
  });
  return counter?.last ?? 0;
}

const stored = (item: SupplierRequestItem) => ({
  ...item,
  ...supplierRequestKeys.request(item.kindergartenId, item.id),
  ...supplierRequestKeys.ofYear(item.kindergartenId, item.year, item.number),
});

const numberTaken = 'Номерът на заявката току-що е даден на друга заявка. Запишете отново.';

/**
 * Writes a new order with the number after `last`, raising the counter in the same transaction, with the
 * use markers of what it names. A concurrent order that took the number first: 409, nothing written.
 */
export async function createSupplierRequest(item: SupplierRequestItem, last: number, markers: TransactOp[]) {
  const counter = supplierRequestKeys.counter(item.kindergartenId, item.year);
  const outcome = await tryTransact([
    { put: stored(item), condition: { absent: true } },
    {
      put: { ...counter, last: item.number },
      condition: last === 0 ? { absent: true } : { exists: true, equals: { last } },
    },
    ...markers,
  ]);
  if (!outcome.committed) throw conflict(numberTaken);
}

/** Replaces an order while it still has the version the editor read (409 when stale, 404 when gone). */
export async function replaceSupplierRequest(
  item: SupplierRequestItem,
  expected: number,
  markers: TransactOp[],
) {
  const outcome = await tryTransact([
    { put: stored(item), condition: { exists: true, equals: { version: expected } } },
    ...markers,
  ]);
  if (outcome.committed) return;
  const current = await getSupplierRequest(item.kindergartenId, item.id);
  throw current ? staleWrite() : notFound(supplierRequestNotFound);
}

export const supplierRequestNotFound = 'Заявката не е намерена.';

export async function deleteSupplierRequest(kindergartenId: string, id: string) {
  if (!(await deleteIfExists(supplierRequestKeys.request(kindergartenId, id))))
    throw notFound(supplierRequestNotFound);
}

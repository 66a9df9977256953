import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import type { SupplierRequest } from '@gradina/shared/manifest/routes/storage/suppliers-requests';
import type { Unit } from '@gradina/shared/storage/units';
import { pageOf, requireVersion } from '../../../platform/db';
import { invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { getProducts, productUsedOp } from '../products/items';
import { lineBaseQuantity } from '../products/rules';
import { supplierRecords } from '../suppliers/items';
import type { SupplierRequestItem, SupplierRequestLineItem } from './items';
import {
  createSupplierRequest,
  deleteSupplierRequest,
  getSupplierRequest,
  lastSupplierRequestNumber,
  replaceSupplierRequest,
  supplierRequestNotFound,
  supplierRequestsOfYear,
} from './items';

/**
 * Orders to suppliers (issue #28). A save reads the supplier, the products (one BatchGet) and, for a new
 * order, the year's counter, then writes the order, the counter and the use markers in one transaction.
 */

const toRequest = (item: SupplierRequestItem): SupplierRequest => ({
  id: item.id,
  number: item.number,
  date: item.date,
  deliveryDate: item.deliveryDate ?? null,
  supplierId: item.supplierId,
  supplierName: item.supplierName,
  note: item.note ?? '',
  lines: item.lines,
  version: item.version,
});

export async function supplierRequestsOverview(
  kindergartenId: string,
  query: { year: number; supplierId?: string; PageNumber?: number; PageSize?: number },
) {
  const rows = (await supplierRequestsOfYear(kindergartenId, query.year))
    .filter((r) => !query.supplierId || r.supplierId === query.supplierId)
    .map((r) => {
      const { lines, ...row } = toRequest(r);
      return { ...row, lineCount: lines.length };
    });
  return pageOf(rows, query.PageNumber, query.PageSize ?? 20);
}

export async function supplierRequestById(kindergartenId: string, id: string) {
  const item = await getSupplierRequest(kindergartenId, id);
  if (!item) throw notFound(supplierRequestNotFound);
  return toRequest(item);
}

export interface SupplierRequestInput {
  id?: string;
  supplierId: string;
  date: string;
  deliveryDate?: string | null;
  note?: string;
  lines: { productId: string; quantity: number; unitOfMeasure: Unit }[];
  version?: number;
}

/** The order's lines in base units, or every field error (another kindergarten's product, a unit with no way). */
async function countedLines(kindergartenId: string, lines: SupplierRequestInput['lines']) {
  const products = await getProducts(
    kindergartenId,
    lines.map((l) => l.productId),
  );
  const errors: FieldError[] = [];
  const counted: SupplierRequestLineItem[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product) {
      errors.push({
        field: `lines.${i}.productId`,
        message: 'Полето "Продукт": няма такъв продукт в каталога на детската градина.',
      });
      return;
    }
    const result = lineBaseQuantity(product, line.quantity, line.unitOfMeasure, `lines.${i}`);
    if ('error' in result) errors.push(result.error);
    else
      counted.push({
        productId: product.id,
        productName: product.name,
        quantity: line.quantity,
        unitOfMeasure: line.unitOfMeasure,
        baseQuantity: result.base,
        baseUnit: product.baseUnit,
      });
  });
  refuseInvalid(errors);
  return counted;
}

export async function saveSupplierRequest(kindergartenId: string, body: SupplierRequestInput) {
  if (body.deliveryDate && body.deliveryDate < body.date)
    throw invalidField('deliveryDate', 'Полето "Дата на доставка" не може да е преди датата на заявката.');
  const [supplier, lines, existing] = await Promise.all([
    supplierRecords.get(kindergartenId, body.supplierId),
    countedLines(kindergartenId, body.lines),
    body.id ? getSupplierRequest(kindergartenId, body.id) : Promise.resolve(undefined),
  ]);
  if (!supplier)
    throw invalidField('supplierId', 'Полето "Доставчик": няма такъв доставчик в детската градина.');
  const year = Number(body.date.slice(0, 4));
  if (existing && existing.year !== year)
    throw invalidField('date', `Полето "Дата": заявката е номерирана за ${existing.year} г. и остава в нея.`);
  const markers = [
    supplierRecords.usedOp(kindergartenId, supplier.id),
    ...[...new Set(lines.map((l) => l.productId))].map((id) => productUsedOp(kindergartenId, id)),
  ];
  const base = {
    kindergartenId,
    year,
    date: body.date,
    ...(body.deliveryDate ? { deliveryDate: body.deliveryDate } : {}),
    supplierId: supplier.id,
    supplierName: supplier.name,
    ...(body.note ? { note: body.note } : {}),
    lines,
  };
  if (existing) {
    const expected = requireVersion(body.version);
    await replaceSupplierRequest(
      { ...base, id: existing.id, number: existing.number, version: expected + 1 },
      expected,
      markers,
    );
    return saved(existing.id);
  }
  if (body.id) throw notFound(supplierRequestNotFound);
  const last = await lastSupplierRequestNumber(kindergartenId, year);
  const id = randomUUID();
  await createSupplierRequest({ ...base, id, number: last + 1, version: 1 }, last, markers);
  return saved(id);
}

export async function removeSupplierRequest(kindergartenId: string, id: string) {
  await deleteSupplierRequest(kindergartenId, id);
  return saved(id);
}

import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { baseThousandthsPer, toBaseUnits, type Unit } from '@gradina/shared/storage/units';
import { readMany, type StockDocItem, type StoredLine } from '../../../domain/storage/documents';
import { lineValue } from '../../../domain/storage/ledger/avco';
import type { LedgerLine } from '../../../domain/storage/ledger/posting';
import { type Key, keys } from '../../../platform/db';
import { ApiError, badRequest, invalidField } from '../../../platform/http/errors';
import { type ProductItem, productKeys } from '../products/items';
import { type SupplierItem, supplierKeys } from '../suppliers/items';
import { type WarehouseItem, warehouseKeys } from '../warehouses/items';

/**
 * What a document's lines need from the catalogue, read in ONE BatchGet (products, the warehouse, the
 * supplier, the author's name), and the lines turned into base units with the refusals naming their field.
 */

export interface Catalogue {
  products: Map<string, ProductItem>;
  warehouse: WarehouseItem | undefined;
  supplier: SupplierItem | undefined;
  authorName: string;
  /** The document counter's `last`, when `counter` was asked (0 before the first number). */
  lastNumber: number;
}

export async function readCatalogue(
  kindergartenId: string,
  want: {
    productIds: readonly string[];
    warehouseId: string;
    supplierId?: string;
    userId: string;
    counter?: Key;
  },
): Promise<Catalogue> {
  const productKeyList = [...new Set(want.productIds)].map((id) => productKeys.product(kindergartenId, id));
  const items = await readMany([
    ...productKeyList,
    warehouseKeys.warehouse(kindergartenId, want.warehouseId),
    ...(want.supplierId ? [supplierKeys.supplier(kindergartenId, want.supplierId)] : []),
    keys.user(want.userId),
    ...(want.counter ? [want.counter] : []),
  ]);
  const products = new Map<string, ProductItem>();
  let warehouse: WarehouseItem | undefined;
  let supplier: SupplierItem | undefined;
  let authorName = '';
  let lastNumber = 0;
  for (const { PK, SK, ...item } of items) {
    if (SK.startsWith('PRODUCT#')) {
      const p = item as unknown as ProductItem;
      // An own product of another kindergarten can never be read here: its key has the session's prefix.
      if (!p.kindergartenId || p.kindergartenId === kindergartenId) products.set(p.id, p);
    } else if (SK.startsWith('WAREHOUSE#')) warehouse = item as unknown as WarehouseItem;
    else if (SK.startsWith('SUPPLIER#')) supplier = item as unknown as SupplierItem;
    else if (PK.startsWith('USER#'))
      authorName = `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim();
    else if (SK.startsWith('COUNTER#')) lastNumber = Number(item.last ?? 0);
  }
  return { products, warehouse, supplier, authorName, lastNumber };
}

const fieldError = (field: string, message: string): FieldError => ({ field, message });

/** Refuses a line naming a product already named (400 naming the second line's product). */
export function requireDistinctProducts(lines: readonly { productId: string }[]) {
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (seen.has(l.productId)) {
      const message = 'Полето "Продукт": продуктът вече е въведен на друг ред.';
      throw invalidField(`lines.${i}.productId`, message);
    }
    seen.add(l.productId);
  });
}

/**
 * Refuses a warehouse that is not the kindergarten's: 404 naming `warehouseId`, as every record of another
 * kindergarten answers (the document is about a store the caller cannot see).
 */
export function requireWarehouse(catalogue: Catalogue): WarehouseItem {
  if (!catalogue.warehouse) {
    const message = 'Полето "Склад": складът не е намерен в тази детска градина.';
    throw new ApiError(404, 'not_found', message, [fieldError('warehouseId', message)]);
  }
  return catalogue.warehouse;
}

/**
 * A new document's own fields, the next of its year's numbers: what every kind of document starts with
 * before its lines and totals. The caller posts it with the number's counter (`numberOps`).
 */
export function newStockDoc(
  kindergartenId: string,
  type: StockDocItem['type'],
  date: string,
  catalogue: Catalogue,
  warehouse: WarehouseItem,
  userId: string,
) {
  return {
    id: randomUUID(),
    type,
    kindergartenId,
    number: catalogue.lastNumber + 1,
    year: Number(date.slice(0, 4)),
    date,
    status: StockDocumentStatus.Created,
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    createdBy: catalogue.authorName,
    createdById: userId,
    createdAt: new Date().toISOString(),
    version: 1,
  };
}

export interface LineInput {
  productId: string;
  quantity: number;
  unitOfMeasure: Unit;
  unitPrice?: number;
  expiryDate?: string;
  batch?: string;
}

/**
 * The lines in base units (a receipt's with their value: quantity at the unit price, rounded half up).
 * Every bad line is named at once: a product that is not the kindergarten's, a unit it has no conversion
 * to, a fraction of a piece. Nothing is written when one is refused.
 */
export function storedLines(lines: readonly LineInput[], products: Map<string, ProductItem>): StoredLine[] {
  const errors: FieldError[] = [];
  const stored: StoredLine[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product) {
      errors.push(
        fieldError(`lines.${i}.productId`, 'Полето "Продукт": продуктът не е намерен в тази детска градина.'),
      );
      return;
    }
    const base = toBaseUnits(product, line.quantity, line.unitOfMeasure);
    if (!base.ok) {
      const field = base.reason === 'no-conversion' ? 'unitOfMeasure' : 'quantity';
      const title = field === 'quantity' ? 'Количество' : 'Мерна единица';
      errors.push(fieldError(`lines.${i}.${field}`, `Полето "${title}" (${product.name}): ${base.message}`));
      return;
    }
    // The price is per unit typed: the value is base units * price / (base units in one such unit).
    const thousandthsPerUnit = Math.round(baseThousandthsPer(product, line.unitOfMeasure) ?? 1000);
    stored.push({
      productId: product.id,
      productName: product.name,
      baseUnit: product.baseUnit,
      baseQuantity: base.base,
      quantity: line.quantity,
      unitOfMeasure: line.unitOfMeasure,
      unitPrice: line.unitPrice ?? 0,
      value:
        line.unitPrice === undefined ? 0 : lineValue(base.base * 1000, line.unitPrice, thousandthsPerUnit),
      ...(line.expiryDate ? { expiryDate: line.expiryDate } : {}),
      ...(line.batch ? { batch: line.batch } : {}),
    });
  });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Невалидни редове.', errors);
  return stored;
}

/**
 * The document's lines for the ledger, one per product (two lines of one product, two batches of a
 * receipt, move one stock item once): quantities and values added, the earliest expiry kept.
 */
export function ledgerLines(
  doc: Pick<StockDocItem, 'lines' | 'warehouseId'>,
  kind: 'in' | 'out',
): LedgerLine[] {
  const byProduct = new Map<string, LedgerLine>();
  for (const l of doc.lines) {
    const known = byProduct.get(l.productId);
    if (known) {
      known.qty += l.baseQuantity;
      known.value += l.value;
      if (l.expiryDate && (!known.expiry || l.expiryDate < known.expiry)) known.expiry = l.expiryDate;
      continue;
    }
    byProduct.set(l.productId, {
      warehouseId: doc.warehouseId,
      productId: l.productId,
      productName: l.productName,
      baseUnit: l.baseUnit,
      kind,
      qty: l.baseQuantity,
      value: l.value,
      ...(l.expiryDate ? { expiry: l.expiryDate } : {}),
      ...(l.batch ? { batch: l.batch } : {}),
    });
  }
  return [...byProduct.values()];
}

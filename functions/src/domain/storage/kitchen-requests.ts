import { randomUUID } from 'node:crypto';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { createNumbered, type StockDocItem, type StoredLine } from './documents';

/**
 * For the kitchen (a later issue): a draft request to the kitchen (искане за отпуск) computed from the day's
 * menu and head count, numbered like one made by hand. The storage screens then complete it (the stock
 * goes out at the average price) or the manciple edits it first. Quantities come in base units, already
 * summed per product; the kitchen knows the products from its recipes.
 */
export interface KitchenRequestLine {
  productId: string;
  productName: string;
  /** The product's base unit (gram, millilitre, piece). */
  baseUnit: number;
  /** Base units, > 0. */
  baseQuantity: number;
}

export async function createKitchenRequest(
  kindergartenId: string,
  request: {
    date: string;
    warehouseId: string;
    warehouseName: string;
    /** e.g. "Меню за 23.11.2026 г., 84 деца". */
    purpose: string;
    lines: readonly KitchenRequestLine[];
    createdBy: string;
    createdById: string;
  },
): Promise<string> {
  const id = randomUUID();
  const lines: StoredLine[] = request.lines.map((l) => ({
    ...l,
    quantity: l.baseQuantity,
    unitOfMeasure: l.baseUnit,
    unitPrice: 0,
    value: 0,
  }));
  await createNumbered(
    kindergartenId,
    (number): StockDocItem => ({
      id,
      type: 'request',
      kindergartenId,
      number,
      year: Number(request.date.slice(0, 4)),
      date: request.date,
      status: StockDocumentStatus.Created,
      warehouseId: request.warehouseId,
      warehouseName: request.warehouseName,
      lines,
      totalValue: 0,
      purpose: request.purpose,
      note: '',
      createdBy: request.createdBy,
      createdById: request.createdById,
      createdAt: new Date().toISOString(),
      version: 1,
    }),
  );
  return id;
}

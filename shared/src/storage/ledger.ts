import { z } from 'zod';
import { pageQuery } from '../schemas/common';
import { dateField } from '../schemas/dates';
import { id, kindergartenGuard } from '../schemas/fields';
import { quantityField, unitField } from './units';

/**
 * What the stock ledger's documents share (issue #28): receipts, requests to the kitchen, scrappings and
 * inventories. Quantities on the wire are in the unit the user chose (`quantityField`, `unitField`); the
 * ledger keeps base units and euro cents (functions/src/domain/storage/ledger).
 */

/** A document's life: created (a draft, numbered), completed (its stock moved), annulled (kept for its number). */
export const StockDocumentStatus = { Created: 1, Completed: 2, Annulled: 3 } as const;
export type StockDocumentStatus = (typeof StockDocumentStatus)[keyof typeof StockDocumentStatus];

export const stockDocumentStatusLabels: Record<StockDocumentStatus, string> = {
  1: 'Създаден',
  2: 'Приключен',
  3: 'Анулиран',
};

/** Scrapping types (протокол за бракуване): the spec names them, without numbers. */
export const ScrappingType = { Expired: 1, Spoiled: 2, Damaged: 3, Other: 4 } as const;
export type ScrappingType = (typeof ScrappingType)[keyof typeof ScrappingType];

export const scrappingTypeLabels: Record<ScrappingType, string> = {
  1: 'Изтекъл срок на годност',
  2: 'Развалена стока',
  3: 'Повредена опаковка или стока',
  4: 'Друго',
};

/** A price in euro cents, never below zero. */
export const centsField = (title: string) =>
  z
    .number({ error: `Полето "${title}" трябва да е число.` })
    .int({ error: `Полето "${title}" трябва да е в цели евроцентове.` })
    .min(0, { error: `Полето "${title}" не може да е отрицателно.` })
    .max(100_000_000, { error: `Полето "${title}" е твърде голямо.` })
    .meta({ title });

/** A line that moves a product: quantity in a unit the product can be counted in. */
export const movementLine = {
  productId: id('Продукт'),
  quantity: quantityField('Количество'),
  unitOfMeasure: unitField(),
};

/** A document line as the screens read it back: the quantity in base units and in the unit typed. */
export const documentLine = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The product's base unit (gram, millilitre, piece). */
  baseUnit: z.number().int(),
  /** Base units. */
  baseQuantity: z.number().int(),
  quantity: z.number(),
  unitOfMeasure: z.number().int(),
  /** Cents: the line's value (a receipt's as bought; a movement out at the average it went out). */
  value: z.number().int(),
  /** Cents per unit of `unitOfMeasure` (a receipt's price; the average for a movement out). */
  unitPrice: z.number(),
});

export const documentSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  status: z.number().int(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  linesCount: z.number().int(),
  /** Cents. */
  totalValue: z.number().int(),
  createdBy: z.string(),
  version: z.number().int(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

export const documentsOverviewQuery = z.object({
  kindergartenId: kindergartenGuard(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  warehouseId: id('Склад').optional(),
  ...pageQuery,
});

/** The year a document number belongs to (documents are numbered per kindergarten, type and year). */
export const numberYearQuery = z.object({
  kindergartenId: kindergartenGuard(),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }).optional(),
});

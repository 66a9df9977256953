import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import {
  centsField,
  documentSummary,
  documentsOverviewQuery,
  numberYearQuery,
} from '../../../storage/ledger';
import { thousandths, unitField } from '../../../storage/units';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Inventories (инвентаризационен опис): the commission counts the products of a warehouse; saving the
 * count posts the differences against the book on its date (a shortage out at the average price, a surplus
 * in at the average, or at the price given when the book holds none) and closes its month and every month
 * before it: no document may be dated in them afterwards (Закон за счетоводството, чл. 28).
 */

const inventoryTitle = 'Инвентаризационен опис';

const countedField = (title: string) =>
  z
    .number({ error: `Полето "${title}" трябва да е число.` })
    .min(0, { error: `Полето "${title}" не може да е отрицателно.` })
    .max(1_000_000, { error: `Полето "${title}" трябва да е най-много 1 000 000.` })
    .refine((v) => thousandths(v) !== undefined, {
      error: `Полето "${title}": допустими са най-много 3 знака след десетичната запетая.`,
    })
    .meta({ title });

export const inventoryLine = z.object({
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  /** Base units on the book on the inventory's date. */
  bookQuantity: z.number().int(),
  countedQuantity: z.number().int(),
  /** counted - book: positive a surplus, negative a shortage. */
  difference: z.number().int(),
  /** Cents of the difference as posted (signed like it). */
  differenceValue: z.number().int(),
});

export const inventorySummary = documentSummary.extend({
  surplusValue: z.number().int(),
  shortageValue: z.number().int(),
  /** The month it closed (YYYY-MM). */
  closesMonth: z.string(),
});
export const inventoryDetail = inventorySummary.extend({
  commission: z.array(z.string()),
  note: z.string(),
  lines: z.array(inventoryLine),
});
export type InventoryDetail = z.infer<typeof inventoryDetail>;

const idPath = z.object({ id: id(inventoryTitle) });

export const storageInventoryRoutes = defineRoutes('storage', {
  inventoriesOverview: {
    method: 'GET',
    path: '/api/InventoryDeclarations/overview-models',
    permission: needs('InventoryDeclarations', 'read'),
    request: { query: documentsOverviewQuery },
    reply: { kind: 'json', schema: paged(inventorySummary), paged: true },
    summary: 'Инвентаризационните описи за период (по подразбиране: текущата година), най-новите първи',
  },
  inventory: {
    method: 'GET',
    path: '/api/InventoryDeclarations/{id}',
    permission: needs('InventoryDeclarations', 'read'),
    request: { path: idPath },
    reply: { kind: 'json', schema: inventoryDetail },
    summary: 'Един инвентаризационен опис: по книга, преброено, разлика и стойността ѝ',
  },
  inventoryPrint: {
    method: 'GET',
    path: '/api/InventoryDeclarations/receipt/{id}',
    permission: needs('InventoryDeclarations', 'read'),
    request: { path: idPath },
    reply: fileReplyKind('application/pdf'),
    summary: 'Инвентаризационният опис за печат (PDF, A4) с подписите на комисията',
  },
  nextInventoryNumber: {
    method: 'GET',
    path: '/api/InventoryDeclarations/next-number',
    permission: needs('InventoryDeclarations', 'read'),
    request: { query: numberYearQuery },
    reply: { kind: 'json', schema: z.object({ number: z.number().int(), year: z.number().int() }) },
    summary: 'Номерът, който ще получи следващият инвентаризационен опис за годината',
  },
  saveInventory: {
    method: 'POST',
    path: '/api/InventoryDeclarations',
    permission: needs('InventoryDeclarations', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({
        /** Only to resume an inventory whose posting stopped half-way. */
        id: id(inventoryTitle).optional(),
        kindergartenId: kindergartenGuard(),
        date: dateField('Дата'),
        warehouseId: id('Склад'),
        commission: z.array(text('Член на комисията', 200)).min(1).max(7).meta({ title: 'Комисия' }),
        note: optionalText('Бележка', 500),
        lines: z
          .array(
            z.object({
              productId: id('Продукт'),
              countedQuantity: countedField('Преброено количество'),
              unitOfMeasure: unitField(),
              /** Cents per unit of `unitOfMeasure` for a surplus of a product the book holds none of. */
              unitPrice: centsField('Единична цена').optional(),
            }),
          )
          .min(1)
          .max(500)
          .meta({ title: 'Редове' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва инвентаризация: разликите се осчетоводяват като излишък или липса по средна цена и месецът ѝ се приключва',
  },
  deleteInventory: {
    method: 'DELETE',
    path: '/api/InventoryDeclarations',
    permission: needs('InventoryDeclarations', 'delete'),
    object: kindergartenObject,
    request: { query: z.object({ id: id(inventoryTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Анулира последната инвентаризация: разликите ѝ се сторнират и месецът ѝ отново е отворен (по-стара: 409)',
  },
});

import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard, nullable, optionalText } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { quantityField, unitField } from '../../../storage/units';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Orders to suppliers (заявки към доставчици, /storage/suppliers-requests; issue #28): what the manciple
 * orders from a supplier for a delivery date, numbered per kindergarten and year. The spec has no call for
 * the screens: these four are added (docs/decisions.md). The orders book (книга за поръчки, a reference of
 * the ledger) lists them.
 */

export const supplierRequestLine = z.object({
  productId: z.string(),
  productName: z.string(),
  /** As entered, in `unitOfMeasure`. */
  quantity: z.number(),
  unitOfMeasure: z.number().int(),
  /** The same in the product's base unit (grams, millilitres or pieces). */
  baseQuantity: z.number().int(),
  baseUnit: z.number().int(),
});

export const supplierRequest = z.object({
  id: z.string(),
  number: z.number().int(),
  date: z.string(),
  deliveryDate: z.string().nullable(),
  supplierId: z.string(),
  supplierName: z.string(),
  note: z.string(),
  lines: z.array(supplierRequestLine),
  version: z.number().int(),
});
export type SupplierRequest = z.infer<typeof supplierRequest>;

export const supplierRequestRow = supplierRequest
  .omit({ lines: true })
  .extend({ lineCount: z.number().int() });

const withKindergarten = z.object({ kindergartenId: kindergartenGuard() });

export const storageSupplierRequestRoutes = defineRoutes('storage', {
  supplierRequests: {
    method: 'GET',
    path: '/api/Suppliers/requests',
    permission: needs('StockOrders', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
        supplierId: id('Доставчик').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(supplierRequestRow), paged: true },
    summary: 'Заявките към доставчици за година, най-новите първи',
  },
  supplierRequest: {
    method: 'GET',
    path: '/api/Suppliers/requests/{id}',
    permission: needs('StockOrders', 'read'),
    request: { path: z.object({ id: id('Заявка') }), query: withKindergarten },
    reply: { kind: 'json', schema: supplierRequest },
    summary: 'Една заявка към доставчик с редовете ѝ',
  },
  saveSupplierRequest: {
    method: 'POST',
    path: '/api/Suppliers/requests',
    permission: needs('StockOrders', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Заявка').optional(),
          kindergartenId: kindergartenGuard(),
          supplierId: id('Доставчик'),
          date: dateField('Дата'),
          deliveryDate: nullable(dateField('Дата на доставка'), 'Дата на доставка'),
          note: optionalText('Бележка', 500),
          lines: z
            .array(
              z.object({
                productId: id('Продукт'),
                quantity: quantityField('Количество'),
                unitOfMeasure: unitField(),
              }),
            )
            .min(1, { error: 'Полето "Продукти" е задължително: добавете поне един продукт.' })
            // 90: the order, its counter, its supplier's and products' use markers fit one transaction.
            .max(90)
            .meta({ title: 'Продукти' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id, със следващия номер за годината) или редактира заявка към доставчик',
  },
  deleteSupplierRequest: {
    method: 'DELETE',
    path: '/api/Suppliers/requests/{id}',
    permission: needs('StockOrders', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Заявка') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива заявка към доставчик (номерът ѝ остава зает: книгата за поръчки показва пропуска)',
  },
});

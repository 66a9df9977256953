import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import {
  centsField,
  documentLine,
  documentSummary,
  documentsOverviewQuery,
  movementLine,
  numberYearQuery,
} from '../../../storage/ledger';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Receipts (стокова разписка, "united stock receipts"): goods in from a supplier. Saving one posts it at
 * once: the stock rises and the average price is recomputed. Numbered per kindergarten and year without
 * gaps; a receipt is never edited, deleting one annuls it (its stock goes back out, its number stays).
 */

const receiptTitle = 'Стокова разписка';

export const receiptLineInput = z.object({
  ...movementLine,
  unitPrice: centsField('Единична цена'),
  expiryDate: dateField('Срок на годност').optional(),
  batch: optionalText('Партида', 50),
});

export const receiptSummary = documentSummary.extend({
  supplierId: z.string(),
  supplierName: z.string(),
  supplierDocumentNumber: z.string(),
});

export const receiptDetail = receiptSummary.extend({
  supplierDocumentDate: z.string().nullable(),
  note: z.string(),
  lines: z.array(documentLine.extend({ expiryDate: z.string().nullable(), batch: z.string() })),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;

const idPath = z.object({ id: id(receiptTitle) });

export const storageStockReceiptRoutes = defineRoutes('storage', {
  nextReceiptNumber: {
    method: 'GET',
    path: '/api/UnitedStockReceipts/next-number',
    permission: needs('StockInbounds', 'read'),
    request: { query: numberYearQuery },
    reply: { kind: 'json', schema: z.object({ number: z.number().int(), year: z.number().int() }) },
    summary: 'Номерът, който ще получи следващата стокова разписка за годината (по подразбиране: текущата)',
  },
  receiptsOverview: {
    method: 'GET',
    path: '/api/UnitedStockReceipts/overview-models',
    permission: needs('StockInbounds', 'read'),
    request: { query: documentsOverviewQuery.extend({ supplierId: id('Доставчик').optional() }) },
    reply: { kind: 'json', schema: paged(receiptSummary), paged: true },
    summary: 'Стоковите разписки за период (по подразбиране: текущата година), най-новите първи',
  },
  receipt: {
    method: 'GET',
    path: '/api/UnitedStockReceipts/{id}',
    permission: needs('StockInbounds', 'read'),
    request: { path: idPath },
    reply: { kind: 'json', schema: receiptDetail },
    summary: 'Една стокова разписка с редовете ѝ',
  },
  saveReceipt: {
    method: 'POST',
    path: '/api/UnitedStockReceipts',
    permission: needs('StockInbounds', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({
        /** Only to resume a receipt whose posting stopped half-way (its lines are the ones saved). */
        id: id(receiptTitle).optional(),
        kindergartenId: kindergartenGuard(),
        date: dateField('Дата'),
        warehouseId: id('Склад'),
        supplierId: id('Доставчик'),
        supplierDocumentNumber: optionalText('Номер на документа на доставчика', 50),
        supplierDocumentDate: dateField('Дата на документа на доставчика').optional(),
        note: optionalText('Бележка', 500),
        lines: z.array(receiptLineInput).min(1).max(200).meta({ title: 'Редове' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва и осчетоводява стокова разписка: наличностите растат, средната цена се преизчислява; номер без пропуски за годината',
  },
  deleteReceipt: {
    method: 'DELETE',
    path: '/api/UnitedStockReceipts',
    permission: needs('StockInbounds', 'delete'),
    object: kindergartenObject,
    request: { query: z.object({ id: id(receiptTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Анулира стокова разписка: стоката ѝ излиза обратно (отказ, ако вече е изписана), номерът остава като анулиран',
  },
  receiptPrint: {
    method: 'GET',
    path: '/api/UnitedStockReceipts/united-stock-receipt/{id}',
    permission: needs('StockInbounds', 'read'),
    request: { path: idPath },
    reply: fileReplyKind('application/pdf'),
    summary: 'Стоковата разписка за печат (PDF, A4)',
  },
});

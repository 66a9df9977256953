import { z } from 'zod';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * Stock references that the ledger answers alone: the stock inventory list (what the commission counts: every
 * product of a warehouse with its book quantity, value and average on a date) and the document transactions
 * (every movement of a period with its document). The menu-based references (nutritional norms, calculations)
 * wait for the kitchen issue (docs/decisions.md).
 */

export const inventoryListRow = z.object({
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  quantity: z.number().int(),
  value: z.number().int(),
  averagePrice: z.number(),
});

export const documentTransaction = z.object({
  date: z.string(),
  docType: z.enum(['receipt', 'request', 'scrapping', 'inventory']),
  docId: z.string(),
  docNumber: z.number().int(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  kind: z.enum(['in', 'out']),
  quantity: z.number().int(),
  value: z.number().int(),
});

const listQuery = z.object({
  kindergartenId: kindergartenGuard(),
  date: dateField('Към дата').optional(),
  warehouseId: id('Склад').optional(),
});

const periodQuery = z.object({
  kindergartenId: kindergartenGuard(),
  fromDate: dateField('От дата'),
  toDate: dateField('До дата'),
  warehouseId: id('Склад').optional(),
  productId: id('Продукт').optional(),
});

export const storageStockReferenceRoutes = defineRoutes('storage', {
  stockInventoryList: {
    method: 'GET',
    path: '/api/StockReferences/stock-inventory-list',
    permission: needs('StockReferences', 'read'),
    request: { query: listQuery },
    reply: { kind: 'json', schema: z.array(inventoryListRow) },
    summary:
      'Инвентарен списък: всеки продукт на склада с количество, стойност и средна цена по книга към дата',
  },
  stockInventoryListPrint: {
    method: 'GET',
    path: '/api/StockReferences/stock-inventory-list/receipt',
    permission: needs('StockReferences', 'read'),
    request: { query: listQuery },
    reply: fileReplyKind('application/pdf'),
    summary: 'Инвентарният списък за печат (PDF, A4 хоризонтално) с колона за преброеното',
  },
  documentTransactions: {
    method: 'GET',
    path: '/api/StockReferences/document-transactions',
    permission: needs('StockReferences', 'read'),
    request: { query: periodQuery },
    reply: { kind: 'json', schema: z.array(documentTransaction) },
    summary: 'Всяко движение на стока за период (до 12 месеца) с документа си, по дата',
  },
  documentTransactionsPrint: {
    method: 'GET',
    path: '/api/StockReferences/document-transactions/receipt',
    permission: needs('StockReferences', 'read'),
    request: { query: periodQuery },
    reply: fileReplyKind('application/pdf'),
    summary: 'Движенията по документи за печат (PDF, A4 хоризонтално)',
  },
});

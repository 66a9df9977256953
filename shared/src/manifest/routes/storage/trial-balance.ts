import { z } from 'zod';
import { paged } from '../../../schemas/common';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The trial balance (оборотна ведомост) of a month: per product (and warehouse), opening, in, out and
 * closing, each as quantity (base units) and value (cents); as JSON, PDF and Excel on A4 landscape.
 */

const amount = z.object({ quantity: z.number().int(), value: z.number().int() });

export const trialBalanceRow = z.object({
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  opening: amount,
  in: amount,
  out: amount,
  closing: amount,
});

export const trialBalance = paged(trialBalanceRow).extend({
  year: z.number().int(),
  month: z.number().int(),
  /** Value totals (cents): quantities of different units do not add up. */
  totals: z.object({
    opening: z.number().int(),
    in: z.number().int(),
    out: z.number().int(),
    closing: z.number().int(),
  }),
});
export type TrialBalance = z.infer<typeof trialBalance>;

const query = z.object({
  kindergartenId: kindergartenGuard(),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  warehouseId: id('Склад').optional(),
});

export const storageTrialBalanceRoutes = defineRoutes('storage', {
  trialBalance: {
    method: 'GET',
    path: '/api/TrialBalance/overview-models',
    permission: needs('StockReferences', 'read'),
    request: { query },
    reply: { kind: 'json', schema: trialBalance },
    summary: 'Оборотната ведомост за месец: начално салдо, приход, разход и крайно салдо по продукти',
  },
  trialBalancePdf: {
    method: 'GET',
    path: '/api/TrialBalance/receipt',
    permission: needs('StockReferences', 'read'),
    request: { query },
    reply: fileReplyKind('application/pdf'),
    summary: 'Оборотната ведомост като PDF (A4 хоризонтално)',
  },
  trialBalanceExcel: {
    method: 'GET',
    path: '/api/TrialBalance/excel-export',
    permission: needs('StockReferences', 'read'),
    request: { query },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Оборотната ведомост като Excel (.xlsx, A4 хоризонтално)',
  },
});

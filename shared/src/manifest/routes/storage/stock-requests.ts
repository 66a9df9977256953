import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { documentLine, documentSummary, documentsOverviewQuery, movementLine } from '../../../storage/ledger';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Requests to the kitchen (искане за отпуск): created by hand (or, in the kitchen issue, from the day's menu
 * and head count), completed (the stock goes out at the average price; refused naming the products short),
 * freed (the stock comes back, the request is a draft again), deleted (a draft is annulled: its number stays).
 */

const requestTitle = 'Искане';

export const requestSummary = documentSummary.extend({ purpose: z.string() });
export const requestDetail = requestSummary.extend({ note: z.string(), lines: z.array(documentLine) });
export type RequestDetail = z.infer<typeof requestDetail>;

const idPath = z.object({ id: id(requestTitle) });

export const storageStockRequestRoutes = defineRoutes('storage', {
  requestsOverview: {
    method: 'GET',
    path: '/api/StockRequests/overview-models',
    permission: needs('StockRequests', 'read'),
    request: { query: documentsOverviewQuery },
    reply: { kind: 'json', schema: paged(requestSummary), paged: true },
    summary: 'Исканията за отпуск към кухнята за период (по подразбиране: текущата година), най-новите първи',
  },
  request: {
    method: 'GET',
    path: '/api/StockRequests/{id}',
    permission: needs('StockRequests', 'read'),
    request: { path: idPath },
    reply: { kind: 'json', schema: requestDetail },
    summary: 'Едно искане с редовете му (стойностите на приключеното: по средна цена при изписването)',
  },
  createRequest: {
    method: 'POST',
    path: '/api/StockRequests/create-request',
    permission: needs('StockRequests', 'create'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          /** Edits a draft (not yet completed). */
          id: id(requestTitle).optional(),
          kindergartenId: kindergartenGuard(),
          date: dateField('Дата'),
          warehouseId: id('Склад'),
          purpose: optionalText('Предназначение', 200),
          note: optionalText('Бележка', 500),
          lines: z.array(z.object(movementLine)).min(1).max(200).meta({ title: 'Редове' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава искане за отпуск (чернова с пореден номер за годината) или редактира чернова',
  },
  completeRequest: {
    method: 'POST',
    path: '/api/StockRequests/complete/{id}',
    permission: needs('StockRequests', 'update'),
    object: kindergartenObject,
    request: { path: idPath },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Приключва искане: изписва стоката по средна цена; при недостиг отказва и назовава продуктите (409)',
  },
  freeRequest: {
    method: 'DELETE',
    path: '/api/StockRequests/free/{id}',
    permission: needs('StockRequests', 'update'),
    object: kindergartenObject,
    request: { path: idPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Освобождава приключено искане: стоката се връща в склада, искането отново е чернова',
  },
  deleteRequest: {
    method: 'DELETE',
    path: '/api/StockRequests/{id}',
    permission: needs('StockRequests', 'delete'),
    object: kindergartenObject,
    request: { path: idPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира чернова на искане (номерът остава); приключено искане първо се освобождава (409)',
  },
  requestPrint: {
    method: 'GET',
    path: '/api/StockRequests/receipt/{id}',
    permission: needs('StockRequests', 'read'),
    request: { path: idPath },
    reply: fileReplyKind('application/pdf'),
    summary: 'Искането за отпуск за печат (PDF, A4)',
  },
});

import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import {
  documentLine,
  documentSummary,
  documentsOverviewQuery,
  movementLine,
  ScrappingType,
} from '../../../storage/ledger';
import { defineRoutes, kindergartenObject, needs, signedIn } from '../../route';

/**
 * Scrapping protocols (протокол за бракуване): a type (expired, spoiled, damaged, other), a commission and
 * a reason; completing one takes the stock out at the average price, freeing it brings it back.
 */

const scrappingTitle = 'Протокол за бракуване';

export const scrappingSummary = documentSummary.extend({ type: z.number().int(), reason: z.string() });
export const scrappingDetail = scrappingSummary.extend({
  commission: z.array(z.string()),
  note: z.string(),
  lines: z.array(documentLine),
});
export type ScrappingDetail = z.infer<typeof scrappingDetail>;

const idPath = z.object({ id: id(scrappingTitle) });

export const storageStockScrappingRoutes = defineRoutes('storage', {
  scrappingTypes: {
    method: 'GET',
    path: '/api/StockScrappings/types',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(z.object({ id: z.number().int(), name: z.string() })) },
    summary: 'Видовете бракуване',
  },
  scrappingsOverview: {
    method: 'GET',
    path: '/api/StockScrappings/overview-models',
    permission: needs('StockScrappings', 'read'),
    request: { query: documentsOverviewQuery },
    reply: { kind: 'json', schema: paged(scrappingSummary), paged: true },
    summary: 'Протоколите за бракуване за период (по подразбиране: текущата година), най-новите първи',
  },
  scrapping: {
    method: 'GET',
    path: '/api/StockScrappings/{id}',
    permission: needs('StockScrappings', 'read'),
    request: { path: idPath },
    reply: { kind: 'json', schema: scrappingDetail },
    summary: 'Един протокол за бракуване с редовете му',
  },
  nextScrappingNumber: {
    method: 'GET',
    path: '/api/StockScrappings/next-number/{x}',
    permission: needs('StockScrappings', 'read'),
    request: {
      path: z.object({ x: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }) }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: z.object({ number: z.number().int(), year: z.number().int() }) },
    summary: 'Номерът, който ще получи следващият протокол за бракуване през годината {x}',
  },
  saveScrapping: {
    method: 'POST',
    path: '/api/StockScrappings/save',
    permission: needs('StockScrappings', 'create'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(scrappingTitle).optional(),
          kindergartenId: kindergartenGuard(),
          date: dateField('Дата'),
          warehouseId: id('Склад'),
          type: choice(ScrappingType, 'Вид бракуване'),
          reason: text('Причина', 500),
          commission: z.array(text('Член на комисията', 200)).min(1).max(7).meta({ title: 'Комисия' }),
          note: optionalText('Бележка', 500),
          lines: z.array(z.object(movementLine)).min(1).max(200).meta({ title: 'Редове' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава (чернова с пореден номер) или редактира чернова на протокол за бракуване',
  },
  completeScrapping: {
    method: 'POST',
    path: '/api/StockScrappings/complete/{id}',
    permission: needs('StockScrappings', 'update'),
    object: kindergartenObject,
    request: { path: idPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Приключва протокол: бракуваната стока излиза по средна цена; при недостиг: 409 с продуктите',
  },
  freeScrapping: {
    method: 'DELETE',
    path: '/api/StockScrappings/free/{id}',
    permission: needs('StockScrappings', 'update'),
    object: kindergartenObject,
    request: { path: idPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Освобождава приключен протокол: стоката се връща, протоколът отново е чернова',
  },
  deleteScrapping: {
    method: 'DELETE',
    path: '/api/StockScrappings',
    permission: needs('StockScrappings', 'delete'),
    object: kindergartenObject,
    request: { query: z.object({ id: id(scrappingTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира чернова на протокол (номерът остава); приключен протокол първо се освобождава (409)',
  },
  scrappingPrint: {
    method: 'GET',
    path: '/api/StockScrappings/{id}/receipt',
    permission: needs('StockScrappings', 'read'),
    request: { path: idPath },
    reply: fileReplyKind('application/pdf'),
    summary: 'Протоколът за бракуване за печат (PDF, A4) с подписите на комисията',
  },
});

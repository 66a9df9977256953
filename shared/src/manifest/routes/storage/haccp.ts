import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * HACCP self-control journals (Регламент (ЕО) № 852/2004, чл. 5): incoming-goods control, fridge
 * temperatures and cleaning, each entry with its date, the person and the values checked. The spec lists the
 * screens (`/storage/references/HACCP`) and no calls: these routes are the product's (docs/decisions.md).
 */

export const HaccpJournal = { IncomingGoods: 1, FridgeTemperature: 2, Cleaning: 3 } as const;
export type HaccpJournal = (typeof HaccpJournal)[keyof typeof HaccpJournal];
export const haccpJournalLabels: Record<HaccpJournal, string> = {
  1: 'Входящ контрол на стоките',
  2: 'Температура на хладилниците',
  3: 'Почистване и дезинфекция',
};

const temperature = (title: string) =>
  z
    .number({ error: `Полето "${title}" трябва да е число.` })
    .min(-40, { error: `Полето "${title}" трябва да е поне -40 °C.` })
    .max(100, { error: `Полето "${title}" трябва да е най-много 100 °C.` })
    .meta({ title });

export const haccpEntry = z.object({
  id: z.string(),
  journal: z.number().int(),
  date: z.string(),
  person: z.string(),
  /** Incoming goods: what came, from whom, its temperature and whether it was accepted. */
  supplierName: z.string(),
  productName: z.string(),
  batch: z.string(),
  /** Fridge: which one. Cleaning: which area. */
  place: z.string(),
  temperature: z.number().nullable(),
  /** Cleaning: the agent and how. */
  agent: z.string(),
  accepted: z.boolean().nullable(),
  note: z.string(),
  version: z.number().int(),
});
export type HaccpEntry = z.infer<typeof haccpEntry>;

const haccpTitle = 'Запис в дневник';
const journalField = z
  .union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'Полето "Дневник" трябва да е една от допустимите стойности.',
  })
  .meta({ title: 'Дневник' });

export const storageHaccpRoutes = defineRoutes('storage', {
  haccpEntries: {
    method: 'GET',
    path: '/api/StockReferences/haccp',
    permission: needs('StockReferences', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        journal: z.coerce.number().pipe(journalField),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(haccpEntry), paged: true },
    summary: 'Записите на един HACCP дневник за период (по подразбиране: текущият месец), най-новите първи',
  },
  haccpEntry: {
    method: 'GET',
    path: '/api/StockReferences/haccp/{id}',
    permission: needs('StockReferences', 'read'),
    request: { path: z.object({ id: id(haccpTitle) }) },
    reply: { kind: 'json', schema: haccpEntry },
    summary: 'Един запис от HACCP дневник',
  },
  saveHaccpEntry: {
    method: 'POST',
    path: '/api/StockReferences/haccp',
    permission: needs('StockReferences', 'create'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(haccpTitle).optional(),
          kindergartenId: kindergartenGuard(),
          journal: journalField,
          date: dateField('Дата'),
          person: text('Отговорно лице', 200),
          supplierName: optionalText('Доставчик', 200),
          productName: optionalText('Продукт', 200),
          batch: optionalText('Партида', 50),
          place: optionalText('Хладилник / помещение', 200),
          temperature: temperature('Температура (°C)').optional(),
          agent: optionalText('Препарат и начин', 200),
          accepted: z.boolean().meta({ title: 'Приета' }).optional(),
          note: optionalText('Бележка', 500),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired)
        .refine((v) => v.journal !== 1 || Boolean(v.productName), {
          path: ['productName'],
          message: 'Полето "Продукт" е задължително за входящ контрол.',
        })
        .refine((v) => v.journal !== 2 || (Boolean(v.place) && v.temperature !== undefined), {
          path: ['temperature'],
          message: 'Полетата "Хладилник / помещение" и "Температура (°C)" са задължителни за хладилниците.',
        })
        .refine((v) => v.journal !== 3 || Boolean(v.place), {
          path: ['place'],
          message: 'Полето "Хладилник / помещение" е задължително за почистването.',
        }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва (без id) или редактира запис в HACCP дневник (остаряла версия: 409)',
  },
  deleteHaccpEntry: {
    method: 'DELETE',
    path: '/api/StockReferences/haccp/{id}',
    permission: needs('StockReferences', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(haccpTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива запис от HACCP дневник',
  },
});

import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, optionalText, text } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { bookQuery, entryBody, entryHead, versioned } from './common';

/**
 * The control activity books of the director and of the deputy director (книга за контролната дейност,
 * Наредба № 8/2016, Приложение № 2): each check numbered in the school year, with its date, who or what was
 * checked, the area, the findings, the recommendations, and the follow-up with its deadline.
 */

export const controlCheck = z.object({
  ...entryHead,
  checked: z.string(),
  area: z.string(),
  findings: z.string(),
  recommendations: z.string(),
  followUp: z.string(),
  followUpDate: z.string().nullable(),
});
export type ControlCheck = z.infer<typeof controlCheck>;

export const controlCheckBody = versioned(
  z.object({
    ...entryBody,
    date: dateField('Дата'),
    checked: text('Проверен', 300),
    area: text('Област на проверката', 300),
    findings: text('Констатации', 10_000),
    recommendations: optionalText('Препоръки', 10_000),
    followUp: optionalText('Последващ контрол', 5000),
    followUpDate: dateField('Срок за последващ контрол').optional(),
  }),
);

const bookReply = z.object({ protocols: z.array(controlCheck), rowsCount: z.number().int() });

/** The four routes of one control book. */
function controlBook(slug: string, whose: string) {
  const base = `/api/AdministrationBooks/${slug}`;
  return {
    book: {
      method: 'GET',
      path: base,
      permission: needs('AdministrationBooks', 'read'),
      request: { query: bookQuery },
      reply: { kind: 'json', schema: bookReply },
      summary: `Проверките на ${whose} за учебната година по номер`,
    },
    edit: {
      method: 'GET',
      path: `${base}/edit/{id}`,
      permission: needs('AdministrationBooks', 'read'),
      request: { path: z.object({ id: id('Проверка') }) },
      reply: { kind: 'json', schema: controlCheck },
      summary: `Една проверка на ${whose}`,
    },
    save: {
      method: 'POST',
      path: base,
      permission: needs('AdministrationBooks', 'create'),
      object: kindergartenObject,
      request: { body: controlCheckBody },
      reply: { kind: 'json', schema: saveReply },
      summary: `Нова проверка на ${whose} със следващия номер, или редакция`,
    },
    remove: {
      method: 'DELETE',
      path: `${base}/{id}`,
      permission: needs('AdministrationBooks', 'delete'),
      object: kindergartenObject,
      request: { path: z.object({ id: id('Проверка') }) },
      reply: { kind: 'json', schema: saveReply },
      summary: 'Анулира проверка (номерът остава)',
    },
  } as const;
}

const director = controlBook('control-activity-book', 'директора');
const deputy = controlBook('control-activity-deputy-director-book', 'заместник-директора');

export const booksControlActivityRoutes = defineRoutes('books', {
  controlActivityBook: director.book,
  controlCheck: director.edit,
  saveControlCheck: director.save,
  deleteControlCheck: director.remove,
  deputyControlActivityBook: deputy.book,
  deputyControlCheck: deputy.edit,
  saveDeputyControlCheck: deputy.save,
  deleteDeputyControlCheck: deputy.remove,
});

import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, optionalText, text } from '../../../schemas/fields';
import { childId, groupId } from '../../../schemas/ids';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { bookQuery, entryBody, entryHead, versioned } from './common';

/**
 * The director's orders book (книга за регистриране на заповедите, Наредба № 8/2016, Приложение № 2):
 * numbered from 1 each school year with the kindergarten's prefix, dated, with the legal basis, the subject
 * and the text (from a template, its placeholders filled from the record). An order printed in the book is
 * never edited: a new order corrects it and both stay (docs/areas/books.md).
 */

export const directorOrder = z.object({
  ...entryHead,
  subject: z.string(),
  legalBasis: z.string(),
  text: z.string(),
  templateId: z.string().nullable(),
  childId: z.string().nullable(),
  groupId: z.string().nullable(),
  /** The order this one corrects, and the order that corrected this one. */
  corrects: z.object({ id: z.string(), numberText: z.string() }).nullable(),
  correctedBy: z.object({ id: z.string(), numberText: z.string() }).nullable(),
  /** Printed in the book (signed): only a new order may change it. */
  printed: z.boolean(),
});
export type DirectorOrder = z.infer<typeof directorOrder>;

export const directorOrderBody = versioned(
  z.object({
    ...entryBody,
    date: dateField('Дата'),
    subject: text('Относно', 300),
    legalBasis: optionalText('Основание', 500),
    text: text('Текст', 20_000),
    templateId: id('Шаблон').optional(),
    childId: childId().optional(),
    groupId: groupId().optional(),
    correctsId: id('Изменя заповед').optional(),
  }),
);

export const orderIndexEntry = z.object({
  subject: z.string(),
  orders: z.array(
    z.object({ id: z.string(), numberText: z.string(), date: z.string(), cancelled: z.boolean() }),
  ),
});

export const booksDirectorOrderRoutes = defineRoutes('books', {
  directorOrderBook: {
    method: 'GET',
    path: '/api/AdministrationBooks/director-order-book',
    permission: needs('AdministrationBooks', 'read'),
    request: { query: bookQuery },
    reply: {
      kind: 'json',
      schema: z.object({ orders: z.array(directorOrder), rowsCount: z.number().int() }),
    },
    summary: 'Заповедите на директора за учебната година по номер (страница от 50: една заявка)',
  },
  directorOrderIndexes: {
    method: 'GET',
    path: '/api/AdministrationBooks/director-order-book/indexes',
    permission: needs('AdministrationBooks', 'read'),
    request: { query: bookQuery },
    reply: { kind: 'json', schema: z.array(orderIndexEntry) },
    summary: 'Азбучен указател на заповедите по предмет (относно)',
  },
  directorOrder: {
    method: 'GET',
    path: '/api/AdministrationBooks/director-order-book/edit/{id}',
    permission: needs('AdministrationBooks', 'read'),
    request: { path: z.object({ id: id('Заповед') }) },
    reply: { kind: 'json', schema: directorOrder },
    summary: 'Една заповед за преглед или редакция',
  },
  saveDirectorOrder: {
    method: 'POST',
    path: '/api/AdministrationBooks/director-order',
    permission: needs('AdministrationBooks', 'create'),
    object: kindergartenObject,
    request: { body: directorOrderBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Нова заповед със следващия номер (без пропуски) или редакция на неотпечатана; отпечатана се изменя с нова заповед (correctsId)',
  },
  deleteDirectorOrder: {
    method: 'DELETE',
    path: '/api/AdministrationBooks/director-order/{id}',
    permission: needs('AdministrationBooks', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Заповед') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Анулира заповед: номерът ѝ остава в книгата като анулиран',
  },
});

import { z } from 'zod';
import { AdministrationBook } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { choice, id, sized } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The number prefixes of a kindergarten's books (`/admin/books/prefixes`): the Master sets, per
 * kindergarten and book, what stands before the number („РД-07-“ before the orders' numbers). An entry keeps
 * the prefix it was numbered with.
 */

export const bookPrefix = z.object({
  /** `<kindergartenId>:<bookType>`. */
  id: z.string(),
  kindergartenId: z.string(),
  bookType: z.enum(AdministrationBook),
  prefix: z.string(),
});
export type BookPrefix = z.infer<typeof bookPrefix>;

export const booksPrefixRoutes = defineRoutes('books', {
  bookPrefixes: {
    method: 'GET',
    path: '/api/administration/BookManagement',
    permission: needs('NationalTemplates', 'read', false),
    request: { query: z.object({ kindergartenId: id('Детска градина') }) },
    reply: { kind: 'json', schema: z.array(bookPrefix) },
    summary: 'Префиксите на номерата на шестте книги на една детска градина',
  },
  saveBookPrefix: {
    method: 'POST',
    path: '/api/administration/BookManagement',
    permission: needs('NationalTemplates', 'update', false),
    object: 'none', // the Master sets any kindergarten's prefixes: the right decides
    request: {
      body: z.object({
        kindergartenId: id('Детска градина'),
        bookType: choice(AdministrationBook, 'Книга'),
        prefix: sized('Префикс', 1, 20).regex(/^[\p{L}\d ./-]+$/u, {
          error: 'Полето "Префикс" може да съдържа само букви, цифри, интервал и знаците . / -',
        }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Задава префикса на книга на детска градина',
  },
  deleteBookPrefix: {
    method: 'DELETE',
    path: '/api/administration/BookManagement/{id}',
    permission: needs('NationalTemplates', 'delete', false),
    object: 'none', // as the save
    request: { path: z.object({ id: id('Префикс') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Премахва префикса (следващите номера са без префикс)',
  },
});

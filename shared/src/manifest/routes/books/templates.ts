import { z } from 'zod';
import { TemplateCategory } from '../../../books/books';
import { AdministrationBook } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, id, kindergartenGuard, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Document templates: the Master keeps national templates per category (orders, protocols, letters,
 * certificates, educational results); a kindergarten copies one and adapts it, or writes its own. The
 * placeholders (`{{Детска градина}}`) come from `available-properties`; a template naming one its category
 * does not know is refused. Filling a template with a record gives the document (`save-book`'s `model`).
 */

export const documentTemplate = z.object({
  id: z.string(),
  category: z.enum(TemplateCategory),
  /** The book whose entries it writes (an order template: the director's book), if any. */
  bookType: z.enum(AdministrationBook).nullable(),
  name: z.string(),
  text: z.string(),
  /** National (the Master's) or the kindergarten's own. */
  national: z.boolean(),
  /** The national template a kindergarten's copy was made from. */
  templateBaseId: z.string().nullable(),
  version: z.number().int(),
});
export type DocumentTemplate = z.infer<typeof documentTemplate>;

const templateFields = {
  id: id('Шаблон').optional(),
  version: versionField().optional(),
  category: choice(TemplateCategory, 'Категория'),
  bookType: choice(AdministrationBook, 'Книга').optional(),
  name: text('Наименование', 200),
  text: text('Текст', 50_000),
};

export const nationalTemplateBody = z.object(templateFields).refine(editNamesVersion, versionRequired);
export const kindergartenTemplateBody = z
  .object({ ...templateFields, kindergartenId: kindergartenGuard() })
  .refine(editNamesVersion, versionRequired);

export const placeholderRow = z.object({ name: z.string(), description: z.string(), text: z.string() });

const listQuery = z.object({
  category: z.coerce.number().pipe(choice(TemplateCategory, 'Категория')).optional(),
  ...pageQuery,
});

export const booksTemplateRoutes = defineRoutes('books', {
  templateProperties: {
    method: 'GET',
    path: '/api/templates/available-properties',
    permission: needs('AdministrationDocuments', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        category: z.coerce.number().pipe(choice(TemplateCategory, 'Категория')),
      }),
    },
    reply: { kind: 'json', schema: z.array(placeholderRow) },
    summary: 'Полетата за попълване, които шаблон от категорията може да съдържа',
  },
  templatesForCategory: {
    method: 'GET',
    path: '/api/templates/for-category',
    permission: needs('AdministrationDocuments', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        category: z.coerce.number().pipe(choice(TemplateCategory, 'Категория')),
      }),
    },
    reply: { kind: 'json', schema: z.array(documentTemplate) },
    summary: 'Шаблоните на категорията за избор: своите на детската градина и националните',
  },
  nationalTemplates: {
    method: 'GET',
    path: '/api/templates/overview-models',
    permission: needs('NationalTemplates', 'read', false),
    request: { query: listQuery },
    reply: { kind: 'json', schema: paged(documentTemplate), paged: true },
    summary: 'Националните шаблони (главен администратор)',
  },
  kindergartenTemplate: {
    method: 'GET',
    path: '/api/templates/for-kindergarten/{id}',
    permission: needs('AdministrationDocuments', 'read'),
    request: { path: z.object({ id: id('Шаблон') }) },
    reply: { kind: 'json', schema: documentTemplate },
    summary: 'Един шаблон на детската градина или национален, за редакция или копие',
  },
  kindergartenTemplates: {
    method: 'GET',
    path: '/api/templates/kindergarten-overview-models',
    permission: needs('AdministrationDocuments', 'read'),
    request: { query: listQuery.extend({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: paged(documentTemplate), paged: true },
    summary: 'Шаблоните на детската градина',
  },
  saveNationalTemplate: {
    method: 'POST',
    path: '/api/administration/template/save',
    permission: needs('NationalTemplates', 'create', false),
    object: 'none', // national templates belong to no kindergarten: the Master's right decides
    request: { body: nationalTemplateBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов или редактиран национален шаблон; непознато поле за попълване: 400',
  },
  deleteNationalTemplate: {
    method: 'DELETE',
    path: '/api/administration/template/{id}',
    permission: needs('NationalTemplates', 'delete', false),
    object: 'none', // as the save
    request: { path: z.object({ id: id('Шаблон') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива национален шаблон (копията на детските градини остават)',
  },
  saveBookTemplate: {
    method: 'POST',
    path: '/api/templates/save-book',
    permission: needs('AdministrationDocuments', 'create'),
    object: 'none', // a new copy in the session's kindergarten; the national template is read by its key
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        templateBaseId: id('Шаблон'),
        bookType: choice(AdministrationBook, 'Книга').optional(),
        name: text('Наименование', 200).optional(),
      }),
    },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ model: documentTemplate.extend({ filled: z.string() }).nullable() }),
    },
    summary: 'Копира национален шаблон в детската градина; model: копието и текстът му, попълнен с данните ѝ',
  },
  saveKindergartenTemplate: {
    method: 'POST',
    path: '/api/templates/save',
    permission: needs('AdministrationDocuments', 'create'),
    object: kindergartenObject,
    request: { body: kindergartenTemplateBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов или редактиран шаблон на детската градина; непознато поле за попълване: 400',
  },
  deleteKindergartenTemplate: {
    method: 'DELETE',
    path: '/api/templates/{id}',
    permission: needs('AdministrationDocuments', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Шаблон') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива шаблон на детската градина (документите, писани по него, остават)',
  },
});

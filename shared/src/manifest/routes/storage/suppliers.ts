import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { email, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The kindergarten's suppliers (issue #28). The spec lists only GET /api/Suppliers; the screens create, edit
 * and delete them, so the POST, the GET by id and the DELETE are added (docs/decisions.md).
 */

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  eik: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  babhRegistration: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Supplier = z.infer<typeof supplier>;

const withKindergarten = z.object({ kindergartenId: kindergartenGuard() });

/** ЕИК/БУЛСТАТ: 9 digits (a company) or 13 (a branch). */
const eik = z
  .string()
  .trim()
  .regex(/^(\d{9}|\d{13})$/, { error: 'Полето "ЕИК/БУЛСТАТ" трябва да има 9 или 13 цифри.' })
  .meta({ title: 'ЕИК/БУЛСТАТ' });

export const storageSupplierRoutes = defineRoutes('storage', {
  suppliers: {
    method: 'GET',
    path: '/api/Suppliers',
    permission: needs('Suppliers', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: z.array(supplier) },
    summary: 'Доставчиците на детската градина, по азбучен ред',
  },
  supplier: {
    method: 'GET',
    path: '/api/Suppliers/{id}',
    permission: needs('Suppliers', 'read'),
    request: { path: z.object({ id: id('Доставчик') }), query: withKindergarten },
    reply: { kind: 'json', schema: supplier },
    summary: 'Един доставчик',
  },
  saveSupplier: {
    method: 'POST',
    path: '/api/Suppliers',
    permission: needs('Suppliers', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Доставчик').optional(),
          kindergartenId: kindergartenGuard(),
          name: text('Наименование', 200),
          eik,
          vatNumber: optionalText('ДДС номер', 20),
          address: optionalText('Адрес', 300),
          contactPerson: optionalText('Лице за контакт', 100),
          phone: optionalText('Телефон', 30),
          email: email().or(z.literal('')).optional(),
          babhRegistration: optionalText('Регистрация в БАБХ', 50),
          isActive: z.boolean().default(true).meta({ title: 'Активен' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира доставчик; ЕИК е единствен в детската градина',
  },
  deleteSupplier: {
    method: 'DELETE',
    path: '/api/Suppliers/{id}',
    permission: needs('Suppliers', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Доставчик') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива доставчик, който не е посочен в документи',
  },
});

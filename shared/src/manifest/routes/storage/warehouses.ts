import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The kindergarten's warehouses (issue #28). The spec lists only GET /api/Warehouses; the screens create,
 * edit and delete them, so the POST, the GET by id and the DELETE are added (docs/decisions.md).
 */

export const warehouse = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  keeperName: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouse>;

const withKindergarten = z.object({ kindergartenId: kindergartenGuard() });

export const storageWarehouseRoutes = defineRoutes('storage', {
  warehouses: {
    method: 'GET',
    path: '/api/Warehouses',
    permission: needs('Warehouses', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: z.array(warehouse) },
    summary: 'Складовете на детската градина, по азбучен ред',
  },
  warehouse: {
    method: 'GET',
    path: '/api/Warehouses/{id}',
    permission: needs('Warehouses', 'read'),
    request: { path: z.object({ id: id('Склад') }), query: withKindergarten },
    reply: { kind: 'json', schema: warehouse },
    summary: 'Един склад',
  },
  saveWarehouse: {
    method: 'POST',
    path: '/api/Warehouses',
    permission: needs('Warehouses', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Склад').optional(),
          kindergartenId: kindergartenGuard(),
          name: text('Наименование', 100),
          location: optionalText('Местоположение', 200),
          keeperName: optionalText('Материално отговорно лице', 100),
          isActive: z.boolean().default(true).meta({ title: 'Активен' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя (без id) или редактира склад; името е единствено в детската градина',
  },
  deleteWarehouse: {
    method: 'DELETE',
    path: '/api/Warehouses/{id}',
    permission: needs('Warehouses', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Склад') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива склад, в който не е имало движения на стоки',
  },
});

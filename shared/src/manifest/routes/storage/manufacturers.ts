import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { kindergartenGuard, text } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The manufacturers a kindergarten names on its own products (issue #28; the screen "has create only": a
 * list and an add form). The spec has no call: these two are added (docs/decisions.md).
 */

export const manufacturer = z.object({ id: z.string(), name: z.string() });

export const storageManufacturerRoutes = defineRoutes('storage', {
  manufacturers: {
    method: 'GET',
    path: '/api/Products/manufacturers',
    permission: needs('Products', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(manufacturer) },
    summary: 'Производителите на детската градина, по азбучен ред',
  },
  createManufacturer: {
    method: 'POST',
    path: '/api/Products/manufacturers',
    permission: needs('Products', 'create'),
    request: { body: z.object({ kindergartenId: kindergartenGuard(), name: text('Наименование', 200) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя производител (името е единствено в детската градина)',
  },
});

import { z } from 'zod';
import { paged, saveReply } from '../../../schemas/common';
import { id } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';
import { product, productFields, productFilter, substitution } from './products';

/**
 * The Master's national product list (/admin/products): products every kindergarten uses, their national
 * substitutions, and the reset of a kindergarten's choices. The spec names the two POSTs; the reads and the
 * substitutions are added for the Master's screens (docs/decisions.md, issue #28). National products are
 * never deleted, only withdrawn (`isActive: false`): documents of every kindergarten may name them.
 */

const nationalId = id('Продукт').refine((v) => v.startsWith('nat-'), {
  error: 'Полето "Продукт" трябва да е продукт от националния списък.',
});

export const storageProductManagementRoutes = defineRoutes('storage', {
  nationalProducts: {
    method: 'GET',
    path: '/api/administration/ProductManagement',
    permission: needs('ProductCatalogue', 'read', false),
    request: { query: z.object(productFilter).omit({ source: true }) },
    reply: { kind: 'json', schema: paged(product), paged: true },
    summary: 'Националният списък с продукти (администратор на платформата)',
  },
  nationalProduct: {
    method: 'GET',
    path: '/api/administration/ProductManagement/{id}',
    permission: needs('ProductCatalogue', 'read', false),
    request: { path: z.object({ id: nationalId }) },
    reply: { kind: 'json', schema: product },
    summary: 'Един продукт от националния списък',
  },
  createNationalProduct: {
    method: 'POST',
    path: '/api/administration/ProductManagement',
    permission: needs('ProductCatalogue', 'create', false),
    // The national list belongs to no kindergarten; its ids name national lists: the Master's right decides.
    object: 'none',
    request: { body: z.object(productFields) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя продукт в националния списък',
  },
  editNationalProduct: {
    method: 'POST',
    path: '/api/administration/ProductManagement/{id}',
    permission: needs('ProductCatalogue', 'update', false),
    // The national list belongs to no kindergarten: the Master's right alone decides.
    object: 'none',
    request: {
      path: z.object({ id: nationalId }),
      body: z.object({ ...productFields, version: versionField() }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редактира продукт от националния списък (неактивен: изваден от списъка, остава в документите)',
  },
  nationalSubstitutions: {
    method: 'GET',
    path: '/api/administration/ProductManagement/substitutions',
    permission: needs('ProductCatalogue', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(substitution) },
    summary: 'Националните замени на продукти',
  },
  saveNationalSubstitutions: {
    method: 'POST',
    path: '/api/administration/ProductManagement/substitutions',
    permission: needs('ProductCatalogue', 'update', false),
    // National substitutions belong to no kindergarten: the Master's right alone decides.
    object: 'none',
    request: {
      body: z.object({
        productId: nationalId,
        substituteIds: z.array(nationalId).max(20).meta({ title: 'Заместители' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва с какви национални продукти може да се замени национален продукт (празен списък: изтрива)',
  },
  resetProductActivity: {
    method: 'POST',
    path: '/api/administration/Kindergarten/reset-product-activity',
    permission: needs('ProductCatalogue', 'update', false),
    // The Master acts on any kindergarten; the handler answers 404 for one that does not exist.
    object: 'none',
    request: { query: z.object({ kindergartenId: id('Детска градина') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Включва отново всички национални продукти, които детската градина е изключила',
  },
});

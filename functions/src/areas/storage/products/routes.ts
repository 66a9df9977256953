import type { storageProductManagementRoutes as nationalManifest } from '@gradina/shared/manifest/routes/storage/product-management';
import type { storageProductRoutes as manifest } from '@gradina/shared/manifest/routes/storage/products';
import {
  allergens,
  productCategories,
  recommendedQuantityTypes,
  storageConditions,
} from '@gradina/shared/storage/catalogue';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { productKeys, recommendedQuantitiesOf } from './items';
import {
  createNationalProduct,
  editNationalProduct,
  nationalOverview,
  nationalProductById,
  resetProductActivity,
} from './national';
import {
  activeProducts,
  createOwnProduct,
  editOwnProduct,
  productById,
  productsOverview,
  removeOwnProduct,
  saveRecommendedQuantity,
  setProductActivity,
} from './products';
import { saveSubstitutions, substitutionsOf } from './substitutions';

type ProductRouteId = (typeof manifest)[number]['id'] | (typeof nationalManifest)[number]['id'];

const named = (list: readonly { id: number; name: string }[]) => list.map(({ id, name }) => ({ id, name }));

/** The handler entries of the catalogue's products and the Master's national list. */
export const productRoutes: AreaImplementations<ProductRouteId> = {
  'storage.productsOverview': async ({ session, query }) => productsOverview(session.kindergartenId, query),
  'storage.products': async ({ session }) => activeProducts(session.kindergartenId),
  'storage.product': async ({ session, path }) => productById(session.kindergartenId, path.id),
  'storage.storageConditions': async () => named(storageConditions),
  'storage.categories': async () =>
    productCategories.map((c) => ({ id: c.id, name: c.name, items: named(c.items) })),
  'storage.recommendedQuantityTypes': async () => named(recommendedQuantityTypes),
  'storage.recommendedQuantities': async ({ session }) => recommendedQuantitiesOf(session.kindergartenId),
  'storage.saveRecommendedQuantity': async ({ session, path, body }) =>
    saveRecommendedQuantity(session, path.categoryId, body),
  'storage.allergens': async () => named(allergens),
  'storage.productSubstitutions': async ({ session, query }) =>
    substitutionsOf(session.kindergartenId, query.productId),
  'storage.saveProductSubstitutions': async ({ session, body }) =>
    saveSubstitutions(session.kindergartenId, body),
  'storage.createProduct': entry.body(createOwnProduct),
  'storage.editProduct': async ({ session, path, body }) => editOwnProduct(session, path.id, body),
  'storage.productActivity': async ({ session, path, body }) =>
    setProductActivity(session, path.id, body.isActive),
  'storage.deleteProduct': entry.pathId(removeOwnProduct),
  'storage.nationalProducts': async ({ query }) => nationalOverview(query),
  'storage.nationalProduct': async ({ path }) => nationalProductById(path.id),
  'storage.createNationalProduct': async ({ body }) => createNationalProduct(body),
  'storage.editNationalProduct': async ({ path, body }) => editNationalProduct(path.id, body),
  'storage.nationalSubstitutions': async () => substitutionsOf(null),
  'storage.saveNationalSubstitutions': async ({ body }) => saveSubstitutions(null, body),
  'storage.resetProductActivity': async ({ query }) => resetProductActivity(query.kindergartenId),
};

// A national id reads the national item: a kindergarten may switch it off, and the handler refuses an edit.
export const productObjects: ObjectLoaders<ProductRouteId> = {
  'storage.editProduct': kindergartenItemAtPath(productKeys.product),
  'storage.productActivity': kindergartenItemAtPath(productKeys.product),
  'storage.deleteProduct': kindergartenItemAtPath(productKeys.product),
};

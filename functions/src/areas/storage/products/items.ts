import type { ProductItem } from '../../../domain/storage/products';
import { nationalPartition, ownPartition, productKeys, strip } from '../../../domain/storage/products';
import type { Key, TransactOp } from '../../../platform/db';
import { deleteItem, getItem, putItem, queryAll, transact, versionedPut } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

// The product reads other areas need (keys, getProducts, getProduct) live in the domain (the kitchen reads them).
export {
  getProduct,
  getProducts,
  isNationalProductId,
  type Nutrition,
  nationalIdPrefix,
  type ProductItem,
  productKeys,
} from '../../../domain/storage/products';

/**
 * The products of the store and every request the catalogue makes for them (docs/data-model.md, "Storage
 * catalogue"). Two lists make one catalogue:
 *
 * - the national list, the Master's: `NATIONAL#PRODUCTS` / `PRODUCT#<id>`, ids starting with `nat-`, read by
 *   every kindergarten;
 * - a kindergarten's own products: `KG#<kg>#PRODUCTS` / `PRODUCT#<id>` (the session's kindergarten only).
 *
 * The id says which list a product is in (`isNationalProductId`), so any mix of ids is ONE BatchGet.
 * The same partition keeps the kindergarten's settings (`SETTINGS`: national products it switched off),
 * recommended quantities (`RECOMMENDED#<categoryId>`), substitutions (`SUBST#<productId>`; the national ones
 * in `NATIONAL#PRODUCTS`) and the use markers (`USED#<productId>`) that stop a delete.
 */

/** The whole national list: one Query (paged by the kit past 1 MB). */
export const nationalProducts = async () =>
  (await queryAll<ProductItem & Key>({ partition: nationalPartition, beginsWith: 'PRODUCT#' })).map(strip);

/** A kindergarten's own products: one Query. */
export const ownProducts = async (kindergartenId: string) =>
  (
    await queryAll<ProductItem & Key>({ partition: ownPartition(kindergartenId), beginsWith: 'PRODUCT#' })
  ).map(strip);

/** The kindergarten's choice of national products: those it switched off (the Master's reset clears it). */
export interface ProductSettings {
  inactiveNational: string[];
  version: number;
}

export async function productSettings(kindergartenId: string): Promise<ProductSettings> {
  const item = await getItem<ProductSettings & Key>(productKeys.settings(kindergartenId));
  return { inactiveNational: item?.inactiveNational ?? [], version: item?.version ?? 0 };
}

/** Writes the settings while they still have the version read (409 otherwise). */
export async function saveProductSettings(kindergartenId: string, settings: ProductSettings): Promise<void> {
  const key = productKeys.settings(kindergartenId);
  const next = { ...key, inactiveNational: settings.inactiveNational, version: settings.version + 1 };
  if (settings.version === 0) {
    await transact([{ put: next, condition: { absent: true } }]);
    return;
  }
  await versionedPut(next, { expected: settings.version });
}

/** A recommended quantity of a category: grams per child a day (type 1) or a week (type 2). */
export interface RecommendedQuantity {
  categoryId: number;
  type: number;
  quantity: number;
}

/** The kindergarten's recommended quantities: one Query. */
export const recommendedQuantitiesOf = async (kindergartenId: string) =>
  (
    await queryAll<RecommendedQuantity & Key>({
      partition: ownPartition(kindergartenId),
      beginsWith: 'RECOMMENDED#',
    })
  ).map(({ categoryId, type, quantity }) => ({ categoryId, type, quantity }));

/** One value per category, written as a whole: the last save counts (there is nothing else in it to lose). */
export async function putRecommendedQuantity(
  kindergartenId: string,
  value: RecommendedQuantity,
): Promise<void> {
  await putItem({ ...productKeys.recommended(kindergartenId, value.categoryId), ...value });
}

export async function deleteRecommendedQuantity(kindergartenId: string, categoryId: number): Promise<void> {
  await deleteItem(productKeys.recommended(kindergartenId, categoryId));
}

/** Clears a kindergarten's switched-off national products (the Master's reset): one write. */
export async function resetProductSettings(kindergartenId: string): Promise<void> {
  await deleteItem(productKeys.settings(kindergartenId));
}

/**
 * The transaction write that marks a product as used by a document, so the product can no longer be deleted.
 * Documents of the store (receipts, requests, scrappings, inventories, suppliers' requests, substitutions)
 * put it for each product they name, in the same transaction as the document (idempotent: a put of the
 * same item).
 */
export const productUsedOp = (kindergartenId: string, productId: string): TransactOp => ({
  put: { ...productKeys.used(kindergartenId, productId), productId },
});

export async function createProduct(key: Key, item: ProductItem): Promise<void> {
  await putItem({ ...key, ...item }, { absent: true });
}

/** Replaces a product (its `version` the next one) while the stored one is `expected` (409 stale, 404 gone). */
export const replaceProduct = (key: Key, item: ProductItem, expected: number) =>
  versionedPut({ ...key, ...item }, { expected, missing: () => notFound(productNotFound) });

export const productNotFound = 'Продуктът не е намерен.';
export const productInUse =
  'Продуктът не може да бъде изтрит: използва се в наличности, документи или замени. Можете да го направите неактивен.';

/** Deletes a product unless a document or a substitution uses it: one transaction (409 when in use). */
export async function deleteProduct(kindergartenId: string, key: Key, productId: string): Promise<void> {
  await transact(
    [
      { delete: key, condition: { exists: true } },
      { check: productKeys.used(kindergartenId, productId), condition: { absent: true } },
    ],
    (failed) => (failed.includes(1) ? conflict(productInUse) : notFound(productNotFound)),
  );
}

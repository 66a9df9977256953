import type { BaseUnit, UnitConversion } from '@gradina/shared/storage/units';
import { batchGet, getItem } from '../../platform/db';
import type { Key } from '../../platform/db/item';
import { tenantPrefix } from '../../platform/db/keys';

/**
 * The store's products as other areas read them (the storage area writes them; the kitchen's recipes read
 * them): docs/data-model.md, "Storage catalogue". Two lists make one catalogue:
 *
 * - the national list, the Master's: `NATIONAL#PRODUCTS` / `PRODUCT#<id>`, ids starting with `nat-`, read by
 *   every kindergarten;
 * - a kindergarten's own products: `KG#<kg>#PRODUCTS` / `PRODUCT#<id>` (the session's kindergarten only).
 *
 * The id says which list a product is in (`isNationalProductId`), so any mix of ids is ONE BatchGet.
 */

/** Nutrition per 100 g (or 100 ml) of the product, as integers: kcal and milligrams. */
export interface Nutrition {
  energyKcal: number;
  proteinMg: number;
  fatMg: number;
  carbohydrateMg: number;
  saltMg: number;
}

/** A product as stored (national or own). Quantities of it are integers of `baseUnit` (units.ts). */
export interface ProductItem {
  id: string;
  /** The kindergarten of an own product; absent on a national one. */
  kindergartenId?: string;
  name: string;
  /** A leaf of the nested categories (shared/src/storage/catalogue.ts). */
  categoryId: number;
  baseUnit: BaseUnit;
  conversions: UnitConversion[];
  /** Numbers 1-14 of Regulation (EU) 1169/2011 Annex II. */
  allergens: number[];
  storageConditionId: number;
  nutrition: Nutrition;
  manufacturerId?: string;
  /** The manufacturer's name when the product was saved (lists need no read of manufacturers). */
  manufacturerName?: string;
  /** Days it keeps once received (a default for a receipt's expiry date); absent when not set. */
  shelfLifeDays?: number;
  /** Whether an own product is still offered; a national one is switched off per kindergarten in SETTINGS. */
  isActive: boolean;
  version: number;
}

export const nationalPartition = 'NATIONAL#PRODUCTS';
export const ownPartition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#PRODUCTS`;

/** National product ids carry this prefix; own products have plain UUIDs. */
export const nationalIdPrefix = 'nat-';
export const isNationalProductId = (id: string) => id.startsWith(nationalIdPrefix);

export const productKeys = {
  /** The key of a product of either list: national by its id, otherwise the kindergarten's. */
  product: (kindergartenId: string, id: string): Key =>
    isNationalProductId(id)
      ? { PK: nationalPartition, SK: `PRODUCT#${id}` }
      : { PK: ownPartition(kindergartenId), SK: `PRODUCT#${id}` },
  national: (id: string): Key => ({ PK: nationalPartition, SK: `PRODUCT#${id}` }),
  settings: (kindergartenId: string): Key => ({ PK: ownPartition(kindergartenId), SK: 'SETTINGS' }),
  recommended: (kindergartenId: string, categoryId: number): Key => ({
    PK: ownPartition(kindergartenId),
    SK: `RECOMMENDED#${categoryId}`,
  }),
  substitutions: (kindergartenId: string | null, productId: string): Key => ({
    PK: kindergartenId ? ownPartition(kindergartenId) : nationalPartition,
    SK: `SUBST#${productId}`,
  }),
  used: (kindergartenId: string, productId: string): Key => ({
    PK: ownPartition(kindergartenId),
    SK: `USED#${productId}`,
  }),
} as const;

export const strip = <T extends object>(item: T & Partial<Key>): T => {
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

/**
 * The products of these ids a kindergarten may use (its own and national ones), by id: ONE BatchGet per 100
 * ids. An id missing from the map is no product of this kindergarten (another kindergarten's, or none):
 * answer 400 naming the line's product field.
 */
export async function getProducts(
  kindergartenId: string,
  ids: readonly string[],
): Promise<Map<string, ProductItem>> {
  const items = await batchGet<ProductItem & Key>(ids.map((id) => productKeys.product(kindergartenId, id)));
  return new Map(items.map((item) => [item.id, strip(item)]));
}

/** One product of the kindergarten or the national list, or undefined. */
export async function getProduct(kindergartenId: string, id: string): Promise<ProductItem | undefined> {
  const item = await getItem<ProductItem & Key>(productKeys.product(kindergartenId, id));
  return item && strip(item);
}

import { randomUUID } from 'node:crypto';
import type { Product } from '@gradina/shared/manifest/routes/storage/products';
import { orNull, pick } from '@gradina/shared/record-fields';
import { categoryName, productCategories } from '@gradina/shared/storage/catalogue';
import { byBulgarianName, pageOf, requireVersion } from '../../../platform/db';
import { conflict, forbidden, invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { getManufacturer } from '../manufacturers/items';
import type { ProductItem, ProductSettings } from './items';
import {
  createProduct,
  deleteProduct,
  deleteRecommendedQuantity,
  getProduct,
  isNationalProductId,
  nationalProducts,
  ownProducts,
  productKeys,
  productNotFound,
  productSettings,
  putRecommendedQuantity,
  replaceProduct,
  saveProductSettings,
} from './items';
import { checkConversions } from './rules';
import { substitutionsUsing } from './substitutions';

/**
 * A kindergarten's catalogue (issue #28): its own products beside the national list, each national product
 * switched on or off per kindergarten. Reads: the national list, the own products and the settings, three
 * requests run together.
 */

/** A product as the API answers it, for a kindergarten with these settings (none: the Master's view). */
export function toProduct(item: ProductItem, settings?: ProductSettings): Product {
  const national = isNationalProductId(item.id);
  const switchedOff = national && (settings?.inactiveNational.includes(item.id) ?? false);
  return {
    ...pick(item, 'id', 'name', 'categoryId'),
    categoryName: categoryName(item.categoryId),
    ...pick(item, 'baseUnit', 'conversions', 'allergens', 'storageConditionId', 'nutrition'),
    ...orNull(item, 'manufacturerId', 'manufacturerName', 'shelfLifeDays'),
    isNational: national,
    isActive: item.isActive && !switchedOff,
    version: item.version,
  };
}

/** Every product a kindergarten sees (national and own), sorted by name. */
export async function catalogueOf(kindergartenId: string): Promise<Product[]> {
  const [national, own, settings] = await Promise.all([
    nationalProducts(),
    ownProducts(kindergartenId),
    productSettings(kindergartenId),
  ]);
  // A national product the Master withdrew stays out of every list; documents still resolve it by id.
  return [...national.filter((p) => p.isActive), ...own]
    .map((p) => toProduct(p, settings))
    .sort(byBulgarianName);
}

export interface ProductFilter {
  name?: string;
  categoryId?: number;
  source?: 'national' | 'own';
  onlyActive?: boolean;
  PageNumber?: number;
  PageSize?: number;
}

/** Whether a product passes the list's filters (a category of the first level takes its leaves). */
export function matchesFilter(p: Product, f: ProductFilter): boolean {
  if (f.name && !p.name.toLocaleLowerCase('bg').includes(f.name.toLocaleLowerCase('bg'))) return false;
  if (f.categoryId && p.categoryId !== f.categoryId && Math.floor(p.categoryId / 100) !== f.categoryId)
    return false;
  if (f.source === 'national' && !p.isNational) return false;
  if (f.source === 'own' && p.isNational) return false;
  return !(f.onlyActive && !p.isActive);
}

export async function productsOverview(kindergartenId: string, filter: ProductFilter) {
  const rows = (await catalogueOf(kindergartenId)).filter((p) => matchesFilter(p, filter));
  return pageOf(rows, filter.PageNumber, filter.PageSize ?? 20);
}

export async function activeProducts(kindergartenId: string) {
  return (await catalogueOf(kindergartenId)).filter((p) => p.isActive);
}

export async function productById(kindergartenId: string, id: string): Promise<Product> {
  const [item, settings] = await Promise.all([
    getProduct(kindergartenId, id),
    productSettings(kindergartenId),
  ]);
  if (!item) throw notFound(productNotFound);
  return toProduct(item, settings);
}

/** The fields a kindergarten or the Master saves. */
export type ProductInput = Omit<
  ProductItem,
  'id' | 'kindergartenId' | 'manufacturerId' | 'manufacturerName' | 'shelfLifeDays' | 'version'
> & {
  shelfLifeDays?: number | null;
  manufacturerId?: string | null;
  version?: number;
};

/** The stored item of a save (the manufacturer's name copied, so lists need no read of manufacturers). */
export function productItem(
  id: string,
  body: ProductInput,
  version: number,
  extra: Pick<ProductItem, 'kindergartenId' | 'manufacturerName'> = {},
): ProductItem {
  return {
    id,
    ...(extra.kindergartenId ? { kindergartenId: extra.kindergartenId } : {}),
    name: body.name,
    categoryId: body.categoryId,
    baseUnit: body.baseUnit,
    conversions: body.conversions,
    allergens: [...new Set(body.allergens)].sort((a, b) => a - b),
    storageConditionId: body.storageConditionId,
    nutrition: body.nutrition,
    ...(body.manufacturerId
      ? { manufacturerId: body.manufacturerId, manufacturerName: extra.manufacturerName }
      : {}),
    ...(body.shelfLifeDays ? { shelfLifeDays: body.shelfLifeDays } : {}),
    isActive: body.isActive,
    version,
  };
}

const nationalReadOnly =
  'Продуктите от националния списък се редактират само от администратора на платформата.';

async function manufacturerName(kindergartenId: string, manufacturerId: string | null | undefined) {
  if (!manufacturerId) return undefined;
  const manufacturer = await getManufacturer(kindergartenId, manufacturerId);
  if (!manufacturer)
    throw invalidField(
      'manufacturerId',
      'Полето "Производител": няма такъв производител в детската градина.',
    );
  return manufacturer.name;
}

export async function createOwnProduct(session: TenantRouteSession, body: ProductInput) {
  refuseInvalid(checkConversions(body.baseUnit, body.conversions));
  const kindergartenId = session.kindergartenId;
  const id = randomUUID();
  const name = await manufacturerName(kindergartenId, body.manufacturerId);
  await createProduct(
    productKeys.product(kindergartenId, id),
    productItem(id, body, 1, { kindergartenId, manufacturerName: name }),
  );
  return saved(id);
}

export async function editOwnProduct(session: TenantRouteSession, id: string, body: ProductInput) {
  if (isNationalProductId(id)) throw forbidden(nationalReadOnly);
  refuseInvalid(checkConversions(body.baseUnit, body.conversions));
  const expected = requireVersion(body.version);
  const kindergartenId = session.kindergartenId;
  const name = await manufacturerName(kindergartenId, body.manufacturerId);
  await replaceProduct(
    productKeys.product(kindergartenId, id),
    productItem(id, body, expected + 1, { kindergartenId, manufacturerName: name }),
    expected,
  );
  return saved(id);
}

/** Switches a product on or off for the kindergarten: an own one on its item, a national one in the settings. */
export async function setProductActivity(session: TenantRouteSession, id: string, isActive: boolean) {
  const kindergartenId = session.kindergartenId;
  if (isNationalProductId(id)) {
    const settings = await productSettings(kindergartenId);
    const others = settings.inactiveNational.filter((p) => p !== id);
    await saveProductSettings(kindergartenId, {
      ...settings,
      inactiveNational: isActive ? others : [...others, id],
    });
    return saved(id);
  }
  const item = await getProduct(kindergartenId, id);
  if (!item) throw notFound(productNotFound);
  await replaceProduct(
    productKeys.product(kindergartenId, id),
    { ...item, isActive, version: item.version + 1 },
    item.version,
  );
  return saved(id);
}

const usedInSubstitution = (names: string) =>
  `Продуктът не може да бъде изтрит: използва се в замени (${names}). Премахнете го от тях или го направете неактивен.`;

/** Deletes an own product that no document, stock or substitution uses (409 naming what uses it). */
export async function removeOwnProduct(session: TenantRouteSession, id: string) {
  if (isNationalProductId(id)) throw forbidden(nationalReadOnly);
  const kindergartenId = session.kindergartenId;
  const using = await substitutionsUsing(kindergartenId, id);
  if (using.length > 0) throw conflict(usedInSubstitution(using.join(', ')));
  await deleteProduct(kindergartenId, productKeys.product(kindergartenId, id), id);
  return saved(id);
}

/** Saves a category's recommended quantity; none deletes it. */
export async function saveRecommendedQuantity(
  session: TenantRouteSession,
  categoryId: number,
  body: { type: number; quantity?: number | null },
) {
  if (!productCategories.some((c) => c.id === categoryId || c.items.some((i) => i.id === categoryId)))
    throw invalidField('categoryId', 'Полето "Категория": няма такава категория.');
  if (body.quantity)
    await putRecommendedQuantity(session.kindergartenId, {
      categoryId,
      type: body.type,
      quantity: body.quantity,
    });
  else await deleteRecommendedQuantity(session.kindergartenId, categoryId);
  return saved(String(categoryId));
}

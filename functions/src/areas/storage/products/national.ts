import { randomUUID } from 'node:crypto';
import { byBulgarianName, getItem, keys, pageOf, requireVersion } from '../../../platform/db';
import { notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import {
  createProduct,
  nationalIdPrefix,
  nationalProducts,
  productKeys,
  productNotFound,
  replaceProduct,
  resetProductSettings,
} from './items';
import { matchesFilter, type ProductFilter, type ProductInput, productItem, toProduct } from './products';
import { checkConversions } from './rules';

/**
 * The Master's national product list (/admin/products, issue #28). National products are never deleted:
 * documents of any kindergarten may name them, so the Master withdraws one (`isActive: false`) instead.
 */

export async function nationalOverview(filter: Omit<ProductFilter, 'source'>) {
  const rows = (await nationalProducts())
    .map((p) => toProduct(p))
    .filter((p) => matchesFilter(p, filter))
    .sort(byBulgarianName);
  return pageOf(rows, filter.PageNumber, filter.PageSize ?? 20);
}

export async function nationalProductById(id: string) {
  const item = await getItem<Parameters<typeof toProduct>[0]>(productKeys.national(id));
  if (!item) throw notFound(productNotFound);
  return toProduct(item);
}

/** National products have no manufacturer: each kindergarten buys from its own. */
export async function createNationalProduct(body: Omit<ProductInput, 'manufacturerId'>) {
  refuseInvalid(checkConversions(body.baseUnit, body.conversions));
  const id = `${nationalIdPrefix}${randomUUID()}`;
  await createProduct(productKeys.national(id), productItem(id, body, 1));
  return saved(id);
}

export async function editNationalProduct(id: string, body: Omit<ProductInput, 'manufacturerId'>) {
  refuseInvalid(checkConversions(body.baseUnit, body.conversions));
  const expected = requireVersion(body.version);
  await replaceProduct(productKeys.national(id), productItem(id, body, expected + 1), expected);
  return saved(id);
}

/** Switches every national product back on for a kindergarten (404 for a kindergarten that does not exist). */
export async function resetProductActivity(kindergartenId: string) {
  if (!(await getItem(keys.kindergarten(kindergartenId)))) throw notFound('Детската градина не е намерена.');
  await resetProductSettings(kindergartenId);
  return saved(kindergartenId);
}

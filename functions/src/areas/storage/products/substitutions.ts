import { byBulgarianName, deleteItem, type Key, putItem, queryAll } from '../../../platform/db';
import { invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { getProducts, isNationalProductId, productKeys } from './items';

/**
 * Substitutions (issue #28): which products may replace a product in a recipe. The national ones are the
 * Master's (`NATIONAL#PRODUCTS` / `SUBST#<productId>`, national products only); a kindergarten adds its own
 * (`KG#<kg>#PRODUCTS` / `SUBST#<productId>`), over national and own products. One item per product holds
 * its substitutes, written whole.
 */

interface SubstitutionItem {
  productId: string;
  substituteIds: string[];
}

const partitionOf = (kindergartenId: string | null) => productKeys.substitutions(kindergartenId, '').PK;

const substitutionsIn = (kindergartenId: string | null) =>
  queryAll<SubstitutionItem & Key>({ partition: partitionOf(kindergartenId), beginsWith: 'SUBST#' });

/**
 * The substitutions a kindergarten reads (the national ones, then its own; `null`: the national ones only),
 * with the products' names: two Queries and one BatchGet of the names.
 */
export async function substitutionsOf(kindergartenId: string | null, productId?: string) {
  const [national, own] = await Promise.all([
    substitutionsIn(null),
    kindergartenId ? substitutionsIn(kindergartenId) : Promise.resolve([]),
  ]);
  const rows = [
    ...national.map((s) => ({ ...s, isNational: true })),
    ...own.map((s) => ({ ...s, isNational: false })),
  ].filter((s) => !productId || s.productId === productId);
  const products = await getProducts(kindergartenId ?? '', [
    ...new Set(rows.flatMap((s) => [s.productId, ...s.substituteIds])),
  ]);
  const nameOf = (id: string) => products.get(id)?.name ?? '';
  return rows
    .map((s) => ({
      productId: s.productId,
      productName: nameOf(s.productId),
      isNational: s.isNational,
      productSubstitutions: s.substituteIds
        .filter((id) => products.has(id))
        .map((id) => ({ productId: id, productName: nameOf(id) }))
        .sort((a, b) => byBulgarianName({ name: a.productName }, { name: b.productName })),
    }))
    .sort((a, b) => byBulgarianName({ name: a.productName }, { name: b.productName }));
}

/**
 * Replaces the substitutes of a product (an empty list deletes the entry). Every product named must be one
 * the kindergarten sees (400 naming the field); a product does not replace itself.
 */
export async function saveSubstitutions(
  kindergartenId: string | null,
  body: { productId: string; substituteIds: string[] },
) {
  const substituteIds = [...new Set(body.substituteIds)];
  if (substituteIds.includes(body.productId))
    throw invalidField('substituteIds', 'Полето "Заместители": продуктът не може да замества сам себе си.');
  const products = await getProducts(kindergartenId ?? '', [body.productId, ...substituteIds]);
  if (!products.has(body.productId))
    throw invalidField('productId', 'Полето "Продукт": няма такъв продукт в каталога на детската градина.');
  const missing = substituteIds.findIndex((id) => !products.has(id));
  if (missing >= 0)
    throw invalidField(
      `substituteIds.${missing}`,
      'Полето "Заместител": няма такъв продукт в каталога на детската градина.',
    );
  const key = productKeys.substitutions(kindergartenId, body.productId);
  if (substituteIds.length === 0) await deleteItem(key);
  else await putItem({ ...key, productId: body.productId, substituteIds });
  return saved(body.productId);
}

/** The products whose own substitutions name this product (they stop its delete): one Query, one BatchGet. */
export async function substitutionsUsing(kindergartenId: string, productId: string): Promise<string[]> {
  if (isNationalProductId(productId)) return [];
  const own = await substitutionsIn(kindergartenId);
  const using = own.filter((s) => s.productId === productId || s.substituteIds.includes(productId));
  if (using.length === 0) return [];
  const products = await getProducts(
    kindergartenId,
    using.map((s) => s.productId),
  );
  return using.map((s) => products.get(s.productId)?.name ?? s.productId);
}

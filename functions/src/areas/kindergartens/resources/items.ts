import type { PartnerProduct } from '@gradina/shared/manifest/routes/kindergartens/resources';
import {
  deleteIfExists,
  getItem,
  keys,
  putIfAbsent,
  queryAll,
  recordKey,
  tenantPrefix,
  versionedPut,
} from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';

/**
 * The partners' products and every request the feature makes (docs/data-model.md, "Partners' resources"):
 * a product is `KG#<kg>#RESOURCES` / `PRODUCT#<id>`; GSI1 `KG#<kg>#RESOURCES#PARTNER#<partnerId>` / `<id>`
 * lists one partner's in one Query. Keys come from the session's kindergarten only.
 */
export const resourceKeys = {
  product: recordKey<ProductItem>((kindergartenId, id) => ({
    PK: `${tenantPrefix(kindergartenId)}#RESOURCES`,
    SK: `PRODUCT#${id}`,
  })),
  ofPartner: (kindergartenId: string, partnerId: string, id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#RESOURCES#PARTNER#${partnerId}`,
    GSI1SK: id,
  }),
  partner: keys.partner,
};

export type ProductItem = PartnerProduct & {
  kindergartenId: string;
  createdBy: string;
  modifiedBy: string;
};

export const productNotFound = 'Ресурсът не е намерен.';

/** The partner's id and name when it is the kindergarten's (one GetItem). */
export const readPartner = (kindergartenId: string, partnerId: string) =>
  getItem<{ id: string; name: string }>(resourceKeys.partner(kindergartenId, partnerId), {
    attributes: ['id', 'name'],
  });

export const readProduct = (kindergartenId: string, id: string) =>
  getItem<ProductItem>(resourceKeys.product(kindergartenId, id), { consistent: true });

/** One partner's products: one Query of GSI1. */
export const productsOfPartner = (kindergartenId: string, partnerId: string) =>
  queryAll<ProductItem>({
    index: 'GSI1',
    partition: resourceKeys.ofPartner(kindergartenId, partnerId).GSI1PK,
  });

const stored = (item: ProductItem) => ({
  type: 'PartnerProduct',
  ...item,
  ...resourceKeys.product(item.kindergartenId, item.id),
  ...resourceKeys.ofPartner(item.kindergartenId, item.partnerId, item.id),
});

/** A new product (its id is new: the condition only guards a collision). */
export const createProduct = (item: ProductItem) => putIfAbsent(stored(item));

/** Replaces a product while it still has the version the editor read (409 otherwise, 404 when gone). */
export const replaceProduct = (item: ProductItem, expected: number) =>
  versionedPut(stored(item), { expected, missing: () => notFound(productNotFound) });

export const removeProduct = (kindergartenId: string, id: string) =>
  deleteIfExists(resourceKeys.product(kindergartenId, id));

import { randomUUID } from 'node:crypto';
import type { AgeGroup } from '@gradina/shared/education/education';
import type { PartnerProduct, ResourceKind } from '@gradina/shared/manifest/routes/kindergartens/resources';
import { pick } from '@gradina/shared/record-fields';
import { pageOf } from '../../../platform/db';
import { createOrEditVersion } from '../../../platform/http/create-or-edit';
import { invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  createProduct,
  type ProductItem,
  productNotFound,
  productsOfPartner,
  readPartner,
  readProduct,
  removeProduct,
  replaceProduct,
} from './items';

/**
 * A partner's resources (issue #32): the list a partner's menu entry opens, filtered by kind, age group and
 * words of the name; the director's create, edit and delete. Reads: one GetItem of the partner and one
 * Query of its products; a save adds the partner's GetItem and one Put.
 */

export interface ProductFilters {
  kind?: ResourceKind | undefined;
  ageGroup?: AgeGroup | undefined;
  search?: string | undefined;
}

const collator = new Intl.Collator('bg');

/** The products that pass the filters, by name (Bulgarian order); every word searched must be in the name. Pure. */
export function filterProducts<P extends Pick<PartnerProduct, 'name' | 'kind' | 'ageGroups'>>(
  products: readonly P[],
  f: ProductFilters,
): P[] {
  const words = (f.search ?? '').toLocaleLowerCase('bg').split(/\s+/).filter(Boolean);
  return products
    .filter((p) => f.kind === undefined || p.kind === f.kind)
    .filter((p) => f.ageGroup === undefined || p.ageGroups.length === 0 || p.ageGroups.includes(f.ageGroup))
    .filter((p) => words.every((w) => p.name.toLocaleLowerCase('bg').includes(w)))
    .sort((a, b) => collator.compare(a.name, b.name));
}

const view = (item: ProductItem): PartnerProduct => ({
  id: item.id,
  partnerId: item.partnerId,
  name: item.name,
  kind: item.kind,
  ageGroups: item.ageGroups,
  areas: item.areas,
  description: item.description,
  url: item.url,
  version: item.version,
});

const partnerNotFound = 'Партньорът не е намерен.';

/** `GET /api/Partners/{partnerId}/products`: a partner of the kindergarten's products (404 for another's). */
export async function listProducts(
  session: TenantRouteSession,
  partnerId: string,
  q: ProductFilters & { PageNumber?: number; PageSize?: number },
) {
  const [partner, items] = await Promise.all([
    readPartner(session.kindergartenId, partnerId),
    productsOfPartner(session.kindergartenId, partnerId),
  ]);
  if (!partner) throw notFound(partnerNotFound);
  const rows = filterProducts(items, q).map(view);
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

export async function getProduct(session: TenantRouteSession, id: string) {
  const item = await readProduct(session.kindergartenId, id);
  if (!item) throw notFound(productNotFound);
  return view(item);
}

export interface ProductInput {
  id?: string | undefined;
  partnerId: string;
  name: string;
  kind: ResourceKind;
  ageGroups: AgeGroup[];
  areas: PartnerProduct['areas'];
  description?: string | undefined;
  url?: string | undefined;
  version?: number | undefined;
}

/**
 * `POST /api/Partners/products`: creates (no id) or replaces a product. `existing` is what the pipeline
 * loaded for the object rule; a product stays with the partner it was created for.
 */
export async function saveProduct(
  session: TenantRouteSession,
  body: ProductInput,
  existing: ProductItem | undefined,
) {
  const expected = createOrEditVersion(
    session,
    body,
    'KindergartenResources',
    'Нямате права да добавяте ресурси.',
  );
  if (existing && existing.partnerId !== body.partnerId)
    throw invalidField('partnerId', 'Полето "Партньор": ресурсът е на друг партньор.');
  if (!(await readPartner(session.kindergartenId, body.partnerId)))
    throw invalidField('partnerId', 'Полето "Партньор": няма такъв партньор в детската градина.');
  const item: ProductItem = {
    id: body.id ?? randomUUID(),
    kindergartenId: session.kindergartenId,
    ...pick(body, 'partnerId', 'name', 'kind'),
    ageGroups: [...new Set(body.ageGroups)].sort(),
    areas: [...new Set(body.areas)].sort(),
    description: body.description ?? '',
    url: body.url ?? '',
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  if (body.id) await replaceProduct(item, expected);
  else await createProduct(item);
  return saved(item.id);
}

export async function deleteProduct(session: TenantRouteSession, id: string) {
  if (!(await removeProduct(session.kindergartenId, id))) throw notFound(productNotFound);
  return saved(id);
}

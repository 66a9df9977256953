import {
  batchGet,
  getItem,
  type Key,
  putItem,
  queryAll,
  type TransactOp,
  tenantPrefix,
  transact,
  versionedPut,
} from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * The kindergarten's suppliers (доставчици) and every request made for them (docs/data-model.md, "Storage
 * catalogue"): `KG#<kg>#SUPPLIERS` / `SUPPLIER#<id>`, the session's kindergarten only; `USED#<supplierId>` in
 * the same partition marks one that a receipt or a supplier's request names.
 */

export interface SupplierItem {
  id: string;
  kindergartenId: string;
  name: string;
  /** ЕИК / БУЛСТАТ: 9 or 13 digits. */
  eik: string;
  vatNumber?: string;
  address?: string;
  contactPerson?: string;
  phone?: string;
  email?: string;
  /** Registration of the food business with БАБХ (the register number on the supplier's documents). */
  babhRegistration?: string;
  isActive: boolean;
  version: number;
}

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#SUPPLIERS`;

export const supplierKeys = {
  supplier: (kindergartenId: string, id: string): Key => ({
    PK: partition(kindergartenId),
    SK: `SUPPLIER#${id}`,
  }),
  used: (kindergartenId: string, id: string): Key => ({ PK: partition(kindergartenId), SK: `USED#${id}` }),
} as const;

const strip = ({ PK: _pk, SK: _sk, ...rest }: SupplierItem & Key): SupplierItem => rest;

/** One supplier of the kindergarten, or undefined (another kindergarten's is undefined too). */
export async function getSupplier(kindergartenId: string, id: string): Promise<SupplierItem | undefined> {
  const item = await getItem<SupplierItem & Key>(supplierKeys.supplier(kindergartenId, id));
  return item && strip(item);
}

/** The suppliers of these ids, by id: one BatchGet. */
export async function getSuppliers(
  kindergartenId: string,
  ids: readonly string[],
): Promise<Map<string, SupplierItem>> {
  const items = await batchGet<SupplierItem & Key>(
    ids.map((id) => supplierKeys.supplier(kindergartenId, id)),
  );
  return new Map(items.map((item) => [item.id, strip(item)]));
}

/** Every supplier of the kindergarten: one Query. */
export const suppliersOf = async (kindergartenId: string) =>
  (await queryAll<SupplierItem & Key>({ partition: partition(kindergartenId), beginsWith: 'SUPPLIER#' })).map(
    strip,
  );

/** The transaction write that marks a supplier as named by a document (receipt, request), so it stays. */
export const supplierUsedOp = (kindergartenId: string, supplierId: string): TransactOp => ({
  put: { ...supplierKeys.used(kindergartenId, supplierId), supplierId },
});

export const supplierNotFound = 'Доставчикът не е намерен.';
const supplierInUse =
  'Доставчикът не може да бъде изтрит: посочен е в документи. Можете да го направите неактивен.';

export async function createSupplier(item: SupplierItem): Promise<void> {
  await putItem({ ...supplierKeys.supplier(item.kindergartenId, item.id), ...item }, { absent: true });
}

/** Replaces a supplier (its `version` the next one) while the stored one is `expected`. */
export const replaceSupplier = (item: SupplierItem, expected: number) =>
  versionedPut(
    { ...supplierKeys.supplier(item.kindergartenId, item.id), ...item },
    { expected, missing: () => notFound(supplierNotFound) },
  );

/** Deletes a supplier no document names: one transaction (409 when named, 404 when gone). */
export async function deleteSupplier(kindergartenId: string, id: string): Promise<void> {
  await transact(
    [
      { delete: supplierKeys.supplier(kindergartenId, id), condition: { exists: true } },
      { check: supplierKeys.used(kindergartenId, id), condition: { absent: true } },
    ],
    (failed) => (failed.includes(1) ? conflict(supplierInUse) : notFound(supplierNotFound)),
  );
}

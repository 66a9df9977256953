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
 * The kindergarten's warehouses (склад: the dry store, the fridge room...) and every request made for them
 * (docs/data-model.md, "Storage catalogue"): `KG#<kg>#WAREHOUSES` / `WAREHOUSE#<id>`, the session's
 * kindergarten only; `USED#<warehouseId>` in the same partition marks one that stock or a document uses.
 */

export interface WarehouseItem {
  id: string;
  kindergartenId: string;
  name: string;
  /** Where it is (room, building); free text. */
  location?: string;
  /** Who keeps it (the manciple's name as printed on documents). */
  keeperName?: string;
  /** A warehouse no longer used: kept for old documents, left out of pickers. */
  isActive: boolean;
  version: number;
}

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#WAREHOUSES`;

export const warehouseKeys = {
  warehouse: (kindergartenId: string, id: string): Key => ({
    PK: partition(kindergartenId),
    SK: `WAREHOUSE#${id}`,
  }),
  used: (kindergartenId: string, id: string): Key => ({ PK: partition(kindergartenId), SK: `USED#${id}` }),
} as const;

const strip = ({ PK: _pk, SK: _sk, ...rest }: WarehouseItem & Key): WarehouseItem => rest;

/** One warehouse of the kindergarten, or undefined (another kindergarten's is undefined too). */
export async function getWarehouse(kindergartenId: string, id: string): Promise<WarehouseItem | undefined> {
  const item = await getItem<WarehouseItem & Key>(warehouseKeys.warehouse(kindergartenId, id));
  return item && strip(item);
}

/** The warehouses of these ids, by id: one BatchGet. A missing id is no warehouse of this kindergarten. */
export async function getWarehouses(
  kindergartenId: string,
  ids: readonly string[],
): Promise<Map<string, WarehouseItem>> {
  const items = await batchGet<WarehouseItem & Key>(
    ids.map((id) => warehouseKeys.warehouse(kindergartenId, id)),
  );
  return new Map(items.map((item) => [item.id, strip(item)]));
}

/** Every warehouse of the kindergarten: one Query. */
export const warehousesOf = async (kindergartenId: string) =>
  (
    await queryAll<WarehouseItem & Key>({ partition: partition(kindergartenId), beginsWith: 'WAREHOUSE#' })
  ).map(strip);

/**
 * The transaction write that marks a warehouse as used (stock entered it), so it can no longer be deleted.
 * Put it in the document's transaction for each warehouse the document moves stock in (idempotent).
 */
export const warehouseUsedOp = (kindergartenId: string, warehouseId: string): TransactOp => ({
  put: { ...warehouseKeys.used(kindergartenId, warehouseId), warehouseId },
});

export const warehouseNotFound = 'Складът не е намерен.';
const warehouseInUse =
  'Складът не може да бъде изтрит: в него има движения на стоки. Можете да го направите неактивен.';

export async function createWarehouse(item: WarehouseItem): Promise<void> {
  await putItem({ ...warehouseKeys.warehouse(item.kindergartenId, item.id), ...item }, { absent: true });
}

/** Replaces a warehouse (its `version` the next one) while the stored one is `expected` (409 stale, 404 gone). */
export const replaceWarehouse = (item: WarehouseItem, expected: number) =>
  versionedPut(
    { ...warehouseKeys.warehouse(item.kindergartenId, item.id), ...item },
    { expected, missing: () => notFound(warehouseNotFound) },
  );

/** Deletes a warehouse no stock or document uses: one transaction (409 when used, 404 when gone). */
export async function deleteWarehouse(kindergartenId: string, id: string): Promise<void> {
  await transact(
    [
      { delete: warehouseKeys.warehouse(kindergartenId, id), condition: { exists: true } },
      { check: warehouseKeys.used(kindergartenId, id), condition: { absent: true } },
    ],
    (failed) => (failed.includes(1) ? conflict(warehouseInUse) : notFound(warehouseNotFound)),
  );
}

import { type CatalogueRecord, catalogueRecords } from '../catalogue-records';

/**
 * The kindergarten's warehouses (склад: the dry store, the fridge room...) and every request made for them
 * (docs/areas/storage-catalogue.md): `KG#<kg>#WAREHOUSES` / `WAREHOUSE#<id>`, the session's kindergarten
 * only; `USED#<warehouseId>` in the same partition marks one that stock or a document uses.
 */

export interface WarehouseItem extends CatalogueRecord {
  /** Where it is (room, building); free text. */
  location?: string;
  /** Who keeps it (the manciple's name as printed on documents). */
  keeperName?: string;
  /** A warehouse no longer used: kept for old documents, left out of pickers. */
  isActive: boolean;
}

export const warehouseNotFound = 'Складът не е намерен.';

const warehouses = catalogueRecords<WarehouseItem>({
  partition: 'WAREHOUSES',
  prefix: 'WAREHOUSE',
  notFound: warehouseNotFound,
  inUse: 'Складът не може да бъде изтрит: в него има движения на стоки. Можете да го направите неактивен.',
});

export const warehouseKeys = { warehouse: warehouses.keys.record, used: warehouses.keys.used } as const;

/** One warehouse of the kindergarten, or undefined (another kindergarten's is undefined too). */
export const getWarehouse = warehouses.get;
/** The warehouses of these ids, by id: one BatchGet. A missing id is no warehouse of this kindergarten. */
export const getWarehouses = warehouses.getMany;
/** Every warehouse of the kindergarten: one Query. */
export const warehousesOf = warehouses.list;
/**
 * The transaction write that marks a warehouse as used (stock entered it), so it can no longer be deleted.
 * Put it in the document's transaction for each warehouse the document moves stock in (idempotent).
 */
export const warehouseUsedOp = warehouses.usedOp;
export const createWarehouse = warehouses.create;
export const replaceWarehouse = warehouses.replace;
export const deleteWarehouse = warehouses.remove;

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

/** The warehouses' items and requests (`get`, `getMany`, `list`, `usedOp`, `create`, `replace`, `remove`). */
export const warehouseRecords = catalogueRecords<WarehouseItem>({
  partition: 'WAREHOUSES',
  prefix: 'WAREHOUSE',
  notFound: warehouseNotFound,
  inUse: 'Складът не може да бъде изтрит: в него има движения на стоки. Можете да го направите неактивен.',
});

export const warehouseKeys = {
  warehouse: warehouseRecords.keys.record,
  used: warehouseRecords.keys.used,
} as const;

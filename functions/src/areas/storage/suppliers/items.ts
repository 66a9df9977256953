import { type CatalogueRecord, catalogueRecords } from '../catalogue-records';

/**
 * The kindergarten's suppliers (доставчици) and every request made for them (docs/areas/storage-catalogue.md):
 * `KG#<kg>#SUPPLIERS` / `SUPPLIER#<id>`, the session's kindergarten only; `USED#<supplierId>` in the same
 * partition marks one that a receipt or an order names.
 */

export interface SupplierItem extends CatalogueRecord {
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
}

export const supplierNotFound = 'Доставчикът не е намерен.';

/** The suppliers' items and requests (`get`, `getMany`, `list`, `usedOp`, `create`, `replace`, `remove`). */
export const supplierRecords = catalogueRecords<SupplierItem>({
  partition: 'SUPPLIERS',
  prefix: 'SUPPLIER',
  notFound: supplierNotFound,
  inUse: 'Доставчикът не може да бъде изтрит: посочен е в документи. Можете да го направите неактивен.',
});

export const supplierKeys = {
  supplier: supplierRecords.keys.record,
  used: supplierRecords.keys.used,
} as const;

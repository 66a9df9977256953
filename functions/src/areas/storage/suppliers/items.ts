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

const suppliers = catalogueRecords<SupplierItem>({
  partition: 'SUPPLIERS',
  prefix: 'SUPPLIER',
  notFound: supplierNotFound,
  inUse: 'Доставчикът не може да бъде изтрит: посочен е в документи. Можете да го направите неактивен.',
});

export const supplierKeys = { supplier: suppliers.keys.record, used: suppliers.keys.used } as const;

/** One supplier of the kindergarten, or undefined (another kindergarten's is undefined too). */
export const getSupplier = suppliers.get;
/** The suppliers of these ids, by id: one BatchGet. */
export const getSuppliers = suppliers.getMany;
/** Every supplier of the kindergarten: one Query. */
export const suppliersOf = suppliers.list;
/** The transaction write that marks a supplier as named by a document (receipt, order), so it stays. */
export const supplierUsedOp = suppliers.usedOp;
export const createSupplier = suppliers.create;
export const replaceSupplier = suppliers.replace;
export const deleteSupplier = suppliers.remove;

import type { Key } from '../../platform/db/item';
import { tenantPrefix } from '../../platform/db/keys';

/**
 * A warehouse as the kitchen reads it (the storage area's catalogue writes it, `warehouses/items.ts`, whose
 * unit test pins that both build the same key): the kitchen's calculation names the warehouse it takes from
 * and reads it in the BatchGet of its other items.
 */
export const warehouseKey = (kindergartenId: string, id: string): Key => ({
  PK: `${tenantPrefix(kindergartenId)}#WAREHOUSES`,
  SK: `WAREHOUSE#${id}`,
});

export interface WarehouseRecord {
  id: string;
  name: string;
  isActive?: boolean;
}

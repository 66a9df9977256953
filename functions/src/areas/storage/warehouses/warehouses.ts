import { randomUUID } from 'node:crypto';
import type { Warehouse } from '@gradina/shared/manifest/routes/storage/warehouses';
import { byBulgarianName, requireVersion } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { type WarehouseItem, warehouseNotFound, warehouseRecords } from './items';

/** The kindergarten's warehouses (issue #28): a handful each, so the list is one Query read whole. */

const toWarehouse = (w: WarehouseItem): Warehouse => ({
  id: w.id,
  name: w.name,
  location: w.location ?? '',
  keeperName: w.keeperName ?? '',
  isActive: w.isActive,
  version: w.version,
});

export const warehouseList = async (kindergartenId: string) =>
  (await warehouseRecords.list(kindergartenId)).sort(byBulgarianName).map(toWarehouse);

export async function warehouseById(kindergartenId: string, id: string) {
  const item = await warehouseRecords.get(kindergartenId, id);
  if (!item) throw notFound(warehouseNotFound);
  return toWarehouse(item);
}

export interface WarehouseInput {
  id?: string;
  name: string;
  location?: string;
  keeperName?: string;
  isActive: boolean;
  version?: number;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('bg') === b.toLocaleLowerCase('bg');

/** Creates or edits a warehouse; two warehouses of a kindergarten may not share a name (409). */
export async function saveWarehouse(kindergartenId: string, body: WarehouseInput) {
  const others = (await warehouseRecords.list(kindergartenId)).filter((w) => w.id !== body.id);
  if (others.some((w) => sameName(w.name, body.name)))
    throw conflict(`Склад с наименование „${body.name}“ вече има.`);
  const expected = body.id ? requireVersion(body.version) : 0;
  const item: WarehouseItem = {
    id: body.id ?? randomUUID(),
    kindergartenId,
    name: body.name,
    ...(body.location ? { location: body.location } : {}),
    ...(body.keeperName ? { keeperName: body.keeperName } : {}),
    isActive: body.isActive,
    version: expected + 1,
  };
  if (body.id) await warehouseRecords.replace(item, expected);
  else await warehouseRecords.create(item);
  return saved(item.id);
}

export async function removeWarehouse(kindergartenId: string, id: string) {
  await warehouseRecords.remove(kindergartenId, id);
  return saved(id);
}

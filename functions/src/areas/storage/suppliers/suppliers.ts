import { randomUUID } from 'node:crypto';
import type { Supplier } from '@gradina/shared/manifest/routes/storage/suppliers';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import { byBulgarianName, requireVersion } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import { type SupplierItem, supplierNotFound, supplierRecords } from './items';

/** The kindergarten's suppliers (issue #28): tens at most, so the list is one Query read whole. */

const toSupplier = (s: SupplierItem): Supplier => ({
  ...pick(s, 'id', 'name', 'eik', 'isActive', 'version'),
  ...orEmpty(s, 'vatNumber', 'address', 'contactPerson', 'phone', 'email', 'babhRegistration'),
});

export const supplierList = async (kindergartenId: string) =>
  (await supplierRecords.list(kindergartenId)).sort(byBulgarianName).map(toSupplier);

export async function supplierById(kindergartenId: string, id: string) {
  const item = await supplierRecords.get(kindergartenId, id);
  if (!item) throw notFound(supplierNotFound);
  return toSupplier(item);
}

/** A supplier as the save route takes it: the stored fields, the id and version of an edit. */
export type SupplierInput = Omit<SupplierItem, 'id' | 'kindergartenId' | 'version'> & {
  id?: string;
  version?: number;
};

const optional = ['vatNumber', 'address', 'contactPerson', 'phone', 'email', 'babhRegistration'] as const;

/** Creates or edits a supplier; one ЕИК is one supplier in a kindergarten (409 naming the one that has it). */
export async function saveSupplier(kindergartenId: string, body: SupplierInput) {
  const twin = (await supplierRecords.list(kindergartenId)).find(
    (s) => s.id !== body.id && s.eik === body.eik,
  );
  if (twin) throw conflict(`Доставчикът „${twin.name}“ вече е с ЕИК ${body.eik}.`);
  const expected = body.id ? requireVersion(body.version) : 0;
  const item: SupplierItem = {
    id: body.id ?? randomUUID(),
    kindergartenId,
    name: body.name,
    eik: body.eik,
    ...Object.fromEntries(optional.filter((f) => body[f]).map((f) => [f, body[f]])),
    isActive: body.isActive,
    version: expected + 1,
  };
  if (body.id) await supplierRecords.replace(item, expected);
  else await supplierRecords.create(item);
  return saved(item.id);
}

export async function removeSupplier(kindergartenId: string, id: string) {
  await supplierRecords.remove(kindergartenId, id);
  return saved(id);
}

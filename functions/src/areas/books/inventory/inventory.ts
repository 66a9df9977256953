import { randomUUID } from 'node:crypto';
import {
  type InventoryItem,
  type inventoryBody,
  inventoryKindName,
} from '@gradina/shared/manifest/routes/books/inventory';
import { orEmpty, pick } from '@gradina/shared/record-fields';
import { matchesSearch } from '@gradina/shared/search';
import type { z } from 'zod';
import {
  getItem,
  pageOf,
  queryAll,
  recordKey,
  requireVersion,
  staleWrite,
  type TransactOp,
  tenantPrefix,
  transact,
} from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The inventory book: items `KG#<kg>#INVENTORY` / `ASSET#<id>` (the book is one Query of its partition) and a
 * marker `NUMBER#<inventory number>` per number given, put in the asset's transaction, so two assets never
 * share a number even when saved at once. A written-off asset stays in the book with its date and reason.
 */

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#INVENTORY`;

export const inventoryKeys = {
  asset: recordKey<AssetItem>((kindergartenId, id) => ({
    PK: partition(kindergartenId),
    SK: `ASSET#${id}`,
  })),
  number: (kindergartenId: string, inventoryNumber: string) => ({
    PK: partition(kindergartenId),
    SK: `NUMBER#${inventoryNumber.toLocaleLowerCase('bg')}`,
  }),
};

export interface AssetItem {
  id: string;
  kindergartenId: string;
  inventoryNumber: string;
  name: string;
  kind: number;
  quantity: number;
  unitValueCents: number;
  acquiredOn: string;
  location: string;
  responsible: string;
  writtenOffOn: string | null;
  writeOffReason: string;
  version: number;
  createdBy: string;
  modifiedBy: string;
}

const assetNotFound = 'Активът не е намерен.';
const numberTaken = (n: string) => `Полето "Инвентарен номер": номер „${n}“ вече е даден на друг актив.`;

export const assetView = (a: AssetItem): InventoryItem => ({
  id: a.id,
  inventoryNumber: a.inventoryNumber,
  name: a.name,
  kind: a.kind,
  kindName: inventoryKindName(a.kind),
  quantity: a.quantity,
  unitValueCents: a.unitValueCents,
  acquiredOn: a.acquiredOn,
  location: a.location,
  responsible: a.responsible,
  writtenOffOn: a.writtenOffOn,
  writeOffReason: a.writeOffReason,
  version: a.version,
});

const byNumber = new Intl.Collator('bg', { numeric: true, sensitivity: 'base' });

/** The book by inventory number; the search finds a number, a name or a place; written-off ones on request. */
export async function inventoryBook(
  session: TenantRouteSession,
  q: { search?: string; writtenOff?: boolean; PageNumber?: number; PageSize?: number },
) {
  const assets = await queryAll<AssetItem>({
    partition: partition(session.kindergartenId),
    beginsWith: 'ASSET#',
  });
  const rows = assets
    .filter((a) => (q.writtenOff === undefined ? true : Boolean(a.writtenOffOn) === q.writtenOff))
    .filter((a) => matchesSearch(q.search, { texts: [a.inventoryNumber, a.name, a.location, a.responsible] }))
    .sort((a, b) => byNumber.compare(a.inventoryNumber, b.inventoryNumber))
    .map(assetView);
  return pageOf(rows, q.PageNumber, q.PageSize ?? 50);
}

export async function asset(session: TenantRouteSession, id: string) {
  const item = await getItem<AssetItem>(inventoryKeys.asset(session.kindergartenId, id));
  if (!item) throw notFound(assetNotFound);
  return assetView(item);
}

/** A new asset with its number's marker, or an edit (a new number moves the marker in the same transaction). */
export async function saveAsset(
  session: TenantRouteSession,
  body: z.infer<typeof inventoryBody>,
  existing: AssetItem | undefined,
) {
  const kg = session.kindergartenId;
  const expected = body.id ? requireVersion(body.version) : 0;
  if (body.id && !existing) throw notFound(assetNotFound);
  const item: AssetItem = {
    id: body.id ?? randomUUID(),
    kindergartenId: kg,
    inventoryNumber: body.inventoryNumber,
    name: body.name,
    ...pick(body, 'kind', 'quantity', 'unitValueCents', 'acquiredOn'),
    ...orEmpty(body, 'location', 'responsible'),
    writtenOffOn: body.writtenOffOn ?? null,
    writeOffReason: body.writtenOffOn ? (body.writeOffReason ?? '') : '',
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  const put = { ...item, ...inventoryKeys.asset(kg, item.id), type: 'InventoryAsset' };
  const renumbered = existing && existing.inventoryNumber !== item.inventoryNumber;
  const ops: TransactOp[] = [
    { put, condition: existing ? { equals: { version: expected } } : { absent: true } },
  ];
  if (!existing || renumbered)
    ops.push({
      put: { ...inventoryKeys.number(kg, item.inventoryNumber), type: 'InventoryNumber', assetId: item.id },
      condition: { absent: true },
    });
  if (existing && renumbered) ops.push({ delete: inventoryKeys.number(kg, existing.inventoryNumber) });
  await transact(ops, (failed) =>
    failed.includes(0) ? staleWrite() : invalidField('inventoryNumber', numberTaken(item.inventoryNumber)),
  );
  return saved(item.id);
}

/** Deletes a wrongly entered asset and frees its number. */
export async function deleteAsset(session: TenantRouteSession, item: AssetItem) {
  const kg = session.kindergartenId;
  await transact(
    [
      { delete: inventoryKeys.asset(kg, item.id), condition: { exists: true } },
      { delete: inventoryKeys.number(kg, item.inventoryNumber) },
    ],
    assetNotFound,
  );
  return saved(item.id);
}

import type { ActivityTypeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { TransactOp } from '../../../platform/db';
import { byBulgarianName, getItem, queryAll, staleWrite, transact, versionedOp } from '../../../platform/db';
import { conflict, notFound } from '../../../platform/http/errors';

/**
 * The national activity types (docs/areas/activity-providers.md): `ACTIVITY_TYPES` / `TYPE#<id>`, and in the
 * same partition one marker per name, `NAME#<lower-case name>`, written with the type in one transaction so
 * two types never share a name whatever its case. The list is one Query of the partition's `TYPE#` items.
 */
export const typeKeys = {
  type: activityKeys.activityType,
  name: (name: string) => ({ PK: 'ACTIVITY_TYPES', SK: `NAME#${nameKey(name)}` }),
};

/** Names compare without case and surrounding or repeated spaces (`Футбол` = `футбол `). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('bg');

export const typeNotFound = 'Видът дейност не е намерен.';
export const duplicateTypeName = 'Вече има вид дейност с това наименование.';

export const readType = (id: string) => getItem<ActivityTypeItem>(typeKeys.type(id), { consistent: true });

/** Every type, by Bulgarian name: one Query. */
export async function allTypes(): Promise<ActivityTypeItem[]> {
  const items = await queryAll<ActivityTypeItem>({ partition: 'ACTIVITY_TYPES', beginsWith: 'TYPE#' });
  return items.sort(byBulgarianName);
}

const nameTaken = (failed: number[], nameOp: number) =>
  failed.includes(nameOp) ? conflict(duplicateTypeName) : staleWrite();

/** A new type and its name marker. */
export async function createType(item: ActivityTypeItem): Promise<void> {
  await transact(
    [
      { put: { ...typeKeys.type(item.id), ...item }, condition: { absent: true } },
      { put: { ...typeKeys.name(item.name), typeId: item.id }, condition: { absent: true } },
    ],
    (failed) => nameTaken(failed, 1),
  );
}

/** Renames a type read at `expected`; a new name moves the marker in the same transaction. */
export async function renameType(current: ActivityTypeItem, name: string, expected: number): Promise<void> {
  const ops: TransactOp[] = [versionedOp(typeKeys.type(current.id), { expected }, { set: { name } })];
  const moved = nameKey(name) !== nameKey(current.name);
  if (moved)
    ops.push(
      { delete: typeKeys.name(current.name) },
      { put: { ...typeKeys.name(name), typeId: current.id }, condition: { absent: true } },
    );
  await transact(ops, (failed) => (moved ? nameTaken(failed, 2) : staleWrite()));
}

/** Deletes a type no activity uses, with its name marker (409 while `usedBy` > 0). */
export async function deleteType(item: ActivityTypeItem): Promise<void> {
  await transact(
    [
      {
        delete: typeKeys.type(item.id),
        condition: {
          exists: true,
          expression: 'attribute_not_exists(#u) OR #u <= :zero',
          names: { '#u': 'usedBy' },
          values: { ':zero': 0 },
        },
      },
      { delete: typeKeys.name(item.name) },
    ],
    () => conflict(typeInUse),
  );
}

export const typeInUse = 'Видът дейност се използва от дейности и не може да бъде изтрит.';

export const getTypeOrNotFound = async (id: string) => {
  const item = await readType(id);
  if (!item) throw notFound(typeNotFound);
  return item;
};

import { getItem, type Key, queryAll, tenantPrefix, transact } from '../../../platform/db';

/**
 * The manufacturers a kindergarten names on its own products (docs/data-model.md, "Storage catalogue"):
 * `KG#<kg>#MANUFACTURERS` / `MANUFACTURER#<id>`, and a unique marker per name `NAME#<lower-case name>` in the
 * same partition, written in one transaction with the manufacturer.
 */

export interface ManufacturerItem {
  id: string;
  kindergartenId: string;
  name: string;
}

const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#MANUFACTURERS`;

export const manufacturerKeys = {
  manufacturer: (kindergartenId: string, id: string): Key => ({
    PK: partition(kindergartenId),
    SK: `MANUFACTURER#${id}`,
  }),
  name: (kindergartenId: string, name: string): Key => ({
    PK: partition(kindergartenId),
    SK: `NAME#${name.toLocaleLowerCase('bg')}`,
  }),
} as const;

/** Every manufacturer of the kindergarten: one Query. */
export const manufacturersOf = async (kindergartenId: string) =>
  (
    await queryAll<ManufacturerItem & Key>({
      partition: partition(kindergartenId),
      beginsWith: 'MANUFACTURER#',
    })
  ).map(({ PK: _pk, SK: _sk, ...m }) => m as ManufacturerItem);

export async function getManufacturer(
  kindergartenId: string,
  id: string,
): Promise<ManufacturerItem | undefined> {
  return getItem<ManufacturerItem>(manufacturerKeys.manufacturer(kindergartenId, id));
}

export const manufacturerExists = 'Производител с това наименование вече има.';

/** The manufacturer and its name's marker in one transaction: 409 when the name is taken. */
export async function createManufacturer(item: ManufacturerItem): Promise<void> {
  await transact(
    [
      {
        put: { ...manufacturerKeys.manufacturer(item.kindergartenId, item.id), ...item },
        condition: { absent: true },
      },
      {
        put: { ...manufacturerKeys.name(item.kindergartenId, item.name), id: item.id },
        condition: { absent: true },
      },
    ],
    manufacturerExists,
  );
}

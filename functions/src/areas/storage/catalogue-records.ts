import type { Key, TransactOp } from '../../platform/db';
import {
  batchGet,
  getItem,
  putItem,
  queryAll,
  tenantPrefix,
  transact,
  versionedPut,
} from '../../platform/db';
import { conflict, notFound } from '../../platform/http/errors';

/** What every record of the store's catalogue kept per kindergarten (warehouses, suppliers) has. */
export interface CatalogueRecord {
  id: string;
  kindergartenId: string;
  name: string;
  version: number;
}

/**
 * The items and requests of a catalogue record kept per kindergarten: `KG#<kg>#<partition>` / `<prefix>#<id>`
 * (the session's kindergarten only), and `USED#<id>` in the same partition, put by every document that names
 * the record, which a delete checks is absent in its transaction (docs/decisions.md, issue #28).
 */
export function catalogueRecords<T extends CatalogueRecord>(options: {
  partition: string;
  prefix: string;
  notFound: string;
  inUse: string;
}) {
  const partition = (kindergartenId: string) => `${tenantPrefix(kindergartenId)}#${options.partition}`;
  const keys = {
    record: (kindergartenId: string, id: string): Key => ({
      PK: partition(kindergartenId),
      SK: `${options.prefix}#${id}`,
    }),
    used: (kindergartenId: string, id: string): Key => ({ PK: partition(kindergartenId), SK: `USED#${id}` }),
  };
  const strip = ({ PK: _pk, SK: _sk, ...rest }: T & Key) => rest as unknown as T;
  /** The stored item: the record under its key. */
  const stored = (item: T) => ({
    ...keys.record(item.kindergartenId, item.id),
    ...(item as T & Record<string, unknown>),
  });
  return {
    keys,
    /** One record of the kindergarten, or undefined (another kindergarten's is undefined too). */
    get: async (kindergartenId: string, id: string) => {
      const item = await getItem<T & Key>(keys.record(kindergartenId, id));
      return item && strip(item);
    },
    /** The records of these ids, by id: one BatchGet per 100. A missing id is none of this kindergarten's. */
    getMany: async (kindergartenId: string, ids: readonly string[]) => {
      const items = await batchGet<T & Key>(ids.map((id) => keys.record(kindergartenId, id)));
      return new Map(items.map((item) => [item.id, strip(item)]));
    },
    /** Every record of the kindergarten: one Query. */
    list: async (kindergartenId: string) =>
      (
        await queryAll<T & Key>({ partition: partition(kindergartenId), beginsWith: `${options.prefix}#` })
      ).map(strip),
    /** The transaction write a document puts for each record it names, so the record can no longer be deleted. */
    usedOp: (kindergartenId: string, id: string): TransactOp => ({
      put: { ...keys.used(kindergartenId, id), id },
    }),
    create: (item: T) => putItem(stored(item), { absent: true }),
    /** Replaces a record (its `version` the next one) while the stored one is `expected` (409 stale, 404 gone). */
    replace: (item: T, expected: number) =>
      versionedPut(stored(item), { expected, missing: () => notFound(options.notFound) }),
    /** Deletes a record no document names: one transaction (409 when named, 404 when gone). */
    remove: (kindergartenId: string, id: string) =>
      transact(
        [
          { delete: keys.record(kindergartenId, id), condition: { exists: true } },
          { check: keys.used(kindergartenId, id), condition: { absent: true } },
        ],
        (failed) => (failed.includes(1) ? conflict(options.inUse) : notFound(options.notFound)),
      ),
  };
}

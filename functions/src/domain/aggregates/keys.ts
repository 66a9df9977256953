/**
 * Keys of the aggregate items: monthly counters per kindergarten (and per group or another scope inside it)
 * that the МОН and municipality reports read instead of personal records. Only the kindergarten-month item
 * carries index keys, so the report indexes stay sparse:
 * - GSI3 `AGG#<kind>#SHARD#<n>` / `<YYYY-MM>#<kgId>`: every kindergarten of the country, spread over
 *   `aggregateShards` partitions so no partition grows hot; МОН reads a month range with one Query per shard.
 * - GSI2 `AGG#<kind>#MUN#<code>` / `<YYYY-MM>#<kgId>`: the kindergartens of one municipality, one Query.
 */
import { tenantPrefix } from '../../platform/db/keys';

/** How many GSI3 partitions the kindergarten-month items of one kind are spread over. */
export const aggregateShards = 8;

/** A stable shard of a kindergarten (FNV-1a of its id), so its months always land in the same partition. */
export function shardOf(kindergartenId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < kindergartenId.length; i++) {
    hash ^= kindergartenId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % aggregateShards;
}

export const aggregateKeys = {
  /** The kindergarten-month item (`scope` absent) or the item of one scope (e.g. `GROUP#<id>`) of that month. */
  item: (kind: string, kindergartenId: string, month: string, scope?: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#AGG#${kind}`,
    SK: scope ? `MONTH#${month}#${scope}` : `MONTH#${month}`,
  }),
  national: (kind: string, kindergartenId: string, month: string) => ({
    GSI3PK: `AGG#${kind}#SHARD#${shardOf(kindergartenId)}`,
    GSI3SK: `${month}#${kindergartenId}`,
  }),
  municipal: (kind: string, municipalityCode: string, kindergartenId: string, month: string) => ({
    GSI2PK: `AGG#${kind}#MUN#${municipalityCode}`,
    GSI2SK: `${month}#${kindergartenId}`,
  }),
};

import { tenantPrefix } from '../../platform/db/keys';

/**
 * The partition of a kindergarten's message, calendar event or poll (`KG#<kg>#<kind>#<id>`; the item itself
 * is its `ITEM`): the communication area writes it, and the НЕИСПУО area reads a calendar event marked as a
 * parent meeting by it and finds it in the table's stream.
 */

/** What a communication item partition holds: a message, a calendar event or a poll. */
export type CommunicationKind = 'MSG' | 'EVENT' | 'POLL';

export const communicationPartition = (kindergartenId: string, kind: CommunicationKind, itemId: string) =>
  `${tenantPrefix(kindergartenId)}#${kind}#${itemId}`;

/** The kindergarten and the item of a `kind` item's partition key, or null for any other key. */
export function communicationOfPartition(partition: string, kind: CommunicationKind) {
  const [tenant, kindergartenId, itemKind, itemId, ...rest] = partition.split('#');
  if (tenant !== 'KG' || !kindergartenId || itemKind !== kind || !itemId || rest.length > 0) return null;
  return { kindergartenId, itemId };
}

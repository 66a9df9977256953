import { educationKeys } from '../../../domain/education/keys';
import { batchGet, deleteItem, putItem, queryAll } from '../../../platform/db';
import { neispuoPartition } from '../connection/items';
import type { SentRecord } from './plan';

/**
 * The educational results sent to НЕИСПУО (docs/areas/neispuo.md): one item per child and record slot (an
 * area's subject or a stage's note) on the group's partition `KG#<kg>#NEISPUO#PG#<groupId>`, SK
 * `<childId>#<slot>`, with НЕИСПУО's id and what was sent, so a group's results are one Query and a retry
 * never creates a second record.
 */

const partition = (kindergartenId: string, groupId: string) =>
  `${neispuoPartition(kindergartenId)}#PG#${groupId}`;

const key = (kindergartenId: string, groupId: string, r: Pick<SentRecord, 'childId' | 'slot'>) => ({
  PK: partition(kindergartenId, groupId),
  SK: `${r.childId}#${r.slot}`,
});

export const sentRecords = (kindergartenId: string, groupId: string) =>
  queryAll<SentRecord>({ partition: partition(kindergartenId, groupId), consistent: true });

export const saveSentRecord = (kindergartenId: string, groupId: string, r: SentRecord) =>
  putItem({ ...key(kindergartenId, groupId, r), type: 'NeispuoResultRecord', ...r });

export const forgetSentRecord = (kindergartenId: string, groupId: string, r: SentRecord) =>
  deleteItem(key(kindergartenId, groupId, r));

/** The teacher's notes to the children's assessments (the results record's `startNote`, `endNote`). */
export async function resultNotes(kindergartenId: string, groupId: string, childIds: readonly string[]) {
  const items = await batchGet<{ childId: string; startNote?: string; endNote?: string }>(
    childIds.map((c) => educationKeys.result(kindergartenId, groupId, c)),
  );
  return new Map(items.map((i) => [i.childId, { startNote: i.startNote, endNote: i.endNote }]));
}

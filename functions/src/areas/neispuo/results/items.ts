import { deleteItem, putItem, queryAll } from '../../../platform/db';
import { neispuoPartition } from '../connection/items';
import type { SentResult } from './plan';

/**
 * The educational results sent to НЕИСПУО (docs/areas/neispuo.md): one item per child and НЕИСПУО subject on
 * the group's partition `KG#<kg>#NEISPUO#PG#<groupId>`, SK `<childId>#<subjectId>`, with НЕИСПУО's id and the
 * texts sent, so a group's results are one Query and a retry never creates a second record.
 */

const partition = (kindergartenId: string, groupId: string) =>
  `${neispuoPartition(kindergartenId)}#PG#${groupId}`;

const key = (kindergartenId: string, groupId: string, r: Pick<SentResult, 'childId' | 'subjectId'>) => ({
  PK: partition(kindergartenId, groupId),
  SK: `${r.childId}#${r.subjectId}`,
});

export const sentResults = (kindergartenId: string, groupId: string) =>
  queryAll<SentResult>({ partition: partition(kindergartenId, groupId), consistent: true });

export const saveSentResult = (kindergartenId: string, groupId: string, r: SentResult) =>
  putItem({ ...key(kindergartenId, groupId, r), type: 'NeispuoPgResult', ...r });

export const forgetSentResult = (kindergartenId: string, groupId: string, r: SentResult) =>
  deleteItem(key(kindergartenId, groupId, r));

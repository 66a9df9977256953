import { deleteItem, isConditionFailure, putItem, queryAll } from '../../../platform/db';
import { neispuoPartition } from '../connection/items';
import type { SentRecord } from './plan';

/**
 * What was sent to НЕИСПУО (docs/areas/neispuo.md): one item per child and day on the group-month partition
 * `KG#<kg>#NEISPUO#ATT#<groupId>#<YYYY-MM>`, SK `<date>#<childId>` (its `type` is НЕИСПУО's attendance type),
 * so a group's month is one Query; and a
 * lease per group-month (`LEASE#<groupId>#<month>` on the connection partition) so two deliveries of the
 * queue never send the same month at once.
 */

const recordPartition = (kindergartenId: string, groupId: string, month: string) =>
  `${neispuoPartition(kindergartenId)}#ATT#${groupId}#${month}`;

const recordKey = (kindergartenId: string, groupId: string, r: Pick<SentRecord, 'date' | 'childId'>) => ({
  PK: recordPartition(kindergartenId, groupId, r.date.slice(0, 7)),
  SK: `${r.date}#${r.childId}`,
});

export const recordsOfMonth = (kindergartenId: string, groupId: string, month: string) =>
  queryAll<SentRecord>({ partition: recordPartition(kindergartenId, groupId, month), consistent: true });

export const saveRecord = (kindergartenId: string, groupId: string, r: SentRecord) =>
  putItem({ ...recordKey(kindergartenId, groupId, r), ...r });

export const forgetRecord = (kindergartenId: string, groupId: string, r: SentRecord) =>
  deleteItem(recordKey(kindergartenId, groupId, r));

const leaseKey = (kindergartenId: string, groupId: string, month: string) => ({
  PK: neispuoPartition(kindergartenId),
  SK: `LEASE#${groupId}#${month}`,
});

/** Takes the group-month's lease for `ms` (a crashed holder's lease runs out); false when another holds it. */
export async function takeLease(kindergartenId: string, groupId: string, month: string, ms: number) {
  const now = Date.now();
  try {
    await putItem(
      { ...leaseKey(kindergartenId, groupId, month), until: now + ms },
      {
        expression: 'attribute_not_exists(#u) OR #u < :now',
        names: { '#u': 'until' },
        values: { ':now': now },
      },
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export const releaseLease = (kindergartenId: string, groupId: string, month: string) =>
  deleteItem(leaseKey(kindergartenId, groupId, month));

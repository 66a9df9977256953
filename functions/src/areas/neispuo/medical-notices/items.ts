import { deleteItem, putItem, queryAll } from '../../../platform/db';
import type { MedicalNoticeDO } from '../../../platform/neispuo/client';
import { neispuoPartition } from '../connection/items';

/**
 * The medical notices received from НЕИСПУО (docs/areas/neispuo.md): one item per notice stored for a child
 * (`NOTICE#<medicalNoticeId>` on the kindergarten's НЕИСПУО partition: the Master's count, and a redelivery
 * found stored), and a notice no child matched yet on its person's partition (`NEISPUO#PERSON#<personId>`,
 * `NOTICE#<id>`), applied when the director enters that person id.
 */

export interface ReceivedItem {
  medicalNoticeId: number;
  childId: string;
  noteId: string;
  fromDate: string;
  toDate: string;
}

const waitingPartition = (personId: number) => `NEISPUO#PERSON#${personId}`;

export const saveReceived = (kindergartenId: string, r: ReceivedItem) =>
  putItem({
    PK: neispuoPartition(kindergartenId),
    SK: `NOTICE#${r.medicalNoticeId}`,
    type: 'NeispuoNotice',
    ...r,
  });

export const receivedOf = (kindergartenId: string) =>
  queryAll<ReceivedItem>({ partition: neispuoPartition(kindergartenId), beginsWith: 'NOTICE#' });

/** Keeps a notice no child matches (its person id unknown, or the child's ЕГН differs) for later. */
export const keepWaiting = (notice: MedicalNoticeDO) =>
  putItem({
    PK: waitingPartition(notice.personId),
    SK: `NOTICE#${notice.medicalNoticeId}`,
    type: 'NeispuoWaitingNotice',
    notice,
  });

export const waitingOf = async (personId: number) =>
  (
    await queryAll<{ notice: MedicalNoticeDO }>({
      partition: waitingPartition(personId),
      beginsWith: 'NOTICE#',
    })
  ).map((i) => i.notice);

export const forgetWaiting = (notice: MedicalNoticeDO) =>
  deleteItem({ PK: waitingPartition(notice.personId), SK: `NOTICE#${notice.medicalNoticeId}` });

import { type KindergartenSync, kindergartenSyncMessage } from '../../domain/neispuo/sync-message';
import type { WorkMessage } from '../../platform/queue/send';
import { queueSchoolYear } from './attendance-sync/routes';
import { attendanceMessageType, type GroupMonth, syncGroupMonth } from './attendance-sync/sync';
import { readSettings } from './connection/items';
import { receiveMedicalNotices } from './medical-notices/receive';
import { sendOffDays } from './off-days/send';
import { type EventMeeting, parentMeetingMessageType, sendParentMeeting } from './parent-meetings/send';
import { type GroupResults, queueAllResults, resultsMessageType, sendGroupResults } from './results/send';

/** The work queue's consumers of the НЕИСПУО area (registered in functions/src/queue/consumers.ts). */
export const neispuoConsumers: Record<string, (message: WorkMessage) => Promise<void>> = {
  /** Idempotent by design: it sends only what the records say is missing, so a redelivery sends nothing twice. */
  [attendanceMessageType]: async (message) => {
    await syncGroupMonth(message.payload as GroupMonth);
  },
  /** A group's educational results (after a change, or the kindergarten's sync): only what differs is sent. */
  [resultsMessageType]: async (message) => {
    await sendGroupResults(message.payload as GroupResults);
  },
  /** A calendar event marked as a parent meeting (after a change or its delete): only what differs is sent. */
  [parentMeetingMessageType]: async (message) => {
    await sendParentMeeting(message.payload as EventMeeting);
  },
  /**
   * A kindergarten's whole sync (administration's „sync with НЕИСПУО“): the school year's months and every
   * group's results queued, its days off sent, and the medical notices received (НЕИСПУО serves them for every institution at once; a
   * redelivery sends and receives nothing new).
   */
  [kindergartenSyncMessage]: async (message) => {
    const work = message.payload as KindergartenSync;
    const settings = await readSettings(work.kindergartenId);
    if (!settings) return;
    if (!work.monthsQueued) await queueSchoolYear(settings);
    await queueAllResults(settings);
    await sendOffDays(settings);
    await receiveMedicalNotices();
  },
};

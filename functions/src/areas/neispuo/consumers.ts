import type { WorkMessage } from '../../platform/queue/send';
import { attendanceMessageType, type GroupMonth, syncGroupMonth } from './attendance-sync/sync';

/** The work queue's consumers of the НЕИСПУО area (registered in functions/src/queue/consumers.ts). */
export const neispuoConsumers: Record<string, (message: WorkMessage) => Promise<void>> = {
  /** Idempotent by design: it sends only what the records say is missing, so a redelivery sends nothing twice. */
  [attendanceMessageType]: async (message) => {
    await syncGroupMonth(message.payload as GroupMonth);
  },
};

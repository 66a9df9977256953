import type { WorkMessage } from '../../../platform/queue/send';
import { buildDatabaseExport, databaseExportMessage } from './database-export';

/**
 * The work queue's consumer that makes the database archives (registered in functions/src/queue/consumers.ts).
 * A redelivered message finds its export no longer queued and does nothing.
 */
export const databaseExportConsumers: Record<string, (message: WorkMessage) => Promise<void>> = {
  [databaseExportMessage]: buildDatabaseExport,
};

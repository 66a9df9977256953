import { enqueue } from '../../platform/queue/send';

/**
 * A kindergarten's whole НЕИСПУО sync, asked for by any area (administration's „sync with НЕИСПУО“, the
 * scheduled job) and done by the НЕИСПУО area's consumer of the work queue: what waits of the school year's
 * attendance is queued per group-month (only what is missing is sent) and the medical notices are received.
 */
export const kindergartenSyncMessage = 'neispuo.sync-kindergarten';

export interface KindergartenSync {
  kindergartenId: string;
  /** The school year's months were queued by the caller already (the director's „Синхронизирай“ counts them). */
  monthsQueued?: boolean;
}

/** Queues the sync; `at` keeps two asks apart (each is worth doing: the second may follow a fix). */
export const queueKindergartenSync = (
  kindergartenId: string,
  options: { monthsQueued?: boolean } = {},
  at = Date.now(),
) =>
  enqueue('work', {
    type: kindergartenSyncMessage,
    key: `${kindergartenId}#${at}`,
    payload: { kindergartenId, ...options } satisfies KindergartenSync,
  });

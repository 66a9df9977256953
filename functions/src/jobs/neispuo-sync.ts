import { queueRecentMonths } from '../areas/neispuo/attendance-sync/routes';
import { connectedKindergartens, readSettings } from '../areas/neispuo/connection/items';
import { receiveMedicalNotices } from '../areas/neispuo/medical-notices/receive';
import { sendOffDays } from '../areas/neispuo/off-days/send';
import { createLogger } from '../platform/http/logger';
import { NeispuoError } from '../platform/neispuo/client';

const log = createLogger({ entry: 'job:neispuo-sync' });

/**
 * Every 30 minutes (issue #31): the medical notices НЗИС issued are received from НЕИСПУО (once for every
 * institution: НЕИСПУО serves them to the provider), and each connected kindergarten's class books have this
 * month and the one before queued, so a day whose message was lost or came during an outage is sent (only
 * what is missing is sent; the queue's consumer does the calls), and its changed days off sent. A НЕИСПУО
 * outage skips the notices and the days off until the next run and never stops the queueing.
 */
export async function handler(): Promise<{ kindergartens: number; queued: number; notices: number }> {
  const notices = (await duringOutage('medical notices', receiveMedicalNotices))?.received ?? 0;
  const kindergartens = await connectedKindergartens();
  let queued = 0;
  for (const kg of kindergartens) {
    const settings = await readSettings(kg);
    if (!settings) continue;
    queued += await queueRecentMonths(settings);
    await duringOutage('days off', () => sendOffDays(settings));
  }
  log.info('НЕИСПУО sync queued', { kindergartens: kindergartens.length, queued, notices });
  return { kindergartens: kindergartens.length, queued, notices };
}

/** НЕИСПУО's outage (or refusal) is logged and waits for the next run; anything else fails the job. */
async function duringOutage<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof NeispuoError)) throw error;
    log.warn(`${what} not synced with НЕИСПУО`, { status: error.status, message: error.message });
    return undefined;
  }
}

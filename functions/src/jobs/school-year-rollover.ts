import { activatePeriod, kindergartenDirectory, periodsOf } from '../areas/kindergartens/items';
import { now, sofiaToday } from '../platform/clock';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:school-year-rollover' });

export { sofiaToday };

export interface Period {
  id: string;
  fromDate: string;
  toDate: string;
}

/** The period whose dates cover `day`, or undefined between periods. */
export function periodCovering<T extends Period>(periods: readonly T[], day: string): T | undefined {
  return periods.find((p) => p.fromDate <= day && day <= p.toDate);
}

/**
 * Daily at 00:05 Sofia time: each kindergarten's active school year becomes the one covering today
 * (15 September starts a new one). Reads the kindergartens through their index, never a Scan.
 */
export async function handler(event?: {
  time?: string;
}): Promise<{ kindergartens: number; changed: number }> {
  const day = sofiaToday(event?.time ? new Date(event.time) : now());
  const kindergartens = await kindergartenDirectory(['id', 'activePeriodId']);
  let changed = 0;
  for (const kg of kindergartens) {
    const periods = await periodsOf(kg.id);
    const current = periodCovering(periods, day);
    if (!current || current.id === kg.activePeriodId) continue;
    await activatePeriod(kg.id, current.id, periods);
    changed++;
  }
  log.info('school years rolled over', { kindergartens: kindergartens.length, changed });
  return { kindergartens: kindergartens.length, changed };
}

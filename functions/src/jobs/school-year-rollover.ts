import { activateSchoolYear, kindergartenDirectory, schoolYearsOf } from '../areas/kindergartens/items';
import { now, sofiaToday } from '../platform/clock';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:school-year-rollover' });

export { sofiaToday };

export interface SchoolYearSpan {
  id: string;
  fromDate: string;
  toDate: string;
}

/** The year whose dates cover `day`, or undefined between years. */
export function schoolYearCovering<T extends SchoolYearSpan>(
  years: readonly T[],
  day: string,
): T | undefined {
  return years.find((p) => p.fromDate <= day && day <= p.toDate);
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
    const years = await schoolYearsOf(kg.id);
    const current = schoolYearCovering(years, day);
    if (!current || current.id === kg.activePeriodId) continue;
    await activateSchoolYear(kg.id, current.id, years);
    changed++;
  }
  log.info('school years rolled over', { kindergartens: kindergartens.length, changed });
  return { kindergartens: kindergartens.length, changed };
}

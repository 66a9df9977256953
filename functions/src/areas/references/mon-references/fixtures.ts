import type { KindergartenMonth } from '../../../domain/aggregates';

/** A kindergarten's month of counters as the aggregates keep it, for the summaries' tests (Пловдив unless given). */
export const kindergartenMonth = (
  kindergartenId: string,
  kindergartenName: string,
  month: string,
  counters: Record<string, number>,
  municipalityCode: string | null = 'PDV22',
): KindergartenMonth => ({ kindergartenId, kindergartenName, municipalityCode, month, counters });

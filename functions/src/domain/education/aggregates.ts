import type { TransactOp } from '../../platform/db';
import { aggregateKeys } from '../aggregates/keys';

/**
 * The education figures МОН and the municipalities read (issue #30) are kindergarten-month aggregates
 * (domain/aggregates), kinds `lessons` (days, held, missed) and `results` (assessments per stage and
 * level). They are written in the same transaction as the record they count, as deltas between its old
 * and new state, so a retried or repeated save never counts twice and no stream is needed.
 */
export const lessonsAggregateKind = 'lessons';
export const resultsAggregateKind = 'results';
/** Certificates issued (kind `documents`): kept from the stream (streams/document-aggregates.ts). */
export const documentsAggregateKind = 'documents';
/** The children's portfolios (kind `portfolios`): kept from the stream too (streams/document-aggregates.ts). */
export const portfoliosAggregateKind = 'portfolios';

export interface KindergartenStamp {
  id: string;
  name: string;
  municipalityCode: string | null;
}

/** Counter deltas by name; zeros are left out. */
export type Deltas = Record<string, number>;

export function deltasBetween(before: Deltas, after: Deltas): Deltas {
  const out: Deltas = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    if (d !== 0) out[name] = d;
  }
  return out;
}

/** The op that adds `deltas` to the kindergarten-month item (creating it with its index keys); null for none. */
export function aggregateOp(
  kind: string,
  kindergarten: KindergartenStamp,
  month: string,
  deltas: Deltas,
): TransactOp | null {
  const names = Object.entries(deltas).filter(([, v]) => v !== 0);
  if (names.length === 0) return null;
  return {
    update: aggregateKeys.item(kind, kindergarten.id, month),
    changes: {
      set: {
        type: 'Aggregate',
        kind,
        kindergartenId: kindergarten.id,
        kindergartenName: kindergarten.name,
        municipalityCode: kindergarten.municipalityCode,
        month,
        ...aggregateKeys.national(kind, kindergarten.id, month),
        ...(kindergarten.municipalityCode
          ? aggregateKeys.municipal(kind, kindergarten.municipalityCode, kindergarten.id, month)
          : {}),
      },
      add: Object.fromEntries(names.map(([n, v]) => [`c_${n}`, v])),
    },
  };
}

/** The stamp of a kindergarten profile item as read. */
export const stampOf = (
  kindergartenId: string,
  profile: { name?: string; municipalityCode?: string | null } | undefined,
): KindergartenStamp => ({
  id: kindergartenId,
  name: profile?.name ?? '',
  municipalityCode: profile?.municipalityCode ?? null,
});

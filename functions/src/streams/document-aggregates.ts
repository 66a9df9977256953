import { addToMonthAggregates, type Counters } from '../domain/aggregates';
import { documentsAggregateKind } from '../domain/education/aggregates';
import type { StreamConsumer, TableChange } from './change';

/**
 * Keeps the `documents` aggregates (issue #30: the МОН reference of documents issued) per kindergarten-month
 * from the certificates the children area issues (`KG#<kg>#CERTIFICATES` / `CERT#<id>`): a valid
 * certificate counts 1 in the month of its issue date, as `preschool` (kind 1) or `relocation` (kind 2); a
 * cancelled one counts nothing. Once per stream record and month (addToMonthAggregates' marker).
 */

type Image = Record<string, unknown> | undefined;
const names: Record<number, string> = { 1: 'preschool', 2: 'relocation' };

/** The months a certificate image counts in, with its counter. Pure. */
export function certificateContribution(image: Image): Map<string, Counters> {
  const out = new Map<string, Counters>();
  const name = names[Number(image?.kind)];
  const date = typeof image?.issueDate === 'string' ? image.issueDate : '';
  if (!image || image.cancelled === true || !name || !/^\d{4}-\d{2}/.test(date)) return out;
  out.set(date.slice(0, 7), { [name]: 1 });
  return out;
}

/** The deltas per month between a record's old and new images. Pure. */
export function certificateDeltas(change: Pick<TableChange, 'oldImage' | 'newImage'>): Map<string, Counters> {
  const before = certificateContribution(change.oldImage);
  const after = certificateContribution(change.newImage);
  const out = new Map<string, Counters>();
  for (const month of new Set([...before.keys(), ...after.keys()])) {
    const deltas: Counters = {};
    for (const n of Object.values(names)) {
      const d = (after.get(month)?.[n] ?? 0) - (before.get(month)?.[n] ?? 0);
      if (d !== 0) deltas[n] = d;
    }
    if (Object.keys(deltas).length > 0) out.set(month, deltas);
  }
  return out;
}

const isCertificate = (keys: Record<string, unknown>) =>
  String(keys.PK ?? '').startsWith('KG#') &&
  String(keys.PK ?? '').endsWith('#CERTIFICATES') &&
  String(keys.SK ?? '').startsWith('CERT#');

export const documentAggregates: StreamConsumer = {
  name: 'document-aggregates',
  async consume(change) {
    if (!isCertificate(change.keys)) return;
    const image = change.newImage ?? change.oldImage;
    const kindergartenId = String(image?.kindergartenId ?? '');
    if (!kindergartenId) return;
    for (const [month, deltas] of certificateDeltas(change))
      await addToMonthAggregates({
        kind: documentsAggregateKind,
        kindergartenId,
        month,
        deltas,
        onceKey: `${change.sequenceNumber}#${month}`,
      });
  },
};

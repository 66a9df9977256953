import { StudentAchievementType } from '@gradina/shared';
import { addToMonthAggregates, type Counters } from '../domain/aggregates';
import { documentsAggregateKind, portfoliosAggregateKind } from '../domain/education/aggregates';
import type { StreamConsumer, TableChange } from './change';

/**
 * Keeps two kindergarten-month aggregates of the children's documents from the table's stream (issue #30, the
 * МОН references of documents issued and of portfolios):
 * - `documents`, from the certificates the children area issues (`KG#<kg>#CERTIFICATES` / `CERT#<id>`): a
 *   valid certificate counts 1 in the month of its issue date, as `preschool` (kind 1) or `relocation`
 *   (kind 2); a cancelled one counts nothing;
 * - `portfolios`, from the children's portfolios (`KG#<kg>#PORTFOLIOS` / `PORTFOLIO#<id>`): a portfolio
 *   counts 1 with its sections by type (`hobby`, `award`, `journey`) and its photos in the month it was made
 *   (`createdAt`; an older item without it, the month of its last change).
 * A record's deltas are its new image's contribution less its old one's. Once per stream record and month
 * (addToMonthAggregates' marker).
 */

type Image = Record<string, unknown> | undefined;
type Contribution = (image: Image) => Map<string, Counters>;
const certificateNames: Record<number, string> = { 1: 'preschool', 2: 'relocation' };
const sectionNames: Record<number, string> = {
  [StudentAchievementType.Hobby]: 'hobby',
  [StudentAchievementType.Award]: 'award',
  [StudentAchievementType.Journey]: 'journey',
};
const monthOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : '';

/** The months a certificate image counts in, with its counter. Pure. */
export function certificateContribution(image: Image): Map<string, Counters> {
  const out = new Map<string, Counters>();
  const name = certificateNames[Number(image?.kind)];
  const month = monthOf(image?.issueDate);
  if (!image || image.cancelled === true || !name || !month) return out;
  out.set(month, { [name]: 1 });
  return out;
}

/** The month a portfolio image counts in, with its counters. Pure. */
export function portfolioContribution(image: Image): Map<string, Counters> {
  const out = new Map<string, Counters>();
  const month = monthOf(image?.createdAt) || monthOf(image?.modifiedAt);
  if (!image || !month) return out;
  const counters: Counters = { portfolios: 1 };
  const sections = Array.isArray(image.sections)
    ? (image.sections as { type?: number; photos?: unknown[] }[])
    : [];
  for (const s of sections) {
    const name = sectionNames[Number(s.type)];
    if (name) counters[name] = (counters[name] ?? 0) + 1;
    counters.photos = (counters.photos ?? 0) + (Array.isArray(s.photos) ? s.photos.length : 0);
  }
  out.set(month, counters);
  return out;
}

/** The deltas per month between a record's old and new images. Pure. */
export function deltasOf(
  contribution: Contribution,
  change: Pick<TableChange, 'oldImage' | 'newImage'>,
): Map<string, Counters> {
  const before = contribution(change.oldImage);
  const after = contribution(change.newImage);
  const out = new Map<string, Counters>();
  for (const month of new Set([...before.keys(), ...after.keys()])) {
    const deltas: Counters = {};
    const old = before.get(month) ?? {};
    const next = after.get(month) ?? {};
    for (const n of new Set([...Object.keys(old), ...Object.keys(next)])) {
      const d = (next[n] ?? 0) - (old[n] ?? 0);
      if (d !== 0) deltas[n] = d;
    }
    if (Object.keys(deltas).length > 0) out.set(month, deltas);
  }
  return out;
}

export const certificateDeltas = (change: Pick<TableChange, 'oldImage' | 'newImage'>) =>
  deltasOf(certificateContribution, change);

const itemOf = (keys: Record<string, unknown>, partition: string, sort: string) =>
  String(keys.PK ?? '').startsWith('KG#') &&
  String(keys.PK ?? '').endsWith(partition) &&
  String(keys.SK ?? '').startsWith(sort);

/** Which aggregate a record feeds: the certificates' or the portfolios', or none. */
function aggregateOf(keys: Record<string, unknown>): { kind: string; contribution: Contribution } | null {
  if (itemOf(keys, '#CERTIFICATES', 'CERT#'))
    return { kind: documentsAggregateKind, contribution: certificateContribution };
  if (itemOf(keys, '#PORTFOLIOS', 'PORTFOLIO#'))
    return { kind: portfoliosAggregateKind, contribution: portfolioContribution };
  return null;
}

export const documentAggregates: StreamConsumer = {
  name: 'document-aggregates',
  async consume(change) {
    const aggregate = aggregateOf(change.keys);
    if (!aggregate) return;
    const image = change.newImage ?? change.oldImage;
    const kindergartenId = String(image?.kindergartenId ?? '');
    if (!kindergartenId) return;
    for (const [month, deltas] of deltasOf(aggregate.contribution, change))
      await addToMonthAggregates({
        kind: aggregate.kind,
        kindergartenId,
        month,
        deltas,
        onceKey: `${change.sequenceNumber}#${month}`,
      });
  },
};

import type { CertificateKind } from '@gradina/shared/manifest/routes/children/certificates';
import { conflict } from '../../../platform/http/errors';
import { type CertificateItem, lastNumber, writeNumbered } from './items';

/** A certificate before its number is known. */
export type CertificateDraft = Omit<CertificateItem, 'number'>;

/** The numbers a batch takes after the series' last one: consecutive, in the drafts' order. */
export const numbered = (drafts: readonly CertificateDraft[], last: number): CertificateItem[] =>
  drafts.map((d, i) => ({ ...d, number: last + i + 1 }));

const attempts = 30;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15 * Math.min(attempt + 1, 8)));

export const alreadyIssued = 'Дете от избраните вече има валидно удостоверение за предучилищно образование.';

/**
 * Issues the drafts with the next numbers of their series. The counter moves in the same transaction as the
 * certificates, conditioned on the number read, so issuers working at once never share or skip a number:
 * the loser reads the counter again and retries. A child that got a preschool certificate meanwhile: 409.
 */
export async function issueNumbered(
  kindergartenId: string,
  kind: CertificateKind,
  periodId: string,
  drafts: readonly CertificateDraft[],
): Promise<CertificateItem[]> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const last = await lastNumber(kindergartenId, kind, periodId);
    const items = numbered(drafts, last);
    const outcome = await writeNumbered(kindergartenId, kind, periodId, last, items);
    if (outcome.committed) return items;
    // Ops after the counter and the certificates are the children's markers.
    if (outcome.failed.some((i) => i > drafts.length)) throw conflict(alreadyIssued);
    await pause(attempt);
  }
  throw conflict('Много удостоверения се издават едновременно. Опитайте отново.');
}

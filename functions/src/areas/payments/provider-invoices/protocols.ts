import { randomUUID } from 'node:crypto';
import { formatCents } from '@gradina/shared/money-words';
import { now } from '../../../platform/clock';
import { tryTransact } from '../../../platform/db';
import { conflict, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { ClaimKind, SettlementItem } from './items';
import {
  cancelInvoice,
  claimOps,
  deleteDocumentOps,
  inChunks,
  readDocument,
  releaseOps,
  saveNumbered,
} from './items';
import type { Period, Prepared } from './preparation';
import { prepareSettlement, requirePeriod, requireProvider, settledFrom } from './preparation';

/**
 * Saving and deleting settlement documents. A save claims each payment with a marker put only while absent:
 * in the document's own transaction when they fit in it, else first in chunks of 100 (a second save of the
 * same payments fails on its first chunk, answered 409, and gives back what it claimed), then the document
 * with its number. A delete gives the payments back with the document, never while something depends on it.
 */

export const alreadySettled =
  'Някое от плащанията вече е включено в друг документ. Прегледайте данните отново.';
const changedMeanwhile = 'Плащанията за периода се промениха. Прегледайте протокола отново.';
const nothingToSettle = 'Доставчикът няма неотчетени плащания за периода.';
export const hasDependents =
  'Протоколът не може да бъде изтрит: от него има издадена фактура или разходен касов ордер. Първо анулирайте фактурата и изтрийте ордера.';
const numbersBusy = 'Номерът не можа да бъде даден. Опитайте отново.';

const claimKindOf = (item: SettlementItem): ClaimKind => (item.kind === 'voucher' ? 'VOUCHER' : 'PROTOCOL');

/** The ops a save may put in the numbered transaction with the document (3 of 100 are its own). */
const inlineClaims = 90;

/**
 * Saves a document that claims payments (a protocol, a voucher): the claims, the number, the document, and
 * `extra` ops (a protocol's dependents). 409 when a payment is claimed already or `extra` is refused.
 */
export async function saveClaiming(
  build: (n: number) => SettlementItem,
  extra: Parameters<typeof saveNumbered>[1] = [],
  extraRefused = alreadySettled,
): Promise<number> {
  const probe = build(0);
  const kind = claimKindOf(probe);
  const claims = claimOps(probe, kind);
  if (claims.length + extra.length <= inlineClaims) {
    const outcome = await saveNumbered(build, [...claims, ...extra]);
    if (outcome.saved) return outcome.number;
    if (outcome.failed.some((i) => i < claims.length)) throw conflict(alreadySettled);
    throw conflict(outcome.failed.length ? extraRefused : numbersBusy);
  }
  if (!(await inChunks(claims))) {
    await giveBack(probe, kind);
    throw conflict(alreadySettled);
  }
  const outcome = await saveNumbered(build, extra);
  if (outcome.saved) return outcome.number;
  await giveBack(probe, kind);
  throw conflict(outcome.failed.length ? extraRefused : numbersBusy);
}

/** Deletes the claims this document holds (only its own: the condition names it). */
async function giveBack(item: SettlementItem, kind: ClaimKind) {
  for (const op of releaseOps(item, kind)) await tryTransact([op]);
}

export function newDocument(
  session: TenantRouteSession,
  fields: Pick<SettlementItem, 'kind' | 'series' | 'date' | 'providerId' | 'providerName' | 'providerEik'> &
    Partial<SettlementItem>,
): SettlementItem {
  return {
    id: randomUUID(),
    kindergartenId: session.kindergartenId,
    number: 0,
    fromDate: null,
    toDate: null,
    totalCents: 0,
    kindergartenShareCents: 0,
    providerDueCents: 0,
    lines: [],
    paymentIds: [],
    note: null,
    reason: null,
    manual: false,
    protocolId: null,
    direction: null,
    invoice: null,
    voucher: null,
    cancelled: false,
    dependents: 0,
    createdBy: session.userId,
    createdAt: now().toISOString(),
    ...fields,
  };
}

/**
 * A protocol or a voucher of what `prep` settles, numbered in its own series: the provider, the shares, the
 * lines, the payments and the period of the preparation, for `totalCents`.
 */
export const settlementDocument = (
  session: TenantRouteSession,
  kind: 'protocol' | 'voucher',
  date: string,
  prep: Prepared,
  totalCents: number,
  more: Partial<SettlementItem>,
) =>
  newDocument(session, {
    kind,
    series: kind,
    date,
    ...settledFrom(prep),
    fromDate: prep.fromDate,
    toDate: prep.toDate,
    totalCents,
    ...more,
  });

export function requireExpected(prep: Prepared, expected: number | undefined, total: number) {
  if (expected !== undefined && expected !== total)
    throw conflict(`${changedMeanwhile} Сумата вече е ${formatCents(total)}.`);
  if (prep.lines.length > 0) return;
  // Nothing left because another document took the period's payments (a save racing this one, or one made
  // since the page was opened) is a conflict with that document, not a wrong request.
  if (prep.alreadySettledCount > 0) throw conflict(alreadySettled);
  throw invalidField('providerId', nothingToSettle);
}

export async function saveProtocol(
  session: TenantRouteSession,
  body: Period & { date: string; note?: string | undefined; expectedTotalCents?: number | undefined },
) {
  const prep = await prepareSettlement(session.kindergartenId, body, 'PROTOCOL');
  requireExpected(prep, body.expectedTotalCents, prep.collectedCents);
  const item = settlementDocument(session, 'protocol', body.date, prep, prep.collectedCents, {
    note: body.note?.trim() || null,
  });
  await saveClaiming((number) => ({ ...item, number }));
  return saved(item.id);
}

export async function saveManualProtocol(
  session: TenantRouteSession,
  body: Period & { date: string; amountCents: number; kindergartenShareCents: number; reason: string },
) {
  requirePeriod(body);
  if (body.kindergartenShareCents > body.amountCents) {
    const message = 'Полето "Дял на детската градина" не може да е по-голямо от сумата.';
    throw invalidField('kindergartenShareCents', message);
  }
  const provider = await requireProvider(body.providerId);
  const item = newDocument(session, {
    kind: 'protocol',
    series: 'protocol',
    date: body.date,
    providerId: provider.id,
    providerName: provider.name,
    providerEik: provider.eik,
    fromDate: body.fromDate,
    toDate: body.toDate,
    totalCents: body.amountCents,
    kindergartenShareCents: body.kindergartenShareCents,
    providerDueCents: body.amountCents - body.kindergartenShareCents,
    reason: body.reason.trim(),
    manual: true,
  });
  await saveClaiming((number) => ({ ...item, number }));
  return saved(item.id);
}

/**
 * Deletes a protocol while no invoice or voucher is made from it (409), or a voucher; cancels an invoice
 * (its number stays given: a number is never reused). The payments become free to settle again.
 */
export async function deleteSettlement(session: TenantRouteSession, item: SettlementItem) {
  if (item.kind === 'invoice') {
    if (item.cancelled) throw conflict('Фактурата вече е анулирана.');
    const outcome = await cancelInvoice(item, now().toISOString());
    if (!outcome.committed) throw conflict('Фактурата вече е анулирана.');
    return saved(item.id);
  }
  if (item.kind === 'protocol' && item.dependents > 0) throw conflict(hasDependents);
  const kind = claimKindOf(item);
  const releases = releaseOps(item, kind);
  const first = [...deleteDocumentOps(item), ...releases.slice(0, 95)];
  const outcome = await tryTransact(first);
  if (!outcome.committed) {
    const now = await readDocument(session.kindergartenId, item.id);
    throw conflict(now && now.dependents > 0 ? hasDependents : 'Документът беше променен. Опитайте отново.');
  }
  await inChunks(releases.slice(95));
  return saved(item.id);
}

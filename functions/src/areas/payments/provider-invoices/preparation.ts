import { PaymentMethod } from '@gradina/shared';
import type {
  SettlementLine,
  SettlementPreparation,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import type { PaymentItem } from '../../../domain/activities/items';
import { badRequest, invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { paidOn } from '../cash/receipt';
import type { ClaimKind, SettlementItem } from './items';
import {
  claimedAmong,
  paymentsRecordedIn,
  readActivities,
  readDocument,
  readFees,
  readProviderRecord,
} from './items';
import { checkPeriod, inPeriod, linesOf, maxLines, monthsToRead, totalsOf } from './rules';

/**
 * What a protocol or a voucher would settle now: the provider's paid payments of the period (a voucher's:
 * in cash) that no document of that kind claims yet, a line per fee each pays with the kindergarten's
 * share, and the totals (sums of the lines).
 */

export const providerNotFound = 'Доставчикът не е намерен.';
export const protocolNotFound = 'Протоколът не е намерен.';

export interface Period {
  providerId: string;
  fromDate: string;
  toDate: string;
}

export interface Prepared extends SettlementPreparation {
  paymentIds: string[];
}

/** What a settlement document takes from its preparation: the provider, the shares, the lines, the payments. */
export const settledFrom = (prep: Prepared) => ({
  providerId: prep.providerId,
  providerName: prep.providerName,
  providerEik: prep.providerEik,
  kindergartenShareCents: prep.kindergartenShareCents,
  providerDueCents: prep.providerDueCents,
  lines: prep.lines,
  paymentIds: prep.paymentIds,
});

/** `at`: the request part the fields are in, as the API names them (`query.` for a GET, `` for a body). */
export function requirePeriod(p: { fromDate: string; toDate: string }, at = '') {
  const errors = checkPeriod(p.fromDate, p.toDate, at);
  refuseInvalid(errors);
}

export async function requireProvider(providerId: string, at = '') {
  const provider = await readProviderRecord(providerId);
  if (!provider)
    throw badRequest(`Полето "Доставчик": ${providerNotFound}`, [
      { field: `${at}providerId`, message: providerNotFound },
    ]);
  return provider;
}

/** The provider's payments of the period, paid (and in cash for a voucher). One Query a month read. */
async function paymentsOfPeriod(kindergartenId: string, p: Period, cashOnly: boolean) {
  const months = monthsToRead(p.fromDate, p.toDate);
  const found = (await Promise.all(months.map((m) => paymentsRecordedIn(kindergartenId, m)))).flat();
  const seen = new Set<string>();
  return found.filter((x) => {
    if (seen.has(x.id) || !inPeriod(x, p.providerId, p.fromDate, p.toDate, paidOn, cashOnly)) return false;
    seen.add(x.id);
    return true;
  });
}

/** The lines of payments, with the shares their activities (and, for a share of the full price, fees) give. */
export async function linesOfPayments(kindergartenId: string, payments: readonly PaymentItem[]) {
  const activityIds = [...new Set(payments.flatMap((p) => p.fees.map((f) => f.activityId)))];
  const activities = await readActivities(kindergartenId, activityIds);
  const byId = new Map(activities.map((a) => [a.id, a]));
  const onFullPrice = new Set(activities.filter((a) => a.shareBasis === 2).map((a) => a.id));
  const feeIds = payments.flatMap((p) =>
    p.fees.filter((f) => onFullPrice.has(f.activityId)).map((f) => f.feeId),
  );
  const fees = feeIds.length ? await readFees(kindergartenId, feeIds) : [];
  return linesOf(payments, byId, new Map(fees.map((f) => [f.id, f])), paidOn);
}

function prepared(
  provider: { id: string; name: string; eik: string },
  p: Period,
  protocolId: string | null,
  lines: SettlementLine[],
  alreadySettledCount: number,
  at: string,
): Prepared {
  if (lines.length > maxLines) {
    const message = `Полето "До дата": за периода има над ${maxLines} реда. Изберете по-кратък период.`;
    refuseInvalid([
      { field: `${at}toDate`, message },
      { field: `${at}fromDate`, message },
    ]);
  }
  return {
    providerId: provider.id,
    providerName: provider.name,
    providerEik: provider.eik,
    fromDate: p.fromDate,
    toDate: p.toDate,
    protocolId,
    lines,
    ...totalsOf(lines),
    alreadySettledCount,
    paymentIds: [...new Set(lines.map((l) => l.paymentId))],
  };
}

/** What a protocol of the provider and period would settle now. */
export async function prepareSettlement(
  kindergartenId: string,
  p: Period,
  kind: ClaimKind,
  at = '',
): Promise<Prepared> {
  requirePeriod(p, at);
  const [provider, payments] = await Promise.all([
    requireProvider(p.providerId, at),
    paymentsOfPeriod(kindergartenId, p, kind === 'VOUCHER'),
  ]);
  const claimed = await claimedAmong(
    kindergartenId,
    p.providerId,
    kind,
    payments.map((x) => x.id),
  );
  const open = payments.filter((x) => !claimed.has(x.id));
  return prepared(provider, p, null, await linesOfPayments(kindergartenId, open), claimed.size, at);
}

export async function requireProtocol(kindergartenId: string, protocolId: string): Promise<SettlementItem> {
  const protocol = await readDocument(kindergartenId, protocolId);
  if (protocol?.kind !== 'protocol') throw notFound(protocolNotFound);
  return protocol;
}

/** A voucher from a protocol: the protocol's cash lines whose payments no voucher has handed over yet. */
export async function prepareFromProtocol(
  kindergartenId: string,
  protocol: SettlementItem,
  at = '',
): Promise<Prepared> {
  const cash = protocol.lines.filter((l) => l.method === PaymentMethod.Cash);
  const claimed = await claimedAmong(kindergartenId, protocol.providerId, 'VOUCHER', [
    ...new Set(cash.map((l) => l.paymentId)),
  ]);
  return prepared(
    { id: protocol.providerId, name: protocol.providerName, eik: protocol.providerEik },
    { providerId: protocol.providerId, fromDate: protocol.fromDate ?? '', toDate: protocol.toDate ?? '' },
    protocol.id,
    cash.filter((l) => !claimed.has(l.paymentId)),
    claimed.size,
    at,
  );
}

/** A voucher's preparation: from a protocol, or by provider and period (both needed then). */
export async function prepareVoucher(
  kindergartenId: string,
  q: {
    providerId?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    protocolId?: string | undefined;
  },
  at = '',
): Promise<Prepared> {
  if (q.protocolId)
    return prepareFromProtocol(kindergartenId, await requireProtocol(kindergartenId, q.protocolId), at);
  const missing = (['providerId', 'fromDate', 'toDate'] as const).find((f) => !q[f]);
  if (missing) {
    const title = { providerId: 'Доставчик', fromDate: 'От дата', toDate: 'До дата' }[missing];
    const message = `Полето "${title}" е задължително, когато ордерът не е по протокол.`;
    throw invalidField(`${at}${missing}`, message);
  }
  return prepareSettlement(
    kindergartenId,
    { providerId: q.providerId!, fromDate: q.fromDate!, toDate: q.toDate! },
    'VOUCHER',
    at,
  );
}

/** The preparation as the route answers it (without the internal payment list). */
export const preparationReply = ({ paymentIds: _ids, ...rest }: Prepared): SettlementPreparation => rest;

import { formatDateDigits, formatMonth } from '@gradina/shared/format-dates';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import type {
  CashedQuery,
  CashedReport,
  FeeReportQuery,
  PaymentReportQuery,
} from '@gradina/shared/manifest/routes/payments/references';
import type { PaymentItem } from '../../../domain/activities/items';
import { sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { paymentsOfMonth, readDocumentTypes, readKindergartenName } from '../cash/items';
import { matches, monthsOf, paymentRowOf } from '../cash/overview';
import { paidOn, receiptLabel } from '../cash/receipt';
import { feesOfMonth } from '../fees/items';
import { claimedAmong } from '../provider-invoices/items';
import type { PaidLine } from './aggregate';
import { byCashier, byClass, byKindergarten, byStudent, feesByActivity, paidLines } from './aggregate';
import { groupNames, groupsOfFees } from './items';

/**
 * The reports' reads: the months of the period are read whole (one Query of the payments' or the fees'
 * index each, at most 12) and filtered here, so every total covers all that matches, not a page. The
 * exports (`exports.ts`) draw the same results.
 */

type Paging = { PageNumber?: number | undefined; PageSize?: number | undefined };

/** The paid payments of the period that pass the filters, oldest first. */
export async function paidPayments(session: TenantRouteSession, q: PaymentReportQuery, batchOnly = false) {
  const kg = session.kindergartenId;
  const months = monthsOf(q, sofiaToday());
  const byMonth = await Promise.all(months.map((m) => paymentsOfMonth(kg, m)));
  return byMonth
    .flat()
    .filter((p) => matches(p, q, batchOnly) && (!q.providerId || p.providerId === q.providerId))
    .sort((a, b) => paidOn(a).localeCompare(paidOn(b)) || a.createdAt.localeCompare(b.createdAt));
}

/** What a report's heading says it covers: the kindergarten, the period, the filters chosen. */
export async function headingLines(
  session: TenantRouteSession,
  q: PaymentReportQuery,
  named: { provider?: string | undefined; cashier?: string | undefined; group?: string | undefined } = {},
) {
  const today = sofiaToday();
  const months = monthsOf(q, today);
  const period =
    q.fromDate || q.toDate
      ? `Период: от ${formatDateDigits(q.fromDate ?? `${months[0]}-01`)} до ${formatDateDigits(q.toDate ?? today)}`
      : `Месец: ${formatMonth(`${months[0]}-01`)}`;
  const filters = [
    named.provider && `Доставчик: ${named.provider}`,
    q.method !== undefined && `Начин на плащане: ${paymentMethodLabels[q.method]}`,
    named.cashier && `Касиер: ${named.cashier}`,
    named.group && `Група: ${named.group}`,
  ].filter((f): f is string => Boolean(f));
  return [
    await readKindergartenName(session.kindergartenId),
    period,
    ...filters,
    `Изготвена на ${formatDateDigits(today)} г.`,
  ].filter(Boolean);
}

export const kindergartenReport = async (session: TenantRouteSession, q: PaymentReportQuery) =>
  byKindergarten(await paidPayments(session, q));

export const cashiersReport = async (session: TenantRouteSession, q: PaymentReportQuery) =>
  byCashier(await paidPayments(session, q));

/** The payments' lines with their fees' groups (a group filter keeps that group's lines). */
async function linesOf(session: TenantRouteSession, q: PaymentReportQuery) {
  const kg = session.kindergartenId;
  const payments = await paidPayments(session, q);
  const groupOfFee = await groupsOfFees(
    kg,
    payments.flatMap((p) => p.fees.map((f) => f.feeId)),
  );
  const lines = paidLines(payments, groupOfFee).filter((l) => !q.groupId || l.groupId === q.groupId);
  const names = await groupNames(kg, [...lines.map((l) => l.groupId), q.groupId ?? null]);
  return { lines, names, payments };
}

export async function classesReport(session: TenantRouteSession, q: PaymentReportQuery) {
  const { lines, names } = await linesOf(session, q);
  return { report: byClass(lines, names), names };
}

export async function studentsReport(session: TenantRouteSession, q: PaymentReportQuery) {
  const { lines, names } = await linesOf(session, q);
  return { report: byStudent(lines, names), names };
}

export type { PaidLine };

const receiptPrefix = async (kindergartenId: string) =>
  (await readDocumentTypes(kindergartenId, ['receipt']))[0]?.item?.prefix ?? '';

/** The batch payments of the period (newest first), with their totals by method. */
export async function batchPaymentsReport(session: TenantRouteSession, q: PaymentReportQuery & Paging) {
  const [payments, prefix] = await Promise.all([
    paidPayments(session, q, true),
    receiptPrefix(session.kindergartenId),
  ]);
  const newest = [...payments].reverse();
  const page = q.PageNumber || q.PageSize ? pageOf(newest, q.PageNumber, q.PageSize ?? 50) : null;
  const rows = (page?.result ?? newest).map((p) => ({
    ...paymentRowOf(p, prefix),
    feesCount: p.fees.length,
  }));
  const all = byKindergarten(payments);
  return {
    result: rows,
    rowsCount: payments.length,
    byMethod: all.byMethod,
    feesCount: payments.reduce((s, p) => s + p.fees.length, 0),
    totalCents: all.totalCents,
  };
}

/** Which of the payments are claimed by a protocol and by a voucher: BatchGets of the claims per provider. */
async function claimsOf(kindergartenId: string, payments: readonly PaymentItem[]) {
  const byProvider = new Map<string, string[]>();
  for (const p of payments) byProvider.set(p.providerId, [...(byProvider.get(p.providerId) ?? []), p.id]);
  const found = await Promise.all(
    [...byProvider.entries()].map(async ([providerId, ids]) => ({
      settled: await claimedAmong(kindergartenId, providerId, 'PROTOCOL', ids),
      handedOver: await claimedAmong(kindergartenId, providerId, 'VOUCHER', ids),
    })),
  );
  const settled = new Set(found.flatMap((f) => [...f.settled]));
  const handedOver = new Set(found.flatMap((f) => [...f.handedOver]));
  return { settled, handedOver };
}

/**
 * "Cashed": each paid payment of the period and whether it is settled with its provider (in a protocol)
 * and paid out to the provider from the cash desk (an expense cash voucher); `state` keeps one kind.
 */
export async function cashedReport(
  session: TenantRouteSession,
  q: CashedQuery & Paging,
): Promise<CashedReport> {
  const kg = session.kindergartenId;
  const [payments, prefix] = await Promise.all([paidPayments(session, q), receiptPrefix(kg)]);
  const { settled, handedOver } = await claimsOf(kg, payments);
  const rows = payments
    .map((p) => ({
      id: p.id,
      paidOn: paidOn(p),
      receiptLabel: receiptLabel(p, prefix),
      providerId: p.providerId,
      providerName: p.providerName,
      method: p.method,
      recordedByStaff: p.cashierId !== null,
      cashierName: p.cashierName,
      childNames: [...new Set(p.fees.map((f) => f.childName))],
      totalCents: p.totalCents,
      settled: settled.has(p.id),
      handedOver: handedOver.has(p.id),
    }))
    .filter((r) => (q.state === 'settled' ? r.settled : q.state === 'open' ? !r.settled : true));
  const sumOf = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((s, r) => s + r.totalCents, 0);
  const page = q.PageNumber || q.PageSize ? pageOf(rows, q.PageNumber, q.PageSize ?? 50) : null;
  return {
    result: page?.result ?? rows,
    rowsCount: rows.length,
    totalCents: sumOf(() => true),
    settledCents: sumOf((r) => r.settled),
    openCents: sumOf((r) => !r.settled),
    handedOverCents: sumOf((r) => r.handedOver),
  };
}

/** The fees of the period's months (one Query of GSI2 each) by activity. */
export async function feesReport(session: TenantRouteSession, q: FeeReportQuery) {
  const months = monthsOf(q, sofiaToday());
  const fees = (await Promise.all(months.map((m) => feesOfMonth(session.kindergartenId, m, q.activityId))))
    .flat()
    .filter((f) => !q.providerId || f.providerId === q.providerId);
  return feesByActivity(fees);
}

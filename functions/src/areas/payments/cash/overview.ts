import { FeePaymentStatus, OnlinePaymentStatus, type PaymentMethod } from '@gradina/shared';
import type { PaymentRow } from '@gradina/shared/manifest/routes/payments/cash';
import type { PaymentItem } from '../../../domain/activities/items';
import { listScope, mayActFor } from '../../../domain/children/access';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf } from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { feesOfChild, paymentsOfMonth, readDocumentTypes, readPayment, staffMembersOf } from './items';
import { paidOn, paymentNotFound, receiptLabel } from './receipt';

/**
 * The kindergarten's paid payments (the overview, the cash receipts, the batch payments): the months asked
 * are read whole (one Query each) and filtered, so the totals by method cover every matching payment, not
 * only the page. A payment's month is the month it was recorded (the payments index, shared with online
 * payments); a date range keeps those paid inside it. A parent sees their own children's only.
 */

export interface PaymentFilters {
  month?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  method?: PaymentMethod | undefined;
  cashierId?: string | undefined;
  recordedByStaff?: boolean | undefined;
  PageNumber?: number | undefined;
  PageSize?: number | undefined;
}

const maxMonths = 12;

/** The months a filter reads, `YYYY-MM`, oldest first. Pure. */
export function monthsOf(f: Pick<PaymentFilters, 'month' | 'fromDate' | 'toDate'>, today: string): string[] {
  if (!f.fromDate && !f.toDate) return [f.month ?? today.slice(0, 7)];
  const from = (f.fromDate ?? f.toDate!).slice(0, 7);
  const to = (f.toDate ?? today).slice(0, 7);
  if (to < from) {
    const message = 'Полето "До дата" не може да е преди "От дата".';
    throw invalidField('toDate', message);
  }
  const months: string[] = [];
  for (let [y, m] = from.split('-').map(Number) as [number, number]; ; ) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= to) break;
    if (months.length >= maxMonths) {
      const message = `Полето "До дата": периодът може да е до ${maxMonths} месеца.`;
      throw invalidField('toDate', message);
    }
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** Whether a payment passes the filters (the date range on the day it was paid). Pure. */
export function matches(p: PaymentItem, f: PaymentFilters, batchOnly: boolean): boolean {
  if (p.status !== OnlinePaymentStatus.Paid) return false;
  if (batchOnly && !p.batch) return false;
  if (f.method !== undefined && p.method !== f.method) return false;
  if (f.cashierId && p.cashierId !== f.cashierId) return false;
  if (f.recordedByStaff && p.cashierId === null) return false;
  const day = paidOn(p);
  if (f.fromDate && day < f.fromDate) return false;
  if (f.toDate && day > f.toDate) return false;
  return true;
}

export const paymentRowOf = (p: PaymentItem, receiptPrefix: string): PaymentRow => ({
  id: p.id,
  method: p.method,
  status: p.status,
  providerId: p.providerId,
  providerName: p.providerName,
  fees: p.fees,
  childNames: [...new Set(p.fees.map((f) => f.childName))],
  totalCents: p.totalCents,
  batch: p.batch,
  recordedByStaff: p.cashierId !== null,
  receiptLabel: receiptLabel(p, receiptPrefix),
  paidOn: paidOn(p),
  cashierId: p.cashierId,
  cashierName: p.cashierName,
  payerName: p.payerName,
  note: p.note,
  createdAt: p.createdAt,
});

/** The totals by method of a list of payments, in the methods' order. Pure. */
export function totalsByMethod(payments: readonly Pick<PaymentItem, 'method' | 'totalCents'>[]) {
  const totals = new Map<PaymentMethod, { method: PaymentMethod; count: number; totalCents: number }>();
  for (const p of payments) {
    const t = totals.get(p.method) ?? { method: p.method, count: 0, totalCents: 0 };
    t.count += 1;
    t.totalCents += p.totalCents;
    totals.set(p.method, t);
  }
  return [...totals.values()].sort((a, b) => a.method - b.method);
}

const receiptPrefix = async (kindergartenId: string) =>
  (await readDocumentTypes(kindergartenId, ['receipt']))[0]?.item?.prefix ?? '';

export async function listPayments(session: TenantRouteSession, f: PaymentFilters, batchOnly: boolean) {
  const kg = session.kindergartenId;
  const months = monthsOf(f, sofiaToday());
  const [scope, prefix, ...byMonth] = await Promise.all([
    listScope(session),
    receiptPrefix(kg),
    ...months.map((m) => paymentsOfMonth(kg, m)),
  ]);
  const visible = (p: PaymentItem) =>
    'all' in scope || ('childIds' in scope && p.childIds.some((c) => scope.childIds.has(c)));
  const found = byMonth
    .flat()
    .filter((p) => matches(p, f, batchOnly) && visible(p))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = pageOf(found, f.PageNumber, f.PageSize ?? 50);
  return {
    result: page.result.map((p) => paymentRowOf(p, prefix)),
    rowsCount: page.rowsCount,
    totals: totalsByMethod(found),
    totalCents: found.reduce((sum, p) => sum + p.totalCents, 0),
  };
}

/** One payment with its fees; a parent's only when it pays a fee of their child. */
export async function paymentDetails(session: TenantRouteSession, id: string) {
  const [payment, prefix] = await Promise.all([
    readPayment(session.kindergartenId, id),
    receiptPrefix(session.kindergartenId),
  ]);
  if (!payment) throw notFound(paymentNotFound);
  const mayRead = await Promise.all(
    payment.childIds.map((c) => mayActFor(session, { id: c, groupId: null })),
  );
  if (!mayRead.some(Boolean)) throw notFound(paymentNotFound);
  return paymentRowOf(payment, prefix);
}

const dueStatuses = new Set<number>([
  FeePaymentStatus.NotPaid,
  FeePaymentStatus.PartiallyPaid,
  FeePaymentStatus.WaitingExternal,
]);

/** A child's fees with something still due, oldest month first. */
export async function dueFees(session: TenantRouteSession, childId: string) {
  const fees = await feesOfChild(session.kindergartenId, childId);
  return fees
    .filter((f) => dueStatuses.has(f.status) && f.amountCents > f.paidCents)
    .sort((a, b) => a.month.localeCompare(b.month) || a.activityName.localeCompare(b.activityName, 'bg'))
    .map((f) => ({
      id: f.id,
      month: f.month,
      childId: f.childId,
      childName: f.childName,
      activityName: f.activityName,
      providerId: f.providerId,
      providerName: f.providerName,
      amountCents: f.amountCents,
      paidCents: f.paidCents,
      dueCents: f.amountCents - f.paidCents,
      pendingOnline: Boolean(f.pendingPaymentId) || f.status === FeePaymentStatus.WaitingExternal,
      version: f.version,
    }));
}

/** The staff members who may be named cashier, by name. */
export async function cashiers(session: TenantRouteSession) {
  const staff = await staffMembersOf(session.kindergartenId);
  return staff
    .filter((s) => s.userId && s.firstName)
    .map((s) => ({ id: s.userId, name: `${s.firstName} ${s.lastName}` }))
    .sort(byBulgarianName);
}

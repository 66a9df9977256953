import type { FieldError } from '@gradina/shared';
import { FeeAmountBasis, OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import type { SettlementLine } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import type { ActivityItem, FeeItem, PaymentItem } from '../../../domain/activities/items';

/**
 * The settlements' rules as pure functions: which payments a period takes, each line's share for the
 * kindergarten, the totals (always sums of the lines, so a document adds up to the cent), the invoice's
 * VAT, and the numbers as printed.
 */

export const maxPeriodMonths = 12;
/** Lines a protocol may hold (the item keeps them; a kindergarten's provider has far fewer a year). */
export const maxLines = 1200;

/**
 * The period's field errors (`at`: the request part a field is in, `query.` for a GET): the end not before
 * the start, at most a year. Both fields are named, since either may be the wrong one.
 */
export function checkPeriod(fromDate: string, toDate: string, at = ''): FieldError[] {
  const both = (message: string) => [
    { field: `${at}toDate`, message },
    { field: `${at}fromDate`, message },
  ];
  if (toDate < fromDate) return both('Полето "До дата" не може да е преди "От дата".');
  if (monthsBetween(fromDate.slice(0, 7), toDate.slice(0, 7)).length > maxPeriodMonths)
    return both(`Полето "До дата": периодът може да е до ${maxPeriodMonths} месеца.`);
  return [];
}

const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The months from `from` to `to`, `YYYY-MM`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length <= 240; m = shift(m, 1)) out.push(m);
  return out;
}

/**
 * The months whose recorded payments may have been paid inside the period: a payment is indexed by the
 * month it was recorded, which may follow the day paid (staff enter it late) or precede it (an EasyPay code
 * paid days later), so one month either side is read too.
 */
export const monthsToRead = (fromDate: string, toDate: string) =>
  monthsBetween(shift(fromDate.slice(0, 7), -1), shift(toDate.slice(0, 7), 1));

/** The day a payment was paid, `YYYY-MM-DD` on the Sofia clock. */
export type PaidOn = (p: Pick<PaymentItem, 'paidAt' | 'createdAt'>) => string;

/** Whether a payment is the provider's, paid, inside the period (and in cash, for a voucher). */
export function inPeriod(
  p: PaymentItem,
  providerId: string,
  fromDate: string,
  toDate: string,
  paidOn: PaidOn,
  cashOnly: boolean,
): boolean {
  if (p.status !== OnlinePaymentStatus.Paid || p.providerId !== providerId) return false;
  if (cashOnly && p.method !== PaymentMethod.Cash) return false;
  const day = paidOn(p);
  return day >= fromDate && day <= toDate;
}

/**
 * The kindergarten's share of a line: its activity's percent of the amount paid (`PaidAmount`), or of the
 * fee's full price before discounts (`TotalAmount`), for the part of the fee this line pays. Rounded to the
 * cent, never more than the line.
 */
export function shareOf(
  amountCents: number,
  activity: Pick<ActivityItem, 'kindergartenSharePercent' | 'shareBasis'> | undefined,
  fee: Pick<FeeItem, 'baseCents' | 'amountCents'> | undefined,
): number {
  const percent = activity?.kindergartenSharePercent ?? 0;
  if (percent <= 0 || amountCents <= 0) return 0;
  const basis =
    activity?.shareBasis === FeeAmountBasis.TotalAmount && fee && fee.amountCents > 0
      ? Math.round((amountCents * fee.baseCents) / fee.amountCents)
      : amountCents;
  return Math.min(amountCents, Math.round((basis * percent) / 100));
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** The lines of payments: one per fee each pays, by child, month and day paid. */
export function linesOf(
  payments: readonly PaymentItem[],
  activities: ReadonlyMap<string, Pick<ActivityItem, 'kindergartenSharePercent' | 'shareBasis'>>,
  fees: ReadonlyMap<string, Pick<FeeItem, 'baseCents' | 'amountCents'>>,
  paidOn: PaidOn,
): SettlementLine[] {
  const lines = payments.flatMap((p) =>
    p.fees.map((f): SettlementLine => {
      const shareCents = shareOf(f.amountCents, activities.get(f.activityId), fees.get(f.feeId));
      return {
        paymentId: p.id,
        paidOn: paidOn(p),
        method: p.method,
        receiptNumber: p.receiptNumber,
        childId: f.childId,
        childName: f.childName,
        activityId: f.activityId,
        activityName: f.activityName,
        month: f.month,
        amountCents: f.amountCents,
        shareCents,
        dueCents: f.amountCents - shareCents,
      };
    }),
  );
  return lines.sort(
    (a, b) =>
      collator.compare(a.childName, b.childName) ||
      a.month.localeCompare(b.month) ||
      a.paidOn.localeCompare(b.paidOn) ||
      a.paymentId.localeCompare(b.paymentId),
  );
}

export interface Totals {
  paymentsCount: number;
  collectedCents: number;
  kindergartenShareCents: number;
  providerDueCents: number;
  byMethod: { method: PaymentMethod; count: number; totalCents: number }[];
}

/** The totals of lines: sums of the lines (so a document adds up), the payments counted once each. */
export function totalsOf(lines: readonly SettlementLine[]): Totals {
  const byMethod = new Map<
    PaymentMethod,
    { method: PaymentMethod; payments: Set<string>; totalCents: number }
  >();
  for (const l of lines) {
    const t = byMethod.get(l.method) ?? { method: l.method, payments: new Set<string>(), totalCents: 0 };
    t.payments.add(l.paymentId);
    t.totalCents += l.amountCents;
    byMethod.set(l.method, t);
  }
  return {
    paymentsCount: new Set(lines.map((l) => l.paymentId)).size,
    collectedCents: lines.reduce((s, l) => s + l.amountCents, 0),
    kindergartenShareCents: lines.reduce((s, l) => s + l.shareCents, 0),
    providerDueCents: lines.reduce((s, l) => s + l.dueCents, 0),
    byMethod: [...byMethod.values()]
      .sort((a, b) => a.method - b.method)
      .map((t) => ({ method: t.method, count: t.payments.size, totalCents: t.totalCents })),
  };
}

/** A protocol's lines summed by activity (the protocol's table; the annex lists the lines). */
export function byActivity(lines: readonly SettlementLine[]) {
  const out = new Map<
    string,
    { activityName: string; count: number; amountCents: number; shareCents: number; dueCents: number }
  >();
  for (const l of lines) {
    const row = out.get(l.activityId) ?? {
      activityName: l.activityName,
      count: 0,
      amountCents: 0,
      shareCents: 0,
      dueCents: 0,
    };
    row.count += 1;
    row.amountCents += l.amountCents;
    row.shareCents += l.shareCents;
    row.dueCents += l.dueCents;
    out.set(l.activityId, row);
  }
  return [...out.values()].sort((a, b) => collator.compare(a.activityName, b.activityName));
}

/** The invoice's sums: the tax base (the lines), the VAT rounded to the cent, the sum to pay. */
export function invoiceSums(lines: readonly { amountCents: number }[], vatPercent: number) {
  const taxBaseCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const vatCents = Math.round((taxBaseCents * vatPercent) / 100);
  return { taxBaseCents, vatCents, totalCents: taxBaseCents + vatCents };
}

/** An invoice's number as the law prints it: ten digits, zero padded. */
export const invoiceNumber = (n: number) => String(n).padStart(10, '0');

/** A document's number as printed: an invoice's ten digits, a protocol's or voucher's plain. */
export const documentNumber = (kind: 'protocol' | 'invoice' | 'voucher', n: number) =>
  kind === 'invoice' ? invoiceNumber(n) : String(n);

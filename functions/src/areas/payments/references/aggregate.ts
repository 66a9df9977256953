import type { PaymentMethod } from '@gradina/shared';
import type {
  CashiersReport,
  ClassesReport,
  FeesByActivityReport,
  KindergartenReport,
  StudentsReport,
} from '@gradina/shared/manifest/routes/payments/references';
import type { FeeItem, PaymentItem } from '../../../domain/activities/items';
import { totalsByMethod } from '../cash/overview';
import { paidOn } from '../cash/receipt';

/**
 * The reports' sums, as pure functions of the payments and fees read: every total is the sum of its rows
 * (integer cents), so the screen's and the file's totals add up to the cent. Sorting is Bulgarian.
 */

const collator = new Intl.Collator('bg');
const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((s, r) => s + of(r), 0);

/** Counts one payment of `cents` in the row under `key` (made by `empty` the first time). */
function count<T extends { count: number; totalCents: number }>(
  rows: Map<string, T>,
  key: string,
  cents: number,
  empty: () => T,
) {
  const row = rows.get(key) ?? empty();
  row.count += 1;
  row.totalCents += cents;
  rows.set(key, row);
}

/** The paid payments by month (of the day paid), provider and method, with totals by method and provider. */
export function byKindergarten(payments: readonly PaymentItem[]): KindergartenReport {
  const rows = new Map<string, KindergartenReport['rows'][number]>();
  const providers = new Map<string, KindergartenReport['byProvider'][number]>();
  for (const p of payments) {
    const month = paidOn(p).slice(0, 7);
    const key = `${month}|${p.providerId}|${p.method}`;
    const provider = { providerId: p.providerId, providerName: p.providerName };
    count(rows, key, p.totalCents, () => ({ month, ...provider, method: p.method, count: 0, totalCents: 0 }));
    count(providers, p.providerId, p.totalCents, () => ({ ...provider, count: 0, totalCents: 0 }));
  }
  return {
    rows: [...rows.values()].sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        collator.compare(a.providerName, b.providerName) ||
        a.method - b.method,
    ),
    byMethod: totalsByMethod(payments),
    byProvider: [...providers.values()].sort((a, b) => collator.compare(a.providerName, b.providerName)),
    count: payments.length,
    totalCents: sum(payments, (p) => p.totalCents),
  };
}

/** One fee paid by one payment: the unit the group and child reports add up. */
export interface PaidLine {
  paymentId: string;
  feeId: string;
  childId: string;
  childName: string;
  groupId: string | null;
  amountCents: number;
}

/** The lines of the payments, each with the group of its fee (`groupOfFee`: the fee's group when made). */
export function paidLines(
  payments: readonly PaymentItem[],
  groupOfFee: ReadonlyMap<string, string | null>,
): PaidLine[] {
  return payments.flatMap((p) =>
    p.fees.map((f) => ({
      paymentId: p.id,
      feeId: f.feeId,
      childId: f.childId,
      childName: f.childName,
      groupId: groupOfFee.get(f.feeId) ?? null,
      amountCents: f.amountCents,
    })),
  );
}

export const noGroup = 'Без група';

export function byClass(lines: readonly PaidLine[], groupNames: ReadonlyMap<string, string>): ClassesReport {
  const groups = new Map<string, { lines: PaidLine[] }>();
  for (const l of lines) {
    const key = l.groupId ?? '';
    const g = groups.get(key) ?? { lines: [] };
    g.lines.push(l);
    groups.set(key, g);
  }
  const rows = [...groups.entries()].map(([key, g]) => ({
    groupId: key || null,
    groupName: key ? (groupNames.get(key) ?? noGroup) : noGroup,
    childrenCount: new Set(g.lines.map((l) => l.childId)).size,
    feesCount: new Set(g.lines.map((l) => l.feeId)).size,
    paymentsCount: new Set(g.lines.map((l) => l.paymentId)).size,
    totalCents: sum(g.lines, (l) => l.amountCents),
  }));
  rows.sort(
    (a, b) =>
      Number(a.groupId === null) - Number(b.groupId === null) || collator.compare(a.groupName, b.groupName),
  );
  return {
    rows,
    childrenCount: new Set(lines.map((l) => l.childId)).size,
    feesCount: new Set(lines.map((l) => l.feeId)).size,
    paymentsCount: new Set(lines.map((l) => l.paymentId)).size,
    totalCents: sum(lines, (l) => l.amountCents),
  };
}

export function byStudent(
  lines: readonly PaidLine[],
  groupNames: ReadonlyMap<string, string>,
): StudentsReport {
  const children = new Map<string, PaidLine[]>();
  for (const l of lines) children.set(l.childId, [...(children.get(l.childId) ?? []), l]);
  const rows = [...children.values()].map((ls) => {
    const last = ls[ls.length - 1]!;
    return {
      childId: last.childId,
      childName: last.childName,
      groupName: last.groupId ? (groupNames.get(last.groupId) ?? noGroup) : noGroup,
      feesCount: new Set(ls.map((l) => l.feeId)).size,
      paymentsCount: new Set(ls.map((l) => l.paymentId)).size,
      totalCents: sum(ls, (l) => l.amountCents),
    };
  });
  rows.sort((a, b) => collator.compare(a.childName, b.childName) || a.childId.localeCompare(b.childId));
  return {
    rows,
    feesCount: new Set(lines.map((l) => l.feeId)).size,
    paymentsCount: new Set(lines.map((l) => l.paymentId)).size,
    totalCents: sum(lines, (l) => l.amountCents),
  };
}

/** What each cashier took by method; payments without a cashier (online) are left out. */
export function byCashier(payments: readonly PaymentItem[]): CashiersReport {
  const staff = payments.filter((p) => p.cashierId !== null);
  const rows = new Map<string, CashiersReport['rows'][number]>();
  for (const p of staff) {
    const key = `${p.cashierId}|${p.method}`;
    const row = rows.get(key) ?? {
      cashierId: p.cashierId!,
      cashierName: p.cashierName ?? '',
      method: p.method as PaymentMethod,
      count: 0,
      totalCents: 0,
    };
    row.count += 1;
    row.totalCents += p.totalCents;
    rows.set(key, row);
  }
  return {
    rows: [...rows.values()].sort(
      (a, b) =>
        collator.compare(a.cashierName, b.cashierName) ||
        a.cashierId.localeCompare(b.cashierId) ||
        a.method - b.method,
    ),
    byMethod: totalsByMethod(staff),
    count: staff.length,
    totalCents: sum(staff, (p) => p.totalCents),
  };
}

/** The fees of the months by activity: due, discount, paid and still due, and the children they are for. */
export function feesByActivity(fees: readonly FeeItem[]): FeesByActivityReport {
  const figures = (fs: readonly FeeItem[]) => {
    const amountCents = sum(fs, (f) => f.amountCents);
    const paidCents = sum(fs, (f) => f.paidCents);
    return {
      childrenCount: new Set(fs.map((f) => f.childId)).size,
      feesCount: fs.length,
      baseCents: sum(fs, (f) => f.baseCents),
      discountCents: sum(fs, (f) => f.discountCents),
      amountCents,
      paidCents,
      dueCents: sum(fs, (f) => Math.max(0, f.amountCents - f.paidCents)),
    };
  };
  const activities = new Map<string, FeeItem[]>();
  for (const f of fees) activities.set(f.activityId, [...(activities.get(f.activityId) ?? []), f]);
  const rows = [...activities.values()].map((fs) => ({
    activityId: fs[0]!.activityId,
    activityName: fs[0]!.activityName,
    providerId: fs[0]!.providerId,
    providerName: fs[0]!.providerName,
    ...figures(fs),
  }));
  rows.sort(
    (a, b) =>
      collator.compare(a.activityName, b.activityName) || collator.compare(a.providerName, b.providerName),
  );
  return { rows, totals: figures(fees) };
}

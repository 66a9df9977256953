import { OnlinePaymentStatus, type PaymentMethod } from '@gradina/shared';
import type { PaymentItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { methodCounter } from '../../../domain/aggregates/activities';
import { monthsOfRange } from '../../../domain/calendar';
import { sofiaToday } from '../../../platform/clock';
import { queryAll } from '../../../platform/db';
import { invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { groupNames } from './fees';
import { historyOf, type KindergartenFeeItem, kindergartenFeesOfMonth } from './items';
import { euroCentsOf } from './pricing';

/**
 * The references (`/fees_depricated/references/{kindergarten,groups,kids}`): by month and the chosen level,
 * what was due, paid, overdue (unpaid after its month) and paid by each method; the months before 2026 come
 * from the history in leva, converted at the fixed rate and marked so.
 */

export type Level = 'kindergarten' | 'groups' | 'kids';

export interface ReportRow {
  key: string;
  name: string;
  month: string;
  dueCents: number;
  paidCents: number;
  overdueCents: number;
  cashCents: number;
  bankCents: number;
  posCents: number;
  onlineCents: number;
  converted: boolean;
}

const methodField = (m: PaymentMethod) => `${methodCounter(m)}Cents` as const;

const empty = (key: string, name: string, month: string, converted: boolean): ReportRow => ({
  key,
  name,
  month,
  dueCents: 0,
  paidCents: 0,
  overdueCents: 0,
  cashCents: 0,
  bankCents: 0,
  posCents: 0,
  onlineCents: 0,
  converted,
});

/** The rows of the report from the fees, the payments' lines by fee and the history. Pure. */
export function reportRows(
  level: Level,
  fees: readonly KindergartenFeeItem[],
  paidBy: ReadonlyMap<string, { method: PaymentMethod; cents: number }[]>,
  history: readonly {
    childId: string | null;
    childName: string;
    month: string;
    amountBgnCents: number;
    paidBgnCents: number;
  }[],
  groups: ReadonlyMap<string, string>,
  currentMonth: string,
): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  const rowOf = (key: string, name: string, month: string, converted: boolean) => {
    const id = `${month}|${key}`;
    let row = rows.get(id);
    if (!row) {
      row = empty(key, name, month, converted);
      rows.set(id, row);
    }
    return row;
  };
  const who = (childId: string | null, childName: string, groupId: string | null) =>
    level === 'kindergarten'
      ? (['kindergarten', 'Детската градина'] as const)
      : level === 'groups'
        ? ([groupId ?? 'none', groupId ? (groups.get(groupId) ?? '') : 'Без група'] as const)
        : ([childId ?? childName, childName] as const);
  for (const f of fees) {
    const row = rowOf(...who(f.childId, f.childName, f.groupId), f.month, false);
    row.dueCents += f.amountCents;
    row.paidCents += f.paidCents;
    if (f.month < currentMonth) row.overdueCents += f.amountCents - f.paidCents;
    for (const p of paidBy.get(f.id) ?? []) row[methodField(p.method)] += p.cents;
  }
  for (const h of history) {
    const row = rowOf(...who(h.childId, h.childName, null), h.month, true);
    const due = euroCentsOf(h.amountBgnCents);
    const paid = euroCentsOf(h.paidBgnCents);
    row.dueCents += due;
    row.paidCents += paid;
    row.overdueCents += due - paid;
  }
  return [...rows.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.name.localeCompare(b.name, 'bg'),
  );
}

const maxMonths = 36;

/** `GET /api/fees/references`: one Query per month of fees and of payments made since, and the history. */
export async function feeReport(
  session: TenantRouteSession,
  query: { level: Level; fromMonth: string; toMonth: string },
) {
  const kg = session.kindergartenId;
  if (query.toMonth < query.fromMonth)
    throw invalidField('toMonth', 'Полето "До месец" не може да е преди "От месец".');
  const months = monthsOfRange(query.fromMonth, query.toMonth);
  if (months.length > maxMonths)
    throw invalidField('toMonth', `Справката обхваща най-много ${maxMonths} месеца.`);
  const currentMonth = sofiaToday().slice(0, 7);
  const feeMonths = months.filter((m) => m >= '2026-01');
  const paymentMonths = feeMonths.length
    ? monthsOfRange(feeMonths[0]!, currentMonth).slice(0, maxMonths)
    : [];
  const [fees, payments, history, groups] = await Promise.all([
    Promise.all(feeMonths.map((m) => kindergartenFeesOfMonth(kg, m))).then((l) => l.flat()),
    Promise.all(
      paymentMonths.map((m) =>
        queryAll<PaymentItem>({ index: 'GSI1', partition: activityKeys.paymentsOfMonth(kg, m).GSI1PK }),
      ),
    ).then((l) => l.flat()),
    months[0]! < '2026-01' ? historyOf(kg) : Promise.resolve([]),
    groupNames(kg),
  ]);
  const paidBy = new Map<string, { method: PaymentMethod; cents: number }[]>();
  for (const p of payments.filter((p) => p.status === OnlinePaymentStatus.Paid))
    for (const line of p.fees)
      paidBy.set(line.feeId, [
        ...(paidBy.get(line.feeId) ?? []),
        { method: p.method, cents: line.amountCents },
      ]);
  const inRange = history.filter((h) => h.month >= query.fromMonth && h.month <= query.toMonth);
  return reportRows(query.level, fees, paidBy, inRange, groups, currentMonth);
}

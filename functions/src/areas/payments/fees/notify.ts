import { createHash } from 'node:crypto';
import { formatMonth } from '@gradina/shared/format-dates';
import type { FeeMonthSummary } from '@gradina/shared/manifest/routes/payments/fees';
import type { FeeItem } from '../../../domain/activities/items';
import { notify } from '../../../domain/notices';
import { now } from '../../../platform/clock';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { feeScope, ofScope } from './fees';
import { feesOfMonth, guardianLinksOf, markNotifiedWrite, writeInTransactions } from './items';
import { monthOf } from './pricing';

/** Where a parent sees and pays their children's fees. */
export const parentFeesPath = '/parents-fees';

const euros = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
export const money = (cents: number) => euros.format(cents / 100);

export interface ParentNotice {
  parentUserId: string;
  fees: FeeItem[];
}

/** The parents to tell of the fees not yet notified, each with their children's fees among them. Pure. */
export function noticesOf(
  fees: readonly FeeItem[],
  links: readonly { childId: string; parentUserId: string }[],
): ParentNotice[] {
  const waiting = fees.filter((f) => !f.notifiedAt);
  const byParent = new Map<string, FeeItem[]>();
  for (const link of links) {
    const own = waiting.filter((f) => f.childId === link.childId);
    if (own.length) byParent.set(link.parentUserId, [...(byParent.get(link.parentUserId) ?? []), ...own]);
  }
  return [...byParent].map(([parentUserId, parentFees]) => ({ parentUserId, fees: parentFees }));
}

/** The notice's text: the month, the amount still due, and where to pay. Pure. */
export function noticeText(month: string, fees: readonly FeeItem[]) {
  const due = fees.reduce((s, f) => s + Math.max(0, f.amountCents - f.paidCents), 0);
  const names = [...new Set(fees.map((f) => f.childName))].join(', ');
  return {
    title: `Таксите за ${formatMonth(`${month}-01`)} са готови`,
    text: `Таксите за допълнителните дейности за ${formatMonth(`${month}-01`)} (${names}) са готови. Сума за плащане: ${money(due)}. Вижте и платете ги на страница ${parentFeesPath}.`,
  };
}

/**
 * `notify`: one notice per parent (a toast and a message in their inbox) of the month's fees not yet
 * notified, then `notifiedAt` on those fees. The notice's key names the fees, so a retry after a failed mark
 * writes no second message.
 */
export async function notifyParents(
  session: TenantRouteSession,
  body: { year: number; month: number; activityId?: string },
) {
  const kg = session.kindergartenId;
  const month = monthOf(body.year, body.month);
  const [fees, links] = await Promise.all([feesOfMonth(kg, month, body.activityId), guardianLinksOf(kg)]);
  const notices = noticesOf(fees, links);
  await Promise.all(
    notices.map((n) => {
      const ids = n.fees.map((f) => f.id).sort();
      const digest = createHash('sha256').update(ids.join('|')).digest('hex').slice(0, 16);
      return notify({
        kindergartenId: kg,
        key: `fees#${month}#${n.parentUserId}#${digest}`,
        userIds: [n.parentUserId],
        ...noticeText(month, n.fees),
        toast: true,
        inbox: true,
      });
    }),
  );
  const at = now().toISOString();
  const toMark = fees.filter((f) => !f.notifiedAt);
  const written = await writeInTransactions(toMark.map((f) => markNotifiedWrite(kg, f.id, at)));
  return {
    isSuccessful: true,
    entityId: null,
    errorMessage: null,
    count: written.length,
    parents: notices.length,
  };
}

/** A month's counts and sums. Pure. */
export function summaryOf(
  month: string,
  fees: readonly FeeItem[],
  links: readonly { childId: string; parentUserId: string }[],
): FeeMonthSummary {
  const notified = fees.filter((f) => f.notifiedAt);
  const notifiedChildren = new Set(notified.map((f) => f.childId));
  const parents = new Set(links.filter((l) => notifiedChildren.has(l.childId)).map((l) => l.parentUserId));
  const sum = (list: readonly FeeItem[], pick: (f: FeeItem) => number) =>
    list.reduce((s, f) => s + pick(f), 0);
  return {
    month,
    fees: fees.length,
    notified: notified.length,
    notNotified: fees.length - notified.length,
    children: new Set(fees.map((f) => f.childId)).size,
    parentsNotified: parents.size,
    amountCents: sum(fees, (f) => f.amountCents),
    paidCents: sum(fees, (f) => f.paidCents),
    notNotifiedAmountCents: sum(
      fees.filter((f) => !f.notifiedAt),
      (f) => f.amountCents,
    ),
  };
}

/**
 * The notification summary of a year's months (or one month): a Query per month and one of the guardians (a
 * parent: of their children's fees).
 */
export async function notificationSummary(session: TenantRouteSession, q: { year: number; month?: number }) {
  const kg = session.kindergartenId;
  const months = q.month ? [q.month] : Array.from({ length: 12 }, (_, i) => i + 1);
  const [perMonth, links, scope] = await Promise.all([
    Promise.all(months.map((m) => feesOfMonth(kg, monthOf(q.year, m)))),
    guardianLinksOf(kg),
    feeScope(session),
  ]);
  return months.map((m, i) => summaryOf(monthOf(q.year, m), perMonth[i]!.filter(ofScope(scope)), links));
}

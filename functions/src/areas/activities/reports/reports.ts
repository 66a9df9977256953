import { OnlinePaymentStatus } from '@gradina/shared';
import { sofiaDay } from '@gradina/shared/format-dates';
import type {
  AttendanceSummaryQuery,
  ChildHistory,
  StudentsSummaryQuery,
} from '@gradina/shared/manifest/routes/activities/reports';
import { childPaymentsOfMonth } from '../../../domain/activities/child-payments';
import type { ActivityItem } from '../../../domain/activities/items';
import { childName, childNotFound, groupName, readChild } from '../../../domain/children/access';
import { sofiaToday } from '../../../platform/clock';
import { notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { activitiesOf, enrollmentsOfActivity, enrollmentsOfChild } from '../catalogue/items';
import { attendanceMonths, feesOfChild } from './items';
import { attendanceSummaryOf, childrenSummary, daysOf, monthsBetween } from './summaries';

/**
 * The activity reports' route functions: each reads the kindergarten's activities (one Query) and what the
 * report needs of each, and answers the pure summaries' figures. The exports draw the same results.
 */

const chosen =
  (q: { providerId?: string | undefined; activityId?: string | undefined }) => (a: ActivityItem) =>
    (!q.providerId || a.providerId === q.providerId) && (!q.activityId || a.id === q.activityId);

/** The children of each activity in the period (a group filter counts that group's children only). */
export async function studentsSummary(session: TenantRouteSession, q: StudentsSummaryQuery) {
  const kg = session.kindergartenId;
  const { from, to } = daysOf(q, sofiaToday());
  const activities = (await activitiesOf(kg)).filter(chosen(q));
  const withChildren = await Promise.all(
    activities.map(async (activity) => ({
      activity,
      enrollments: (await enrollmentsOfActivity(kg, activity.id)).filter(
        (e) => !q.groupId || e.groupId === q.groupId,
      ),
    })),
  );
  return { fromDate: from, toDate: to, ...childrenSummary(withChildren, from, to) };
}

/**
 * The attendance of each activity month: a manager sees every activity, whoever else marks attendance (a
 * teacher, the provider's person) only the activities they lead.
 */
export async function attendanceSummary(session: TenantRouteSession, q: AttendanceSummaryQuery) {
  const kg = session.kindergartenId;
  const months = monthsBetween(q, sofiaToday());
  const everyActivity = session.can('Activities', 'update');
  const activities = (await activitiesOf(kg))
    .filter(chosen(q))
    .filter((a) => everyActivity || a.teacherId === session.userId)
    .filter((a) => a.fromDate.slice(0, 7) <= months.at(-1)! && a.toDate.slice(0, 7) >= months[0]!);
  const wanted = activities.flatMap((activity) =>
    months
      .filter((m) => activity.fromDate.slice(0, 7) <= m && activity.toDate.slice(0, 7) >= m)
      .map((month) => ({ activity, activityId: activity.id, month })),
  );
  const items = await attendanceMonths(kg, wanted);
  const cells = wanted.map((w, i) => ({ activity: w.activity, month: w.month, item: items[i] }));
  return { fromMonth: months[0]!, toMonth: months.at(-1)!, ...attendanceSummaryOf(cells) };
}

/** The last 12 months up to today's, oldest first. */
const lastYear = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

const paidDay = (at: string) => (at.length === 10 ? at : (sofiaDay(at) ?? at.slice(0, 10)));

/** A child's activities (every period), fees (every month) and the payments of the last 12 months. */
export async function childHistory(session: TenantRouteSession, childId: string): Promise<ChildHistory> {
  const kg = session.kindergartenId;
  const child = await readChild(kg, childId);
  if (!child) throw notFound(childNotFound);
  const months = lastYear(sofiaToday());
  const [group, enrollments, fees, activities, ...byMonth] = await Promise.all([
    groupName(kg, child.groupId),
    enrollmentsOfChild(kg, childId),
    feesOfChild(kg, childId),
    activitiesOf(kg),
    ...months.map((m) => childPaymentsOfMonth(kg, m, childId)),
  ]);
  const activityById = new Map(activities.map((a) => [a.id, a]));
  const payments = byMonth
    .flat()
    .filter((p) => p.status === OnlinePaymentStatus.Paid)
    .map((p) => ({
      id: p.id,
      paidOn: paidDay(p.paidAt ?? p.createdAt),
      method: p.method,
      providerName: p.providerName,
      receiptNumber: p.receiptNumber,
      amountCents: p.fees.filter((f) => f.childId === childId).reduce((s, f) => s + f.amountCents, 0),
    }))
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.id.localeCompare(b.id));
  const feeRows = fees
    .map((f) => ({
      id: f.id,
      month: f.month,
      activityName: f.activityName,
      providerName: f.providerName,
      amountCents: f.amountCents,
      discountCents: f.discountCents,
      paidCents: f.paidCents,
      status: f.status,
    }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.activityName.localeCompare(b.activityName, 'bg'));
  const amountCents = feeRows.reduce((s, f) => s + f.amountCents, 0);
  const paidCents = feeRows.reduce((s, f) => s + f.paidCents, 0);
  return {
    childId,
    childName: childName(child),
    groupName: group,
    enrollments: enrollments
      .map((e) => ({
        activityId: e.activityId,
        activityName: activityById.get(e.activityId)?.name ?? e.activityName,
        providerName: activityById.get(e.activityId)?.providerName ?? '',
        status: e.status,
        periods: e.periods,
      }))
      .sort((a, b) => a.activityName.localeCompare(b.activityName, 'bg')),
    fees: feeRows,
    payments,
    totals: {
      amountCents,
      paidCents,
      dueCents: feeRows.reduce((s, f) => s + Math.max(0, f.amountCents - f.paidCents), 0),
      paymentsCents: payments.reduce((s, p) => s + p.amountCents, 0),
    },
  };
}

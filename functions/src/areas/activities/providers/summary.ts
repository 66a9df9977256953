import type { ProviderSummary } from '@gradina/shared/manifest/routes/activities/providers';
import type { EnrollmentItem, ProviderItem } from '../../../domain/activities/items';
import { listScope } from '../../../domain/children/access';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf } from '../../../platform/db';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { activitiesOf, enrollmentsOfChild, kindergartensWithActivities, providersByIds } from './items';

/**
 * What a kindergarten reads of its providers: per provider its activities here and the children enrolled
 * (the kindergarten's activities: one Query; the providers' contacts: one BatchGet), and for a parent the
 * providers of their own children's current activities (one Query of each child's enrolments).
 */

interface ActivityRow {
  id: string;
  name: string;
  providerId: string;
  providerName: string;
  /** Children in it: all enrolled (the kindergarten's view) or the parent's own. */
  enrolledCount: number;
}

/** Groups activity rows by provider, with the providers' contacts; by provider name, then activity name. Pure. */
export function summarize(
  rows: readonly ActivityRow[],
  providers: readonly ProviderItem[],
  childrenOf: (providerId: string) => number,
): ProviderSummary[] {
  const contacts = new Map(providers.map((p) => [p.id, p]));
  const byProvider = new Map<string, ActivityRow[]>();
  for (const row of rows) byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row]);
  return [...byProvider.entries()]
    .map(([providerId, activities]) => {
      const p = contacts.get(providerId);
      return {
        providerId,
        providerName: p?.name ?? activities[0]!.providerName,
        contactName: p?.contactName ?? null,
        phone: p?.phone ?? null,
        email: p?.email ?? null,
        address: p?.address ?? null,
        activitiesCount: activities.length,
        childrenCount: childrenOf(providerId),
        activities: activities
          .map((a) => ({ id: a.id, name: a.name, enrolledCount: a.enrolledCount }))
          .sort(byBulgarianName),
      };
    })
    .sort((a, b) => a.providerName.localeCompare(b.providerName, 'bg'));
}

/** `GET /api/activities/activity-provider-summary`: the kindergarten's providers (2 requests). */
export async function providerSummary(session: TenantRouteSession): Promise<ProviderSummary[]> {
  const rows = (await activitiesOf(session.kindergartenId)).map((a) => ({
    id: a.id,
    name: a.name,
    providerId: a.providerId,
    providerName: a.providerName,
    enrolledCount: Number(a.enrolledCount ?? 0),
  }));
  const providers = await providersByIds([...new Set(rows.map((r) => r.providerId))]);
  // Children enrolled in the provider's activities here (a child in two of them counts in each).
  const enrolled = (providerId: string) =>
    rows.filter((r) => r.providerId === providerId).reduce((sum, r) => sum + r.enrolledCount, 0);
  return summarize(rows, providers, enrolled);
}

/** Whether an enrolment is open on `today` (its last period has no end, or ends today or later). */
export const enrolledOn = (e: Pick<EnrollmentItem, 'periods'>, today: string) =>
  e.periods.some((p) => p.from <= today && (p.to === null || p.to >= today)) ||
  e.periods.some((p) => p.from > today);

/**
 * `GET /api/activities/parents/providers`: a parent's children's current and coming activities by provider;
 * the staff see the kindergarten's summary.
 */
export async function parentProviders(session: TenantRouteSession): Promise<ProviderSummary[]> {
  const scope = await listScope(session);
  if (!('childIds' in scope)) return providerSummary(session);
  const today = sofiaToday();
  const enrolments = (
    await Promise.all(
      [...scope.childIds].map((childId) => enrollmentsOfChild(session.kindergartenId, childId)),
    )
  )
    .flat()
    .filter((e) => enrolledOn(e, today));
  const byActivity = new Map<string, { row: ActivityRow; children: Set<string> }>();
  for (const e of enrolments) {
    const entry = byActivity.get(e.activityId) ?? {
      row: {
        id: e.activityId,
        name: e.activityName,
        providerId: e.providerId,
        providerName: '',
        enrolledCount: 0,
      },
      children: new Set<string>(),
    };
    entry.children.add(e.childId);
    entry.row.enrolledCount = entry.children.size;
    byActivity.set(e.activityId, entry);
  }
  const providers = await providersByIds([...new Set(enrolments.map((e) => e.providerId))]);
  const children = (providerId: string) =>
    new Set(enrolments.filter((e) => e.providerId === providerId).map((e) => e.childId)).size;
  return summarize(
    [...byActivity.values()].map((a) => a.row),
    providers,
    children,
  );
}

/** `GET …/kindergartens-with-activities`: by kindergarten name. */
export async function kindergartensWithActivitiesPage(q: { PageNumber?: number; PageSize?: number }) {
  const rows = (await kindergartensWithActivities()).sort((a, b) =>
    a.kindergartenName.localeCompare(b.kindergartenName, 'bg'),
  );
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

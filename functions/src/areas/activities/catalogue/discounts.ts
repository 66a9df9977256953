import type { RouteOf } from '@gradina/shared';
import type { Discounts } from '@gradina/shared/manifest/routes/activities/catalogue';
import { childName } from '../../../domain/children/access';
import { requireVersion } from '../../../platform/db';
import type { RouteRequest } from '../../../platform/http/area-handler';
import { invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { activitiesOf, childrenById, providersById, readDiscounts, writeDiscounts } from './items';

type DiscountsBody = RouteRequest<RouteOf<'activities.saveActivityDiscounts'>>['body'];

const collator = new Intl.Collator('bg', { sensitivity: 'base' });

/** The providers of the kindergarten's activities (one Query of the activities, one BatchGet of the providers). */
async function providersOfActivities(kindergartenId: string) {
  const activities = await activitiesOf(kindergartenId);
  return providersById([...new Set(activities.map((a) => a.providerId))]);
}

/**
 * The discounts: every provider of the kindergarten's activities with its percent (the kindergarten's own,
 * else the provider's default), and the children given one (their names by one BatchGet). 3-4 requests.
 */
export async function discounts(session: TenantRouteSession): Promise<Discounts> {
  const kg = session.kindergartenId;
  const [stored, providers] = await Promise.all([readDiscounts(kg), providersOfActivities(kg)]);
  const byChild = stored?.byChild ?? {};
  const children = await childrenById(kg, Object.keys(byChild));
  return {
    providers: providers
      .map((p) => ({
        providerId: p.id,
        providerName: p.name,
        percent: stored?.byProvider[p.id] ?? p.defaultDiscountPercent ?? 0,
      }))
      .sort((a, b) => collator.compare(a.providerName, b.providerName)),
    children: children
      .map((c) => ({ childId: c.id, childName: childName(c), percent: byChild[c.id] ?? 0 }))
      .sort((a, b) => collator.compare(a.childName, b.childName)),
    version: stored?.version ?? 0,
  };
}

/**
 * Saves all discounts at once with the version read (0: none saved yet). A provider must run one of the
 * kindergarten's activities, a child be one of its children; a child with 0 % is left out.
 */
export async function saveDiscounts(session: TenantRouteSession, body: DiscountsBody) {
  const kg = session.kindergartenId;
  const expected = requireVersion(body.version);
  const childIds = [...new Set(body.children.filter((c) => c.percent > 0).map((c) => c.childId))];
  const [providers, children] = await Promise.all([providersOfActivities(kg), childrenById(kg, childIds)]);
  const known = new Set(providers.map((p) => p.id));
  if (body.providers.some((p) => !known.has(p.providerId))) {
    const message = 'Полето "Отстъпки по доставчик": доставчикът няма дейности в тази детска градина.';
    throw invalidField('providers', message);
  }
  if (children.length !== childIds.length) {
    const message = 'Полето "Отстъпки за деца": детето не е намерено.';
    throw invalidField('children', message);
  }
  await writeDiscounts(
    kg,
    {
      byProvider: Object.fromEntries(body.providers.map((p) => [p.providerId, p.percent])),
      byChild: Object.fromEntries(
        body.children.filter((c) => c.percent > 0).map((c) => [c.childId, c.percent]),
      ),
    },
    expected,
  );
  return saved(null);
}

import { randomInt, randomUUID } from 'node:crypto';
import { call, signIn } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';

/**
 * Examples of the national activity types and providers (the demo Master's) and of the kindergartens'
 * reads of them. A DELETE or an edit acts on a type or provider its example created first; names are
 * unique per call (types' names are unique).
 */

let masterToken: Promise<string> | undefined;
const master = () => {
  masterToken ??= signIn('master@demo.gradina.bg');
  return masterToken;
};

async function created(path: string, body: unknown): Promise<string> {
  const reply = await call('POST', path, { token: await master(), body });
  if (reply.status !== 200) throw new Error(`${path} not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const typeBody = () => ({ name: `Вид за пример ${randomUUID().slice(0, 8)}` });
const aType = () => created('/api/administration/ActivityManagement/activity-types', typeBody());

/** A provider with an ePay КИН and secret of its own (random, so examples never share a merchant). */
export const providerBody = () => ({
  name: `Доставчик за пример ${randomUUID().slice(0, 8)}`,
  eik: '175074752',
  address: 'гр. София, ул. „Пример“ 1',
  contactName: 'Иван Петров',
  phone: '0888123456',
  email: 'provider@example.bg',
  defaultDiscountPercent: 5,
  min: String(randomInt(1_000_000_000, 9_999_999_999)),
  secret: randomUUID().replaceAll('-', '').toUpperCase() + randomUUID().replaceAll('-', '').toUpperCase(),
  acceptsTransferPayments: true,
  onlinePaymentsEnabled: false,
});
const aProvider = () => created('/api/administration/ActivityManagement/activity-provider', providerBody());

export const examples = {
  'activities.kindergartenActivityTypes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'activities.activityTypes': () => ({ query: { PageSize: '50' } }),
  'activities.saveActivityType': async () => ({ body: { id: await aType(), version: 1, ...typeBody() } }),
  'activities.deleteActivityType': async () => ({ path: { id: await aType() } }),
  'activities.kindergartensWithActivities': () => ({}),
  'activities.adminProviders': () => ({ query: { PageSize: '50' } }),
  'activities.adminProvider': async () => ({ path: { id: await aProvider() } }),
  'activities.saveProvider': async () => ({ body: { ...providerBody(), id: await aProvider(), version: 1 } }),
  'activities.deleteProvider': async () => ({ path: { id: await aProvider() } }),
  'activities.initiateWebhookTest': async () => ({ path: { id: await aProvider() } }),
  'activities.resetProviderError': async () => ({ path: { id: await aProvider() } }),
  'activities.providers': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  // A national provider: the screen's kindergarten (the guard) is what another kindergarten's director fails.
  'activities.provider': async (w) => ({
    path: { id: await aProvider() },
    query: { kindergartenId: w.kindergartenId },
  }),
  'activities.providerSummary': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'activities.parentProviders': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
} satisfies RouteExamples;

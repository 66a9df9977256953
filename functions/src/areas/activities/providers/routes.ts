import type { activityProviderRoutes } from '@gradina/shared/manifest/routes/activities/providers';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import type { TypeRouteId } from '../types/routes';
import {
  adminProvider,
  adminProviders,
  enabledProviders,
  initiateWebhookTest,
  kindergartenProvider,
  removeProvider,
  resetProviderError,
  saveProvider,
} from './providers';
import { kindergartensWithActivitiesPage, parentProviders, providerSummary } from './summary';

type ProviderRouteId = Exclude<(typeof activityProviderRoutes)[number]['id'], TypeRouteId>;

/**
 * The handler entries of the providers. No object loaders: providers are national (the Master's right
 * decides), and the kindergartens' reads are built from the session's kindergarten.
 */
export const activityProviderImplementations: AreaImplementations<ProviderRouteId> = {
  'activities.kindergartensWithActivities': async ({ query }) => kindergartensWithActivitiesPage(query),
  'activities.adminProviders': async ({ query }) => adminProviders(query),
  'activities.adminProvider': async ({ path }) => adminProvider(path.id),
  'activities.saveProvider': entry.body(saveProvider),
  'activities.deleteProvider': async ({ path }) => removeProvider(path.id),
  'activities.initiateWebhookTest': async ({ path }) => initiateWebhookTest(path.id),
  'activities.resetProviderError': async ({ path }) => resetProviderError(path.id),
  'activities.providers': async ({ query }) => enabledProviders(query),
  'activities.provider': async ({ path }) => kindergartenProvider(path.id),
  'activities.providerSummary': entry.session(providerSummary),
  'activities.parentProviders': entry.session(parentProviders),
};

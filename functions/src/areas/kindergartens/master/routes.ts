import type { kindergartenAdministrationRoutes } from '@gradina/shared/manifest/routes/kindergartens/administration';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import {
  createEmptyKindergarten,
  invalidateProfileCache,
  kindergartenData,
  updateKindergarten,
} from './kindergartens';
import { institutionsOverview } from './overview';

/** The handler entries of the Master's kindergartens: thin calls of the feature's domain functions. */
export const masterKindergartenRoutes: FeatureRoutes<typeof kindergartenAdministrationRoutes> = {
  'kindergartens.kindergartenData': entry.queryValue('kindergartenId', kindergartenData),
  'kindergartens.updateKindergarten': entry.body(updateKindergarten),
  'kindergartens.groupInstitutions': async ({ query, event }) =>
    atRequestTime(event.headers, () => institutionsOverview(query)),
  // The first school year is the one the request's day falls in (tests fix the day with the clock header).
  'kindergartens.createEmptyKindergarten': async ({ body, event }) =>
    atRequestTime(event.headers, () => createEmptyKindergarten(body)),
  'kindergartens.invalidateProfileCache': async ({ path }) => invalidateProfileCache(path.id),
};

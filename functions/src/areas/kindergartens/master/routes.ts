import type { kindergartenAdministrationRoutes } from '@gradina/shared/manifest/routes/kindergartens/administration';
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
  'kindergartens.kindergartenData': async ({ session, query }) =>
    kindergartenData(session, query.kindergartenId),
  'kindergartens.updateKindergarten': entry.body(updateKindergarten),
  'kindergartens.groupInstitutions': async ({ query }) => institutionsOverview(query),
  'kindergartens.createEmptyKindergarten': async ({ body }) => createEmptyKindergarten(body),
  'kindergartens.invalidateProfileCache': async ({ path }) => invalidateProfileCache(path.id),
};

import { lookupRoutes } from '@gradina/shared/manifest/routes/lookups';
import { createAreaHandler } from '../../platform/http/area-handler';
import { areas, cities, countries, districts, paymentTypes, regions } from './reference-lists';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [lookupRoutes];

export const handler = createAreaHandler('lookups', areaRoutes, {
  'lookups.paymentTypes': async () => paymentTypes(),
  'lookups.regions': async () => regions(),
  'lookups.areas': async ({ query }) => areas(query),
  'lookups.cities': async ({ query }) => cities(query),
  'lookups.countries': async () => countries(),
  'lookups.districts': async ({ query }) => districts(query),
});

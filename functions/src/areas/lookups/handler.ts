import { createAreaHandler } from '../../platform/http/area-handler';
import { areas, cities, countries, districts, paymentTypes, regions } from './reference-lists';

export const handler = createAreaHandler('lookups', {
  'lookups.paymentTypes': async () => paymentTypes(),
  'lookups.regions': async () => regions(),
  'lookups.areas': async ({ query }) => areas(query),
  'lookups.cities': async ({ query }) => cities(query),
  'lookups.countries': async () => countries(),
  'lookups.districts': async ({ query }) => districts(query),
});

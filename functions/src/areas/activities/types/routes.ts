import type { activityProviderRoutes } from '@gradina/shared/manifest/routes/activities/providers';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { listTypes, removeType, saveType, typeOptions } from './types';

/** The national activity types' routes, declared in the providers' manifest file. */
export type TypeRouteId = Extract<
  (typeof activityProviderRoutes)[number]['id'],
  | 'activities.kindergartenActivityTypes'
  | 'activities.activityTypes'
  | 'activities.saveActivityType'
  | 'activities.deleteActivityType'
>;

/** The handler entries of the national activity types (no object loaders: the types are national). */
export const activityTypeRoutes: AreaImplementations<TypeRouteId> = {
  'activities.kindergartenActivityTypes': async () => typeOptions(),
  'activities.activityTypes': async ({ query }) => listTypes(query),
  'activities.saveActivityType': entry.body(saveType),
  'activities.deleteActivityType': async ({ path }) => removeType(path.id),
};

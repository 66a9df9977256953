import type { planningPersonalWorkRoutes } from '@gradina/shared/manifest/routes/planning/personal-work';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { personalEducationalWork, savePersonalEducationalWork } from './personal-work';

/** The child's group decides who may read or write (the handler checks it), no loaders. */
export const personalWorkRoutes: FeatureRoutes<typeof planningPersonalWorkRoutes> = {
  'planning.personalEducationalWork': entry.clockedQuery(personalEducationalWork),
  'planning.savePersonalEducationalWork': entry.body(savePersonalEducationalWork),
};

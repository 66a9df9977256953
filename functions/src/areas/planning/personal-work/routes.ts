import type { planningPersonalWorkRoutes } from '@gradina/shared/manifest/routes/planning/personal-work';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { personalEducationalWork, savePersonalEducationalWork } from './personal-work';

/** The child's group decides who may read or write (the handler checks it), no loaders. */
export const personalWorkRoutes: FeatureRoutes<typeof planningPersonalWorkRoutes> = {
  'planning.personalEducationalWork': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => personalEducationalWork(session, query)),
  'planning.savePersonalEducationalWork': async ({ session, body }) =>
    savePersonalEducationalWork(session, body),
};

import type { identityProfileRoutes as manifest } from '@gradina/shared/manifest/routes/identity/profile';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { changeOwnPassword, updateOwnProfile } from './profile';

/** The signed-in user's own profile and password. Thin entries over the feature's functions. */
export const profileRoutes: FeatureRoutes<typeof manifest> = {
  'identity.update': async ({ session, body }) => updateOwnProfile(session, body),
  'identity.changePassword': async ({ session, body }) => changeOwnPassword(session, body),
};

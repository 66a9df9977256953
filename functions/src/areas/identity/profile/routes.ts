import type { identityProfileRoutes as manifest } from '@gradina/shared/manifest/routes/identity/profile';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { changeOwnPassword, updateOwnProfile } from './profile';

/** The signed-in user's own profile and password. Thin entries over the feature's functions. */
export const profileRoutes: FeatureRoutes<typeof manifest> = {
  'identity.update': entry.body(updateOwnProfile),
  'identity.changePassword': entry.body(changeOwnPassword),
};

import type { identityModuleSettingRoutes as manifest } from '@gradina/shared/manifest/routes/identity/module-settings';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { readModuleSettings, saveModuleSettings } from './module-settings';

/** The kindergarten's module locks. Thin entries over the feature's functions. */
export const moduleSettingRoutes: FeatureRoutes<typeof manifest> = {
  'identity.moduleSettings': entry.query(readModuleSettings),
  'identity.saveModuleSettings': entry.body(saveModuleSettings),
};

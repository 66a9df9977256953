import type { identityModuleSettingRoutes as manifest } from '@gradina/shared/manifest/routes/identity/module-settings';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { readModuleSettings, saveModuleSettings } from './module-settings';

/** The kindergarten's module locks. Thin entries over the feature's functions. */
export const moduleSettingRoutes: FeatureRoutes<typeof manifest> = {
  'identity.moduleSettings': async ({ session, query }) => readModuleSettings(session, query),
  'identity.saveModuleSettings': async ({ session, body }) => saveModuleSettings(session, body),
};

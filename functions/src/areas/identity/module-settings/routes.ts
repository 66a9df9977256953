import type { identityModuleSettingRoutes as manifest } from '@gradina/shared/manifest/routes/identity/module-settings';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { readModuleSettings, saveModuleSettings } from './module-settings';

type RouteId = (typeof manifest)[number]['id'];

/** The kindergarten's module locks. Thin entries over the feature's functions. */
export const moduleSettingRoutes: AreaImplementations<RouteId> = {
  'identity.moduleSettings': async ({ session, query }) => readModuleSettings(session, query),
  'identity.saveModuleSettings': async ({ session, body }) => saveModuleSettings(session, body),
};

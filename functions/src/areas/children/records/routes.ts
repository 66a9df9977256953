import type { childrenRecordRoutes } from '@gradina/shared/manifest/routes/children/records';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { childDropdown } from './dropdown';

type RecordRouteId = (typeof childrenRecordRoutes)[number]['id'];

/** The handler entries of the children records routes: thin calls of the feature's domain functions. */
export const recordRoutes: AreaImplementations<RecordRouteId> = {
  'children.childDropdown': async ({ session, query }) => childDropdown(session, query),
};

import type { frameRoutes } from '@gradina/shared/manifest/routes/frame';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { homeOf, shellOf } from './frame';

/** The handler entries of the combined shell and home calls. */
export const frameHandlers: AreaImplementations<(typeof frameRoutes)[number]['id']> = {
  'communication.shell': entry.session(shellOf),
  'communication.home': entry.session(homeOf),
};

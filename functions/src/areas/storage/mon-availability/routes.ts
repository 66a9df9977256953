import type { storageMonReferenceRoutes } from '@gradina/shared/manifest/routes/storage/storage-availability';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { storageAvailability } from './storage-availability';

type MonRouteId = (typeof storageMonReferenceRoutes)[number]['id'];

/** The handler entry of the МОН and municipality storage availability. */
export const monAvailabilityRoutes: AreaImplementations<MonRouteId> = {
  'storage.storageAvailability': entry.query(storageAvailability),
};

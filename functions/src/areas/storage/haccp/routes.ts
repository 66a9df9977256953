import type { storageHaccpRoutes } from '@gradina/shared/manifest/routes/storage/haccp';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { type HaccpBody, haccpEntries, haccpEntry, removeHaccpEntry, saveHaccpEntry } from './haccp';
import { haccpKeys } from './items';

type HaccpRouteId = (typeof storageHaccpRoutes)[number]['id'];

/** The handler entries of the HACCP journals. */
export const haccpRoutes: AreaImplementations<HaccpRouteId> = {
  'storage.haccpEntries': entry.query(haccpEntries),
  'storage.haccpEntry': entry.pathId(haccpEntry),
  'storage.saveHaccpEntry': async ({ session, body }) => saveHaccpEntry(session, body as HaccpBody),
  'storage.deleteHaccpEntry': entry.pathId(removeHaccpEntry),
};

export const haccpObjects: ObjectLoaders<HaccpRouteId> = {
  'storage.saveHaccpEntry': kindergartenItemOfBody(haccpKeys.entry),
  'storage.deleteHaccpEntry': kindergartenItemAtPath(haccpKeys.entry),
};

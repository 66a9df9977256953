import type { storageHaccpRoutes } from '@gradina/shared/manifest/routes/storage/haccp';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { type HaccpBody, haccpEntries, haccpEntry, removeHaccpEntry, saveHaccpEntry } from './haccp';
import { haccpKeys } from './items';

type HaccpRouteId = (typeof storageHaccpRoutes)[number]['id'];

/** The handler entries of the HACCP journals. */
export const haccpRoutes: AreaImplementations<HaccpRouteId> = {
  'storage.haccpEntries': async ({ session, query }) => haccpEntries(session, query),
  'storage.haccpEntry': async ({ session, path }) => haccpEntry(session, path.id),
  'storage.saveHaccpEntry': async ({ session, body }) => saveHaccpEntry(session, body as HaccpBody),
  'storage.deleteHaccpEntry': async ({ session, path }) => removeHaccpEntry(session, path.id),
};

export const haccpObjects: ObjectLoaders<HaccpRouteId> = {
  'storage.saveHaccpEntry': kindergartenItemOfBody(haccpKeys.entry),
  'storage.deleteHaccpEntry': kindergartenItemAtPath(haccpKeys.entry),
};

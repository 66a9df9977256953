import { randomUUID } from 'node:crypto';
import type { storageManufacturerRoutes as manifest } from '@gradina/shared/manifest/routes/storage/manufacturers';
import { byBulgarianName } from '../../../platform/db';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { saved } from '../../../platform/http/replies';
import { createManufacturer, manufacturersOf } from './items';

/** The handler entries of the manufacturers (a list and an add form). */
export const manufacturerRoutes: FeatureRoutes<typeof manifest> = {
  'storage.manufacturers': async ({ session }) =>
    (await manufacturersOf(session.kindergartenId))
      .sort(byBulgarianName)
      .map(({ id, name }) => ({ id, name })),
  'storage.createManufacturer': async ({ session, body }) => {
    const id = randomUUID();
    await createManufacturer({ id, kindergartenId: session.kindergartenId, name: body.name });
    return saved(id);
  },
};

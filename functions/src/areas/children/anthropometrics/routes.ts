import type { childrenAnthropometricRoutes } from '@gradina/shared/manifest/routes/children/anthropometrics';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { deleteMeasurement, listMeasurements, saveMeasurement } from './anthropometrics';
import { childObject, readChild } from './child-access';
import { parseMeasurementId, readMeasurement } from './items';

/** The handler entries of the measurements: thin calls of the feature's domain functions. */
export const anthropometricRoutes: FeatureRoutes<
  typeof childrenAnthropometricRoutes,
  typeof anthropometricObjects
> = {
  'children.anthropometrics': entry.query(listMeasurements),
  // "Not in the future" depends on today; tests fix it with the clock header.
  'children.saveAnthropometric': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => saveMeasurement(session, body, object.item)),
  'children.deleteAnthropometric': entry.object(deleteMeasurement),
};

/** The objects of the writes: the child measured (its group's teachers may), or the measurement and its child. */
export const anthropometricObjects = {
  'children.saveAnthropometric': async ({ session, body }) => {
    const child = await readChild(session.kindergartenId, body.studentId);
    return child && childObject(child);
  },
  'children.deleteAnthropometric': async ({ session, path }) => {
    const named = parseMeasurementId(path.id);
    if (!named) return undefined;
    const [m, child] = await Promise.all([
      readMeasurement(session.kindergartenId, named.childId, named.date),
      readChild(session.kindergartenId, named.childId),
    ]);
    return m && child ? childObject(child, m) : undefined;
  },
} satisfies FeatureLoaders<typeof childrenAnthropometricRoutes>;

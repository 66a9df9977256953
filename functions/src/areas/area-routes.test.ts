import { activeAreas, type RouteDef, routesOfArea } from '@gradina/shared';
import { describe, expect, it } from 'vitest';

/**
 * Each area's handler imports the manifest's route files of its area one by one, so its Lambda bundles no
 * other area's schemas. A route file added to the manifest but not to its area's handler would answer 404
 * on AWS: the handler's list must hold exactly the manifest's routes of the area.
 */
describe('route files of the area handlers', () => {
  it.each(activeAreas)('%s lists every route of its area', async (area) => {
    const { areaRoutes } = (await import(`./${area}/handler.ts`)) as { areaRoutes: RouteDef[][] };
    const listed = areaRoutes.flat().filter((r) => r.area === area);
    expect(listed.map((r) => r.id).sort()).toEqual(
      routesOfArea(area)
        .map((r) => r.id)
        .sort(),
    );
  });
});

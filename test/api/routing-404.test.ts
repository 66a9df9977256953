import { beforeAll, describe, expect, it } from 'vitest';
import { type AreaName, activeAreas, areaOfPath } from '../../shared/src/manifest/index';
import { api } from '../support/api';
import { call } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/** One call of the spec (api-calls.tsv) per area whose Lambda the product does not have yet. */
const specCallOfArea: Partial<Record<AreaName, [string, string]>> = {
  payments: ['GET', '/api/activities/provider-invoices/overview'],
  activities: ['GET', '/api/Activities/overview-models'],
  books: ['GET', '/api/administration/BookManagement'],
  neispuo: ['GET', '/api/administration/NeispuoAdmin/school-years'],
  planning: ['GET', '/api/administration/PublisherManagement'],
  attendance: ['GET', '/api/StudentAttendances/7/3/2026'],
  children: ['GET', '/api/StudentAchievements/report'],
  staff: ['GET', '/api/TeacherAttendances'],
  storage: ['GET', '/api/StockReferences/calculations/staff-nutrition-report'],
  kitchen: ['GET', '/api/menus/overview-models'],
  references: ['GET', '/api/MONReferences/attendances'],
};
const unbuilt = Object.entries(specCallOfArea).filter(([area]) => !activeAreas.includes(area as AreaName));

const routeNotFound = {
  code: 'route_not_found',
  errorMessage: 'Търсеният адрес не съществува.',
  isSuccessful: false,
};

// Unknown paths are not in the manifest, so they go through the raw client; the signed-in caller is the kits'.
let kg: GivenKindergarten;
let token: string;
beforeAll(async () => {
  kg = await given.kindergarten();
  token = kg.director.token;
});

describe('unknown routes', () => {
  it('the spec calls name the areas they stand for', () => {
    for (const [area, [, path]] of Object.entries(specCallOfArea)) expect(areaOfPath(path), path).toBe(area);
  });

  it.each(unbuilt)(
    'a spec call of an area not built yet (%s) answers 404 route_not_found, signed in or not',
    async (_area, [method, path]) => {
      for (const options of [{}, { token }]) {
        const reply = await call(method, path, options);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body).toEqual(routeNotFound);
        expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      }
    },
  );

  it('a path outside every area answers 404 route_not_found, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const reply = await call(method, '/api/no-such-controller/42', { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(routeNotFound);
    }
    expect((await call('GET', '/api')).body).toEqual(routeNotFound);
  });

  it('a built area still answers its routes', async () => {
    expect((await api(kg.director, 'lookups.regions')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { type RouteDef, routes } from '../../shared/src/manifest/index';
import { roleCan } from '../../shared/src/permissions';
import { anAccount, testPassword } from '../support/accounts';
import { call, fillPath, signIn } from '../support/api-client';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import { exampleHeaders, routeExamples } from './route-examples';

/**
 * Every DELETE route of the manifest: what does not exist, and what belongs to another kindergarten (or another
 * user), answers 404 with the JSON error shape, never a 200 that deleted nothing nor a 403 that confirms it
 * exists. Generated from the manifest, so a new DELETE route is covered the day it is added.
 */

const demoRoles: [string, Role][] = [
  ['director', Role.Director],
  ['master', Role.Master],
  ['teacher', Role.Teacher],
  ['parent', Role.Parent],
];
const withoutKindergarten = new Set<Role>([Role.MON, Role.Municipality, Role.Master]);

/** The first demo role the route's permission lets through (sessions with a kindergarten for tenant routes). */
function callerOf(route: RouteDef): string {
  const p = route.permission;
  if (p.kind !== 'resource') return 'director';
  const found = demoRoles.find(
    ([, role]) => roleCan(role, p.resource, p.action) && !(p.tenant && withoutKindergarten.has(role)),
  );
  if (!found) throw new Error(`no demo role may call ${route.id}`);
  return found[0];
}

const deleteRoutes = routes.filter((r) => r.method === 'DELETE');
const pathParams = (r: RouteDef) => [...r.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
/** Ids a DELETE takes in its query instead of its path (`?certificateId=`). */
const queryIds = (r: RouteDef) =>
  Object.keys((r.request.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}).filter((k) =>
    /^id$|Id$/.test(k),
  );

function expectNotFound(reply: { status: number; body: unknown }) {
  const summary = `${reply.status} ${JSON.stringify(reply.body)}`;
  expect(reply.status, summary).toBe(404);
  expect(reply.body, summary).toMatchObject({ isSuccessful: false, code: expect.any(String) });
  expect((reply.body as { errorMessage: string }).errorMessage, summary).toMatch(/[а-яА-Я]/);
}

describe('DELETE routes answer 404 for what the caller cannot delete', () => {
  it('the manifest has DELETE routes', () => expect(deleteRoutes.length).toBeGreaterThan(3));

  for (const route of deleteRoutes) {
    const params = pathParams(route);
    const ids = queryIds(route);
    it(`${route.method} ${route.path}: a random id that does not exist`, async () => {
      // A route without an id acts on the caller's own object: a fresh account has none.
      const token =
        params.length === 0 && ids.length === 0
          ? await signIn(
              (await anAccount({ active: true, kindergartenId: (await loadWorld()).kindergartenId })).email,
              testPassword,
            )
          : await signIn(`${callerOf(route)}@demo.gradina.bg`);
      const path = Object.fromEntries(params.map((p) => [p, crypto.randomUUID()]));
      const query = Object.fromEntries(ids.map((q) => [q, crypto.randomUUID()]));
      expectNotFound(await call(route.method, fillPath(route.path, path), { token, query }));
    });

    const p = route.permission;
    const kindergartenRoute = p.kind !== 'resource' || roleCan(Role.Director, p.resource, p.action);
    if (params.length + ids.length > 0 && kindergartenRoute) {
      it(`${route.method} ${route.path}: an object of another kindergarten`, async () => {
        const example = await routeExamples[route.id as keyof typeof routeExamples](await loadWorld());
        const owner = await signIn(`${callerOf(route)}@demo.gradina.bg`);
        const own = example.asCaller ? await example.asCaller({ token: owner }) : {};
        const stranger = await signIn((await otherKindergartenDirector()).email);
        const reply = await call(route.method, fillPath(route.path, own.path ?? example.path), {
          token: stranger,
          query: own.query ?? example.query,
          body: own.body ?? example.body,
          headers: exampleHeaders(example),
        });
        await own.cleanUp?.();
        expectNotFound(reply);
      });
    }
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { type RouteDef, routes } from '../../shared/src/manifest/index';
import { roleCan } from '../../shared/src/permissions';
import { anAccount, testPassword } from '../support/accounts';
import { call, fillPath, signIn } from '../support/api-client';
import { childrenOfGroup, groupsOfKindergarten } from '../support/stored';
import { loadWorld } from '../support/world';
import { anotherFamilysChild, demoParentChildren } from './examples/parents';
import {
  type CallerExample,
  type ExampleWorld,
  exampleHeaders,
  type RouteExample,
  routeExamples,
} from './route-examples';

/**
 * The rule across the children area (issue #13): a parent sees only their own children, everywhere. EVERY
 * route of the area is taken from the manifest (routes added later are covered the day they get their example)
 * and called with its example:
 * - as a parent of another family (linked to one child of the demo kindergarten): a request that names any
 *   other child is refused with 403 or 404, and no answer carries another child's id;
 * - as the demo parent, with every child the example names replaced by the parent's own child: a route the
 *   parent's rights allow is not refused (no 403) for their own child.
 */

const areaRoutes = routes.filter((r) => r.area === 'children');

let world: ExampleWorld;
let allChildren: string[];
let strangerChild: string;
let strangerToken: string;
let ownChild: string;
let parentToken: string;

async function childrenOfKindergarten(kindergartenId: string): Promise<string[]> {
  const groups = await groupsOfKindergarten(kindergartenId);
  const lists = await Promise.all(groups.map((g) => childrenOfGroup(kindergartenId, String(g.id))));
  return lists.flat().map((c) => String(c.id));
}

beforeAll(async () => {
  world = await loadWorld();
  allChildren = await childrenOfKindergarten(world.kindergartenId);
  strangerChild = await anotherFamilysChild(world);
  // A parent of another family: a member of the demo kindergarten, linked by the director to one child.
  const stranger = await anAccount({ kindergartenId: world.kindergartenId, role: Role.Parent, active: true });
  const linked = await call('POST', '/api/Parents', {
    token: await signIn(world.directorEmail),
    body: {
      kindergartenId: world.kindergartenId,
      childId: strangerChild,
      firstName: 'Непозната',
      lastName: 'Майка',
      email: stranger.email,
      relation: 1,
    },
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  strangerToken = await signIn(stranger.email, testPassword);
  ownChild = (await demoParentChildren(world))[0]!;
  parentToken = await signIn('parent@demo.gradina.bg');
}, 120_000);

/** Every string an example sends (path, query, body), to find the children it names. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The example with every child of the kindergarten it names replaced by `childId`. */
function withChild<T>(value: T, children: ReadonlySet<string>, childId: string): T {
  if (typeof value === 'string') return (children.has(value) ? childId : value) as T;
  if (Array.isArray(value)) return value.map((v) => withChild(v, children, childId)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withChild(v, children, childId)]),
    ) as T;
  return value;
}

async function send(route: RouteDef, example: RouteExample, token: string, own: CallerExample) {
  return call(route.method, fillPath(route.path, own.path ?? example.path), {
    token,
    query: own.query ?? example.query,
    body: own.body ?? example.body,
    headers: exampleHeaders(example),
  });
}

const parentMay = (route: RouteDef) =>
  route.permission.kind !== 'resource' ||
  roleCan(Role.Parent, route.permission.resource, route.permission.action);

describe('a parent reaches only their own children on every route of the children area', () => {
  it('the area has routes, and every one has an example', () => {
    expect(areaRoutes.length).toBeGreaterThan(0);
    expect(areaRoutes.filter((r) => !(r.id in routeExamples)).map((r) => r.id)).toEqual([]);
  });

  for (const route of areaRoutes) {
    it(`${route.method} ${route.path} (${route.id}): another family's child is refused`, async () => {
      const example = await routeExamples[route.id as keyof typeof routeExamples](world);
      const own = example.asCaller ? await example.asCaller({ token: strangerToken }) : {};
      const reply = await send(route, example, strangerToken, own);
      await own.cleanUp?.();
      const summary = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
      expect(reply.status, summary).toBeLessThan(500);
      const foreign = new Set(allChildren.filter((c) => c !== strangerChild));
      const named = stringsOf([
        own.path ?? example.path,
        own.query ?? example.query,
        own.body ?? example.body,
      ]);
      if (named.some((s) => foreign.has(s))) expect([403, 404], summary).toContain(reply.status);
      if (reply.status < 300) {
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
        expect(
          [...foreign].filter((c) => text.includes(c)),
          `${route.id} answered another family's child`,
        ).toEqual([]);
      }
    });

    if (!parentMay(route)) continue;
    it(`${route.method} ${route.path} (${route.id}): the parent's own child is not refused`, async () => {
      const example = await routeExamples[route.id as keyof typeof routeExamples](world);
      const children = new Set(allChildren);
      const mine = withChild(example, children, ownChild);
      const own = mine.asCaller ? await mine.asCaller({ token: parentToken }) : {};
      const reply = await send(route, mine, parentToken, own);
      await own.cleanUp?.();
      const summary = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
      expect(reply.status, summary).toBeLessThan(500);
      expect(reply.status, summary).not.toBe(403);
    });
  }
});

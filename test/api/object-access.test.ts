import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../functions/src/platform/auth/users';
import { Role } from '../../shared/src/enums';
import { type ObjectRule, type RouteDef, routes } from '../../shared/src/manifest/index';
import { roleCan } from '../../shared/src/permissions';
import { call, fillPath, signIn } from '../support/api-client';
import { delivered } from '../support/deliveries';
import { addGroupTeacher, childrenOfGroup, groupsOfKindergarten } from '../support/stored';
import { loadWorld, otherKindergartenDirector } from '../support/world';
import { eventBody, pollBody } from './examples/communication';
import { aUserGroup, groupBody } from './examples/identity-access';
import { aDayEatenBy } from './examples/kitchen-calculations';
import { measurementPortfolioFixtures } from './examples/measurement-portfolio-fixtures';
import { type ExampleWorld, exampleHeaders, type RouteExample, routeExamples } from './route-examples';

/**
 * Object-level rights of every write route with an object rule (docs/permissions.md, "Object-level
 * rights"). For each route a fresh object is created by its author (a teacher who is not a manager, so
 * authorship is what lets them in) and the route is called by each principal below; the expectation comes
 * from the rule and the role's rights, as the pipeline decides it. A route that gets an object rule without
 * a fixture here fails the first test.
 *
 * Refusals: an object of the session's kindergarten that the caller may not change answers 403 (staff see
 * most of their kindergarten's records, "not found" would only confuse them); another kindergarten's
 * object, and correspondence neither written by nor addressed to the caller, do not exist for them: 404.
 * A DELETE the caller may not make answers 404 too, as a delete of nothing would (issue #18).
 */
type Who =
  | 'author'
  | 'director'
  | 'groupTeacher'
  | 'otherGroupTeacher'
  | 'otherStaff'
  | 'parent'
  | 'otherKindergarten';

/** `addressed`: the suite's messages and polls are addressed to them (or written by them). */
const principals: { who: Who; role: Role; covers: ObjectRule['kind'][]; addressed?: true }[] = [
  {
    who: 'author',
    role: Role.Teacher,
    covers: ['authored', 'group', 'own', 'recipient', 'groupRead'],
    addressed: true,
  },
  { who: 'director', role: Role.Director, covers: ['authored', 'group', 'groupRead'] },
  // Teaches the object's group, and the messages and polls are addressed to them.
  { who: 'groupTeacher', role: Role.Teacher, covers: ['group', 'recipient', 'groupRead'], addressed: true },
  { who: 'otherGroupTeacher', role: Role.Teacher, covers: [] },
  // The manciple: a group-read object is theirs to read when they hold the right (a day's calculation).
  { who: 'otherStaff', role: Role.Manciple, covers: ['groupRead'] },
  { who: 'parent', role: Role.Parent, covers: [] },
  { who: 'otherKindergarten', role: Role.Director, covers: ['authored', 'group'] },
];

/** Correspondence (`own`, `recipient`) that is neither theirs nor addressed to them does not exist for a caller. */
const privateRules: ObjectRule['kind'][] = ['own', 'recipient'];

interface Fixture {
  world: ExampleWorld;
  /** The author, the teachers of group 1 and group 2: users created for this suite. */
  ids: Record<'author' | 'groupTeacher' | 'otherGroupTeacher', string>;
  groups: [string, string];
  author: string;
}

/** Creates the object as its author and answers the request that acts on it (edits name version 1). */
type ObjectFixture = (f: Fixture) => Promise<RouteExample>;

async function as(token: string, method: string, path: string, body?: unknown) {
  const reply = await call(method, path, { token, body });
  if (reply.status >= 300)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  // The object reaches the teachers it is addressed to through the queue before they act on it.
  await delivered();
  return String((reply.body as { entityId: string }).entityId);
}

const event = (f: Fixture) =>
  as(f.author, 'POST', '/api/Events/', { ...eventBody(f.world), userIds: [f.ids.groupTeacher] });
const poll = (f: Fixture) =>
  as(f.author, 'POST', '/api/Polls/', { ...pollBody(f.world), userIds: [f.ids.author, f.ids.groupTeacher] });
const message = (f: Fixture) =>
  as(f.author, 'POST', '/api/Messages', {
    title: 'Екскурзия',
    content: '<p>Тръгваме в 9 ч.</p>',
    userIds: [f.ids.groupTeacher],
  });
const boardBody = (f: Fixture) => ({
  title: 'Родителска среща на групата',
  content: '<p>В четвъртък от 17:30 ч.</p>',
  groupIds: [f.groups[0]],
});
const boardMessage = (f: Fixture) => as(f.author, 'POST', '/api/Dashboards/message', boardBody(f));

/** A day's meal calculation on which only the first group eats (the teachers of group 1 read it). */
const aDay = async (f: Fixture) => aDayEatenBy(f.world.kindergartenId, f.groups[0]);

const fixtures: Record<string, ObjectFixture> = {
  'kitchen.calculation': async (f) => ({
    query: { kindergartenId: f.world.kindergartenId, date: await aDay(f) },
  }),
  'kitchen.calculationAttendances': async (f) => ({ path: { id: await aDay(f) } }),
  'kitchen.calculationProducts': async (f) => ({ path: { id: await aDay(f) } }),
  'kitchen.calculationPrint': async (f) => ({ path: { id: await aDay(f) } }),
  'communication.saveEvent': async (f) => ({
    body: { ...eventBody(f.world), id: await event(f), version: 1, title: 'Коледно тържество (нов час)' },
  }),
  'communication.deleteEvent': async (f) => ({ path: { id: await event(f) } }),
  'communication.updatePoll': async (f) => ({
    path: { id: await poll(f) },
    body: { ...pollBody(f.world), question: 'Екскурзия (уточнено)', version: 1 },
  }),
  'communication.deletePoll': async (f) => ({ path: { id: await poll(f) } }),
  'communication.vote': async (f) => ({
    body: { pollId: await poll(f), answers: [{ questionId: 'q1', optionIds: ['o1'] }] },
  }),
  'communication.saveBoardMessage': async (f) => ({
    body: { ...boardBody(f), id: await boardMessage(f), version: 1, title: 'Родителска среща (нов час)' },
  }),
  'communication.deleteBoardMessage': async (f) => ({ path: { id: await boardMessage(f) } }),
  'communication.updateMessage': async (f) => ({
    body: {
      id: await message(f),
      version: 1,
      title: 'Екскурзия (променена)',
      content: '<p>Тръгваме в 10 ч.</p>',
    },
  }),
  'communication.deleteMessage': async (f) => ({ path: { id: await message(f) } }),
  'communication.replyToMessage': async (f) => ({
    path: { id: await message(f) },
    body: { content: '<p>Благодаря!</p>' },
  }),
  'communication.deleteReply': async (f) => {
    const messageId = await message(f);
    const replyId = await as(f.author, 'POST', `/api/Messages/reply/${messageId}`, {
      content: '<p>Още нещо</p>',
    });
    return { path: { messageId, replyId } };
  },
  // The example creates a group; editing one needs its id (the director is its author here).
  'identity.saveUserRole': async (f) => {
    const group = await aUserGroup(f.world);
    return { body: { ...(await groupBody(f.world)), id: group.id, version: group.version } };
  },
  ...measurementPortfolioFixtures,
  // A mark of a child of the first group (its teachers may mark) on a far working day no suite reads.
  'attendance.markAttendance': async (f) => {
    const [child] = await childrenOfGroup(f.world.kindergartenId, f.groups[0]);
    return {
      body: {
        kindergartenId: f.world.kindergartenId,
        groupId: f.groups[0],
        cells: [{ studentId: String(child!.id), forDate: '2098-03-11', type: 2 }],
      },
      // Marks are taken only up to today: the far day is marked as on the day after its month.
      now: '2098-04-01T10:00:00+03:00',
    };
  },
};

const objectRoutes = routes.filter(
  (r): r is RouteDef & { object: ObjectRule } => !!r.object && r.object !== 'none',
);

function expected(
  route: RouteDef & { object: ObjectRule },
  p: (typeof principals)[number],
): 'allowed' | 403 | 404 {
  if (p.who === 'otherKindergarten') return 404;
  const perm = route.permission;
  if (perm.kind === 'resource' && !roleCan(p.role, perm.resource, perm.action)) return 403;
  // A kindergarten rule's objects are the director's (the route example creates them): the right decides.
  if (route.object.kind === 'kindergarten') return 'allowed';
  if (p.covers.includes(route.object.kind)) return 'allowed';
  if (route.method === 'DELETE') return 404;
  return privateRules.includes(route.object.kind) && !p.addressed ? 404 : 403;
}

/**
 * Two groups of the demo kindergarten with children (the children fixtures act on a child of the first; other
 * suites add empty groups to the same kindergarten); the suite's teachers are added to their teacher lists.
 */
async function twoGroups(kindergartenId: string): Promise<[string, string]> {
  const [a, b] = (await groupsOfKindergarten(kindergartenId))
    .filter((g) => Number(g.childrenCount ?? 0) > 0 && !g.closedOn)
    .map((i) => String(i.id));
  if (!a || !b) throw new Error('the demo kindergarten has fewer than two groups');
  return [a, b];
}

async function aTeacher(kindergartenId: string, name: string): Promise<{ id: string; email: string }> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`;
  const id = await createUser({
    firstName: 'Учител',
    lastName: name,
    email,
    password: 'Gradina2026',
    baseRole: Role.Teacher,
    memberships: [{ kindergartenId, role: Role.Teacher }],
  });
  return { id, email };
}

let fixture: Fixture;
const tokens = new Map<Who, string>();

beforeAll(async () => {
  const world = await loadWorld();
  const kg = world.kindergartenId;
  const groups = await twoGroups(kg);
  const [author, groupTeacher, otherGroupTeacher] = await Promise.all(
    ['Автор', 'Групов', 'Друг'].map((n) => aTeacher(kg, n)),
  );
  await addGroupTeacher(kg, groups[0], author!.id);
  await addGroupTeacher(kg, groups[0], groupTeacher!.id);
  await addGroupTeacher(kg, groups[1], otherGroupTeacher!.id);
  const emails: Record<Who, string> = {
    author: author!.email,
    director: world.directorEmail,
    groupTeacher: groupTeacher!.email,
    otherGroupTeacher: otherGroupTeacher!.email,
    otherStaff: 'manciple@demo.gradina.bg',
    parent: 'parent@demo.gradina.bg',
    otherKindergarten: (await otherKindergartenDirector()).email,
  };
  for (const [who, email] of Object.entries(emails)) tokens.set(who as Who, await signIn(email));
  fixture = {
    world,
    groups,
    author: tokens.get('author')!,
    ids: { author: author!.id, groupTeacher: groupTeacher!.id, otherGroupTeacher: otherGroupTeacher!.id },
  };
});

/** Another kindergarten's screen sends its own kindergarten, not ours. */
function asShownBy(part: unknown, kindergartenId: string): unknown {
  if (!part || typeof part !== 'object' || !('kindergartenId' in part)) return part;
  return { ...part, kindergartenId };
}

describe('object-level rights', () => {
  it('has a fixture (or a route example that names the object) for every route with an object rule', () => {
    const uncovered = objectRoutes.filter((r) => r.object.kind !== 'kindergarten' && !fixtures[r.id]);
    expect(uncovered.map((r) => r.id)).toEqual([]);
  });

  it('lets at least one principal through on every route, so no case passes by refusing everyone', () => {
    const closed = objectRoutes.filter((r) => principals.every((p) => expected(r, p) !== 'allowed'));
    expect(closed.map((r) => r.id)).toEqual([]);
  });

  for (const route of objectRoutes) {
    describe(`${route.method} ${route.path} (${route.object.kind})`, () => {
      for (const p of principals) {
        const want = expected(route, p);
        it(`${p.who}: ${want}`, async () => {
          const example = fixtures[route.id]
            ? await fixtures[route.id]!(fixture)
            : await routeExamples[route.id as keyof typeof routeExamples](fixture.world);
          const other =
            p.who === 'otherKindergarten' ? (await otherKindergartenDirector()).kindergartenId : null;
          const reply = await call(route.method, fillPath(route.path, example.path), {
            token: tokens.get(p.who),
            query: (other ? asShownBy(example.query, other) : example.query) as Record<string, string>,
            body: other ? asShownBy(example.body, other) : example.body,
            headers: exampleHeaders(example),
          });
          const summary = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
          if (want === 'allowed') {
            expect(reply.status, summary).toBeLessThan(300);
            const body = reply.body as { isSuccessful?: boolean };
            if (typeof body === 'object' && body && 'isSuccessful' in body)
              expect(body.isSuccessful, summary).toBe(true);
          } else {
            expect(reply.status, summary).toBe(want);
            expect((reply.body as { errorMessage: string }).errorMessage, summary).toMatch(/[а-яА-Я]/);
          }
        });
      }
    });
  }
});

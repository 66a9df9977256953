import { describe, expect, it } from 'vitest';
import { measureStep } from '../bench/cost-measure';
import { type Context, monthSteps, type Who } from '../bench/cost-month';
import { callRoute } from '../bench/route-meter';
import { signIn, testUrl } from '../support/api-client';
import { loadWorld } from '../support/world';
import { routeExamples } from './route-examples';

/**
 * `npm run bench:cost` prices DynamoDB per route call from the same meter `npm run bench`'s route table
 * prints (issue #34): the month's page steps are driven as the cost benchmark drives them, and every route
 * they call is called again the way the route table calls it (a fresh route example, by the same caller).
 * The same route must cost the same DynamoDB requests in both: a cost model that counted a call its own
 * way (the authorizer's read added, a repeat read that skips the first read's "seen" write) fails here.
 */
const readSteps = [
  'staff: inbox page',
  'parent: inbox page and one message read',
  'calendar month (staff and parents)',
  'a reference viewed: attendance by months',
];

describe('the cost benchmark and the route table', () => {
  it('count the same DynamoDB requests for a route', async () => {
    const world = await loadWorld();
    const email: Record<Who, string> = {
      director: world.directorEmail,
      teacher: 'teacher@demo.gradina.bg',
      parent: 'parent@demo.gradina.bg',
    };
    const token = {} as Record<Who, string>;
    for (const who of Object.keys(email) as Who[]) token[who] = await signIn(email[who]);
    const context: Context = {
      url: testUrl(),
      websocketUrl: '',
      world,
      token,
      email,
      teacherGroup: { id: '', children: [] },
      payOnline: async () => false,
      calls: [],
    };
    const steps = monthSteps().filter((s) => readSteps.includes(s.what));
    expect(steps.map((s) => s.what)).toEqual(readSteps);
    let compared = 0;
    for (const step of steps) {
      const { calls } = await measureStep(context, { ...step, samples: 1 }, async () => {});
      for (const c of calls) {
        const caller = c.who === 'none' ? undefined : token[c.who];
        const fresh = await routeExamples[c.routeId](world);
        const mine = fresh.asCaller && caller ? await fresh.asCaller({ token: caller }) : undefined;
        const bench = await callRoute(testUrl(), caller, c.routeId, { ...fresh, ...mine });
        expect(bench.status, c.routeId).toBe(200);
        expect(c.meter.requests, c.routeId).toBeGreaterThan(0);
        expect(c.meter.requests, c.routeId).toBe(bench.meter.requests);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  });
});

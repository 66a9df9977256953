import { readFileSync } from 'node:fs';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { routeById } from '../../shared/src/manifest/index';

/**
 * The load generator of `npm run bench:load`, in its own process so it does not share an event loop with
 * the local cloud it measures. Reads the plan test/bench/load.ts wrote (argv[2]): the cloud's address, the
 * virtual users with their session tokens, the iterations. Each route is one autocannon run in which every
 * connection is one virtual user doing a fixed number of requests; latencies are taken per response.
 */
export interface VirtualUser {
  email: string;
  password: string;
  token: string;
  kindergartenId: string;
  groupId: string;
  /** The morning scenario: the children of the teacher's group, whose day the teacher marks. */
  children?: string[];
}

export interface LoadPlan {
  url: string;
  users: VirtualUser[];
  iterations: number;
  /** The month the calendar shows, as the SPA asks for it (web/src/features/communication/calendar). */
  calendar: { fromDate: string; toDate: string };
  /** `visit` (default): a staff member's visit of the pages; `morning`: every teacher marks their group. */
  scenario?: 'visit' | 'morning';
  /** The morning scenario's day (a working day no other run marks). */
  morningDay?: string;
}

interface Step {
  route: string;
  /** Sign-in happens once per visit; the pages are opened `iterations` times. */
  once?: boolean;
  request(user: VirtualUser, plan: LoadPlan): CannonRequest;
}

const json = (token: string | undefined, body: unknown): Partial<CannonRequest> => ({
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});
const get = (user: VirtualUser, path: string): CannonRequest => ({
  method: 'GET',
  path,
  headers: { authorization: `Bearer ${user.token}` },
});

/** The visit of a staff member: sign in, the home page (shell, statistics), inbox, a message, calendar. */
const pathOf = (id: string) => routeById.get(id)!.path;

const steps: Step[] = [
  {
    route: 'sign-in',
    once: true,
    request: (u) => ({
      method: 'POST',
      path: '/api/identity/login',
      ...json(undefined, { identifier: u.email, password: u.password, identifierKind: 0 }),
    }),
  },
  // The home page as the SPA loads it: the frame and the statistics, one request each (issue #11).
  { route: 'home: shell', request: (u) => get(u, pathOf('communication.shell')) },
  {
    route: 'home: statistics',
    request: (u) => get(u, `${pathOf('communication.home')}?kindergartenId=${u.kindergartenId}`),
  },
  {
    route: 'inbox',
    request: (u) =>
      get(u, `/api/Messages/overview-models?PageNumber=1&PageSize=10&kindergartenId=${u.kindergartenId}`),
  },
  {
    route: 'message to a group',
    request: (u) => ({
      method: 'POST',
      path: '/api/Messages',
      ...json(u.token, {
        title: 'Родителска среща',
        content: '<p>Уважаеми родители, срещата е в <strong>четвъртък</strong> от 17:30 ч.</p>',
        groupIds: [u.groupId],
        kindergartenId: u.kindergartenId,
      }),
    }),
  },
  {
    route: 'calendar month',
    request: (u, p) =>
      get(
        u,
        `/api/Events/overview-models?fromDate=${p.calendar.fromDate}&toDate=${p.calendar.toDate}&kindergartenId=${u.kindergartenId}`,
      ),
  },
];

/**
 * The morning (issue #34): every teacher signs in, opens their group's month, saves the day for the whole
 * group in one request and reads the month back, all teachers at once, each step once.
 */
const [morningYear, morningMonth] = ['2098', '3'];
const grid = (u: VirtualUser) =>
  get(
    u,
    `/api/StudentAttendances/${u.groupId}/${morningMonth}/${morningYear}?kindergartenId=${u.kindergartenId}`,
  );
const morningSteps: Step[] = [
  { ...steps[0]!, once: true },
  { route: 'open the group month', once: true, request: grid },
  {
    route: 'mark the day',
    once: true,
    request: (u, p) => ({
      method: 'POST',
      path: pathOf('attendance.markAttendance'),
      ...json(u.token, {
        kindergartenId: u.kindergartenId,
        groupId: u.groupId,
        cells: (u.children ?? []).map((studentId) => ({ studentId, forDate: p.morningDay, type: 2 })),
      }),
    }),
  },
  { route: 'read the month back', once: true, request: grid },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(step: Step, plan: LoadPlan) {
  const perUser = step.once ? 1 : plan.iterations;
  const expected = plan.users.length * perUser;
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const result = await autocannon({
    url: plan.url,
    connections: plan.users.length,
    // `amount` also lifts autocannon's default 10 s duration, which would cut a slow run short silently.
    amount: expected,
    maxConnectionRequests: perUser,
    timeout: 60,
    setupClient(client) {
      const user = plan.users[next++ % plan.users.length]!;
      client.setRequests([step.request(user, plan)]);
      client.on('response', (status, _bytes, ms) => {
        latencies.push(ms);
        if (status >= 300) failures.set(status, (failures.get(status) ?? 0) + 1);
      });
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    route: step.route,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // Requests that never completed count as errors too.
    errors: result.errors + result.timeouts + result.non2xx + (expected - result.requests.total),
    failures,
  };
}

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
  console.log(
    (plan.scenario === 'morning'
      ? `${plan.users.length} teachers marking their groups at once, each step once\n`
      : `${plan.users.length} virtual users, ${plan.iterations} iterations of each page (sign-in once)\n`) +
      `${'route'.padEnd(22)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'errors'.padStart(6)}`,
  );
  let errors = 0;
  for (const step of plan.scenario === 'morning' ? morningSteps : steps) {
    const r = await run(step, plan);
    errors += r.errors;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `${r.route.padEnd(22)} ${String(r.requests).padStart(8)} ${r.perSecond.toFixed(1).padStart(7)} ${ms(r.p50).padStart(8)} ${ms(r.p95).padStart(8)} ${ms(r.p99).padStart(8)} ${String(r.errors).padStart(6)}`,
    );
    for (const [status, count] of r.failures) console.log(`    ${count} × HTTP ${status}`);
  }
  console.log(`errors: ${errors}`);
  process.exitCode = errors > 0 ? 1 : 0;
}

await main();

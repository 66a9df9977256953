import path from 'node:path';
import { onDbRequest } from '../../functions/src/platform/db/client';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';

/**
 * `npx tsx test/bench/communication.ts`: DynamoDB requests of the communication calls, read from the
 * local cloud's X-Gradina-Db header (handler only; the authorizer's session read is one more), and the
 * requests the queue spends fanning a message out to every parent of a kindergarten. Figures, not a test:
 * the inbox page and the badges must stay at 1-2 requests however large the inbox grows.
 */
async function main() {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-communication'),
    inMemory: true,
    quiet: true,
  });
  try {
    const url = cloud.url;
    const signIn = async (email: string) => {
      const r = await fetch(`${url}/api/identity/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password: 'Gradina2026', identifierKind: 0 }),
      });
      return ((await r.json()) as { token: string }).token;
    };
    const director = await signIn('director@demo.gradina.bg');
    const teacher = await signIn('teacher@demo.gradina.bg');
    const parent = await signIn('parent@demo.gradina.bg');
    const me = async (token: string) =>
      (await (
        await fetch(`${url}/api/identity/user-data`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        id: string;
      };
    const teacherId = (await me(teacher)).id;
    const parentId = (await me(parent)).id;

    const rows: string[] = [];
    const measure = async (label: string, token: string, method: string, p: string, body?: unknown) => {
      const res = await fetch(`${url}${p}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      const meter = Object.fromEntries(
        (res.headers.get('x-gradina-db') ?? '')
          .split(';')
          .filter(Boolean)
          .map((x) => x.split('=') as [string, string]),
      );
      rows.push(
        `${label.padEnd(58)} ${String(res.status).padStart(6)} ${String(meter.requests ?? '-').padStart(8)} ${Number(
          meter.rcu ?? 0,
        )
          .toFixed(1)
          .padStart(7)} ${Number(meter.wcu ?? 0)
          .toFixed(1)
          .padStart(7)} ${String(meter.items ?? '-').padStart(6)}`,
      );
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    const direct = (title: string) => ({ userId: teacherId, title, content: '<p>Съобщение</p>' });

    const sent = await measure(
      'send: direct message (delivered in the request)',
      director,
      'POST',
      '/api/Messages/direct',
      direct('Първо'),
    );
    const id = String(sent.entityId);
    await measure('send: to chosen users (6, in the request)', director, 'POST', '/api/Messages', {
      title: 'До избрани',
      content: '<p>Текст</p>',
      userIds: [teacherId, parentId],
    });
    await measure('inbox page (teacher, small inbox)', teacher, 'GET', '/api/Messages/overview-models');
    await measure('badges (teacher)', teacher, 'GET', '/api/Dashboards/badges');
    await measure('open message (teacher, marks seen)', teacher, 'GET', `/api/Messages/${id}`);
    await measure('reply (teacher -> sender)', teacher, 'POST', `/api/Messages/reply/${id}`, {
      content: '<p>Да</p>',
    });

    // Grow the teacher's inbox, then read the first and a later page again.
    for (let i = 0; i < 200; i++) {
      await fetch(`${url}/api/Messages/direct`, {
        method: 'POST',
        headers: { authorization: `Bearer ${director}`, 'content-type': 'application/json' },
        body: JSON.stringify(direct(`Съобщение ${i}`)),
      });
    }
    await measure('inbox page 1 (teacher, 200+ messages)', teacher, 'GET', '/api/Messages/overview-models');
    await measure(
      'inbox page 5 (teacher, 200+ messages)',
      teacher,
      'GET',
      '/api/Messages/overview-models?PageNumber=5',
    );
    await measure('badges (teacher, 200+ messages)', teacher, 'GET', '/api/Dashboards/badges');
    await measure('set all seen (teacher, 200 unread)', teacher, 'POST', '/api/Messages/setAllSeen', {});

    // A message to every parent: the request, then what the queue spends delivering it.
    await cloud.queue.idle();
    let queued = 0;
    const stop = onDbRequest(() => {
      queued += 1;
    });
    const before = Date.now();
    await measure('send: to every parent (queued fan-out)', director, 'POST', '/api/Messages', {
      title: 'До всички родители',
      content: '<p>Текст</p>',
      audience: 1,
    });
    await cloud.queue.idle();
    stop();
    const fanoutMs = Date.now() - before;
    await measure('inbox page (parent)', parent, 'GET', '/api/Messages/overview-models');

    const event = await measure(
      'event: create (2 recipients, in the request)',
      director,
      'POST',
      '/api/Events/',
      {
        title: 'Тържество',
        fromDate: '2026-12-18T17:00',
        toDate: '2026-12-18T19:00',
        userIds: [teacherId, parentId],
      },
    );
    await measure(
      'events of a month (parent)',
      parent,
      'GET',
      '/api/Events/overview-models?fromDate=2026-12-01&toDate=2026-12-31',
    );
    await measure('event: open (parent)', parent, 'GET', `/api/Events/${String(event.entityId)}`);
    const poll = await measure('poll: create (2 recipients)', director, 'POST', '/api/Polls/', {
      question: 'Екскурзия',
      questions: [{ text: 'Къде?', type: 1, options: ['Пловдив', 'Рила'] }],
      expirationTime: new Date(Date.now() + 86_400_000 * 3).toISOString(),
      userIds: [teacherId, parentId],
    });
    await measure('polls: active (parent)', parent, 'GET', '/api/Polls?type=1');
    await measure('poll: vote (parent)', parent, 'PUT', '/api/Polls/vote', {
      pollId: poll.entityId,
      answers: [{ questionId: 'q1', optionIds: ['o1'] }],
    });
    await measure('home page statistics (director)', director, 'GET', '/api/Dashboards');
    await measure('board (parent)', parent, 'GET', '/api/Dashboards/messages/overview-models');

    console.log('DynamoDB per call (handler only; +1 GetItem in the authorizer for signed-in routes)');
    console.log(
      `${'call'.padEnd(58)} ${'status'.padStart(6)} ${'requests'.padStart(8)} ${'RCU'.padStart(7)} ${'WCU'.padStart(7)} ${'items'.padStart(6)}`,
    );
    for (const r of rows) console.log(r);
    console.log(
      `\nQueue fan-out to every parent: ${queued} DynamoDB requests in ${fanoutMs} ms (resolve, chunks, entries, counters, push look-ups)`,
    );
  } finally {
    await cloud.stop();
  }
}

await main();

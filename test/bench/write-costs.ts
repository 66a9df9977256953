import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onDbRequest } from '../../functions/src/platform/db/client';
import { startLocalCloud } from '../../infra/local/cloud';
import { freePort } from '../../infra/local/ports';
import { api, fixedNow, type Principal } from '../support/api';
import { given } from '../support/given';

/**
 * Writes on the request path (issue #11): the DynamoDB requests of each communication write in the handler
 * (from the X-Gradina-Db header; the authorizer's session read is one more), and what the queue's consumers
 * then spend on the write's 100 recipients (every request of this process until the local queue is idle).
 * A world of its own: a group of 100 children with a parent each. Figures, not a test.
 */
const recipients = 100;

interface Row {
  write: string;
  status: number;
  requestPath: string;
  consumer: number;
  /** Every request of the call and its consumers (the handler's included). */
  byOperation: Record<string, number>;
}

const inAWeek = () => new Date(Math.max(Date.parse(fixedNow), Date.now()) + 7 * 86_400_000).toISOString();

export async function writeCosts(idle: () => Promise<void>): Promise<Row[]> {
  const kg = await given.kindergarten({ name: 'ДГ „Разходи“' }).group().parents(recipients);
  const group = { groupIds: [kg.group.id] };
  await idle();
  const rows: Row[] = [];
  const requestsOf = (headers: Headers) =>
    Number(new URLSearchParams((headers.get('x-gradina-db') ?? '').replaceAll(';', '&')).get('requests'));
  /** Every request this process sends while `call` runs and the queue drains, by operation. */
  async function counted<T>(call: () => Promise<T>) {
    const byOperation: Record<string, number> = {};
    let total = 0;
    const stop = onDbRequest((operation) => {
      total += 1;
      byOperation[operation] = (byOperation[operation] ?? 0) + 1;
    });
    try {
      const reply = await call();
      await idle();
      return { reply, total, byOperation };
    } finally {
      stop();
    }
  }
  // The handler, the authorizer and the consumers all run in this process: a read that queues nothing
  // tells what a call costs besides its handler (the authorizer's session read), to take off the total.
  const probe = await counted(() => api(kg.director, 'communication.badges'));
  const besideHandler = probe.total - requestsOf(probe.reply.headers);

  /** One write: its request-path requests, then the consumers' until the queue is idle again. */
  async function measure<T extends { status: number; headers: Headers; body: unknown }>(
    write: string,
    call: () => Promise<T>,
  ): Promise<T> {
    const { reply, total, byOperation } = await counted(call);
    const handler = requestsOf(reply.headers);
    rows.push({
      write,
      status: reply.status,
      requestPath: String(handler),
      consumer: total - handler - besideHandler,
      byOperation,
    });
    return reply;
  }

  const author: Principal = kg.director;
  const sent = await measure('message: send to a group', () =>
    api(author, 'communication.sendMessage', {
      body: { title: 'До групата', content: '<p>Текст</p>', ...group },
    }),
  );
  const messageId = String(sent.body.entityId);
  await measure('message: reply (the sender, to all)', () =>
    api(author, 'communication.replyToMessage', {
      path: { id: messageId },
      body: { content: '<p>Отговор до всички</p>' },
    }),
  );
  const { version } = (await api(author, 'communication.getMessage', { path: { id: messageId } })).body;
  await measure('message: update', () =>
    api(author, 'communication.updateMessage', {
      body: { id: messageId, title: 'До групата (променено)', content: '<p>Нов текст</p>', version },
    }),
  );
  await measure('message: delete (the sender, for everyone)', () =>
    api(author, 'communication.deleteMessage', { path: { id: messageId } }),
  );

  const poll = {
    question: 'Екскурзия',
    questions: [{ text: 'Къде?', type: 1 as const, options: ['Пловдив', 'Рила'] }],
    expirationTime: inAWeek(),
    ...group,
  };
  const created = await measure('poll: create for a group', () =>
    api(author, 'communication.createPoll', { body: poll }),
  );
  const pollId = String(created.body.entityId);
  const pollVersion = (await api(author, 'communication.getPoll', { path: { id: pollId } })).body.version;
  await measure('poll: update', () =>
    api(author, 'communication.updatePoll', {
      path: { id: pollId },
      body: { ...poll, question: 'Екскурзия през май', version: pollVersion },
    }),
  );

  const event = await measure('event: create for a group', () =>
    api(author, 'communication.saveEvent', {
      body: { title: 'Тържество', fromDate: '2026-12-18T17:00', toDate: '2026-12-18T19:00', ...group },
    }),
  );
  await measure('event: delete', () =>
    api(author, 'communication.deleteEvent', { path: { id: String(event.body.entityId) } }),
  );
  return rows;
}

/** Prints the rows under their heading (run.ts calls it while the local cloud runs). */
export function printWriteCosts(rows: Row[]) {
  console.log(
    `\nWrites on the request path (handler; +1 GetItem in the authorizer) and the queue consumers' requests for ${recipients} recipients`,
  );
  console.log(
    `${'write'.padEnd(44)} ${'status'.padStart(6)} ${'request'.padStart(8)} ${'consumer'.padStart(9)}  all requests by operation`,
  );
  for (const r of rows) {
    const ops = Object.entries(r.byOperation)
      .sort((a, b) => b[1] - a[1])
      .map(([op, n]) => `${op} ${n}`)
      .join(', ');
    console.log(
      `${r.write.padEnd(44)} ${String(r.status).padStart(6)} ${r.requestPath.padStart(8)} ${String(r.consumer).padStart(9)}  ${ops}`,
    );
  }
}

/** `npx tsx test/bench/write-costs.ts`: these rows alone, on a local cloud of their own. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.LOG_LEVEL = 'silent';
  const cloud = await startLocalCloud({
    port: await freePort(),
    dataDir: path.resolve('.test-data/bench-write-costs'),
    inMemory: true,
    quiet: true,
  });
  try {
    process.env.GRADINA_TEST_URL = cloud.url;
    printWriteCosts(await writeCosts(cloud.queue.idle));
  } finally {
    await cloud.stop();
  }
}

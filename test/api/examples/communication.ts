import { call, signIn } from '../../support/api-client';
import { delivered } from '../../support/deliveries';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { pdfUpload } from './files';

/**
 * Examples of the communication routes. Records a route needs (a message to open, a poll to vote in) are
 * created by the demo director first and addressed to every demo account of the director's kindergarten,
 * in the request itself (chosen users are delivered without the queue), so each role the permission model
 * allows finds it at once.
 */
const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = await signIn(email);
    tokens.set(email, token);
  }
  return token;
}

async function as(email: string, method: string, path: string, body?: unknown): Promise<unknown> {
  let reply = await call(method, path, { token: await tokenOf(email), body });
  if (reply.status === 401) {
    tokens.delete(email);
    reply = await call(method, path, { token: await tokenOf(email), body });
  }
  if (reply.status >= 300)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  // What an example writes reaches its recipients through the queue: the request that uses it acts as one.
  if (method !== 'GET') await delivered();
  return reply.body;
}

const director = (w: ExampleWorld) => w.directorEmail;
const master = 'master@demo.gradina.bg';

/** Every demo account that works in (or is a parent of) the demo director's kindergarten. */
export const kindergartenAccounts = (w: ExampleWorld) =>
  ['director', 'teacher', 'parent', 'administrator', 'resource-specialist', 'manciple']
    .map((r) => w.userIds[r])
    .filter((id): id is string => !!id);

const staffAccounts = (w: ExampleWorld) =>
  ['director', 'teacher', 'administrator', 'resource-specialist', 'manciple']
    .map((r) => w.userIds[r])
    .filter((id): id is string => !!id);

const entityId = (reply: unknown) => String((reply as { entityId: string }).entityId);

export const messageBody = (w: ExampleWorld) => ({
  title: 'Родителска среща',
  content: '<p>Уважаеми родители, срещата е в <strong>четвъртък</strong> от 17:30 ч.</p>',
  userIds: kindergartenAccounts(w),
});

export async function createMessage(w: ExampleWorld): Promise<string> {
  return entityId(await as(director(w), 'POST', '/api/Messages', messageBody(w)));
}

/** A message to every account of the kindergarten with one PDF attached; answers its id and the file's key. */
async function createMessageWithAttachment(w: ExampleWorld): Promise<{ id: string; fileKey: string }> {
  const file = (await as(director(w), 'POST', '/api/files/temp/upload', pdfUpload())) as { id: string };
  const id = entityId(
    await as(director(w), 'POST', '/api/Messages', {
      ...messageBody(w),
      attachments: [{ fileKey: file.id, fileName: 'Програма.pdf' }],
    }),
  );
  return { id, fileKey: file.id };
}

const tomorrow = (hour: number) => {
  const d = new Date(Date.now() + 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export const eventBody = (w: ExampleWorld) => ({
  title: 'Коледно тържество',
  description: 'В салона на детската градина',
  fromDate: tomorrow(8),
  toDate: tomorrow(10),
  allDay: false,
  userIds: kindergartenAccounts(w),
});

async function createEvent(w: ExampleWorld): Promise<string> {
  return entityId(await as(director(w), 'POST', '/api/Events/', eventBody(w)));
}

export const pollBody = (w: ExampleWorld) => ({
  question: 'Екскурзия през пролетта',
  description: 'Моля, отговорете до петък.',
  questions: [
    { text: 'Къде да отидем?', type: 1, options: ['Пловдив', 'Копривщица', 'Рила'] },
    { text: 'Кои дни са удобни?', type: 2, options: ['Петък', 'Събота'], isRequired: false },
    { text: 'Предложения', type: 3, isRequired: false },
  ],
  expirationTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  userIds: kindergartenAccounts(w),
});

async function createPoll(w: ExampleWorld): Promise<string> {
  return entityId(await as(director(w), 'POST', '/api/Polls/', pollBody(w)));
}

const voteBody = (pollId: string) => ({
  pollId,
  answers: [
    { questionId: 'q1', optionIds: ['o2'] },
    { questionId: 'q2', optionIds: ['o1', 'o2'] },
    { questionId: 'q3', text: 'Да вземем и учителите по музика.' },
  ],
});

async function createBoardMessage(w: ExampleWorld): Promise<string> {
  return entityId(
    await as(director(w), 'POST', '/api/Dashboards/message', {
      title: 'Грипна ваканция',
      content: '<p>Детската градина работи нормално.</p>',
    }),
  );
}

async function createMaintenance(cleared: boolean): Promise<string> {
  const id = entityId(
    await as(master, 'POST', '/api/administration/MaintenanceMessage', {
      title: 'Планирана поддръжка',
      content: '<p>Платформата няма да работи в неделя от 02:00 до 03:00 ч.</p>',
    }),
  );
  if (cleared) await as(master, 'DELETE', `/api/administration/MaintenanceMessage/${id}`);
  return id;
}

/**
 * One message of each kind per run: each one made is pushed to every user of every kindergarten (the access
 * matrix spent 30 s making one per caller), and clearing or acknowledging it again answers the same.
 */
const maintenance = new Map<boolean, Promise<string>>();
function sharedMaintenance(cleared: boolean): Promise<string> {
  let id = maintenance.get(cleared);
  if (!id) {
    id = createMaintenance(cleared);
    maintenance.set(cleared, id);
  }
  return id;
}

/** A child of the demo parent (read through the parent -> children index). */
async function childOfParent(w: ExampleWorld): Promise<string> {
  const child = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0]?.childId;
  if (!child) throw new Error('the demo parent has no child in the demo kindergarten');
  return String(child);
}

export const examples = {
  'communication.sendMessage': (w) => ({
    body: { ...messageBody(w), userIds: staffAccounts(w), kindergartenId: w.kindergartenId },
  }),
  'communication.sendToKindergartens': (w) => ({
    body: {
      title: 'Указания на МОН',
      content: '<p>Моля, запознайте се с новите указания.</p>',
      kindergartenIds: [w.kindergartenId],
    },
  }),
  'communication.inbox': (w) => ({
    query: { PageNumber: '1', PageSize: '10', kindergartenId: w.kindergartenId },
  }),
  // The screen's kindergarten: a user of another kindergarten is refused, not shown their own options.
  'communication.recipientOptions': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'communication.getMessage': async (w) => ({ path: { id: await createMessage(w) } }),
  'communication.messageAttachment': async (w) => ({ path: await createMessageWithAttachment(w) }),
  'communication.setMessageSeen': async (w) => ({ path: { id: await createMessage(w) } }),
  'communication.setAllMessagesSeen': (w) => ({ body: { kindergartenId: w.kindergartenId } }),
  'communication.replyToMessage': async (w) => ({
    path: { id: await createMessage(w) },
    body: { content: '<p>Благодаря, ще присъстваме.</p>' },
  }),
  'communication.deleteReply': async (w) => {
    const messageId = await createMessage(w);
    const replyId = entityId(
      await as(director(w), 'POST', `/api/Messages/reply/${messageId}`, { content: '<p>Напомняне</p>' }),
    );
    return { path: { messageId, replyId } };
  },
  'communication.sendDirect': (w) => ({
    body: { userId: w.userIds.teacher!, title: 'Въпрос', content: '<p>Може ли да поговорим утре?</p>' },
  }),
  'communication.updateMessage': async (w) => ({
    body: {
      id: await createMessage(w),
      title: 'Родителска среща (променен час)',
      content: '<p>От 18:00 ч.</p>',
      // A new message is version 1: the edit names the version it changes.
      version: 1,
    },
  }),
  'communication.deleteMessage': async (w) => ({ path: { id: await createMessage(w) } }),

  'communication.events': (w) => ({
    query: { fromDate: '2026-11-01', toDate: '2026-11-30', kindergartenId: w.kindergartenId },
  }),
  'communication.calendarIcs': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'communication.eventIcs': async (w) => ({ path: { id: await createEvent(w) } }),
  'communication.getEvent': async (w) => ({ path: { id: await createEvent(w) } }),
  'communication.saveEvent': (w) => ({ body: { ...eventBody(w), kindergartenId: w.kindergartenId } }),
  'communication.deleteEvent': async (w) => ({ path: { id: await createEvent(w) } }),
  'communication.setEventSeen': async (w) => ({ path: { id: await createEvent(w) } }),
  'communication.setAllEventsSeen': (w) => ({ body: { kindergartenId: w.kindergartenId } }),

  'communication.polls': (w) => ({
    query: { type: '1', PageNumber: '1', PageSize: '20', kindergartenId: w.kindergartenId },
  }),
  'communication.getPoll': async (w) => ({ path: { id: await createPoll(w) } }),
  'communication.createPoll': (w) => ({ body: { ...pollBody(w), kindergartenId: w.kindergartenId } }),
  'communication.updatePoll': async (w) => ({
    path: { id: await createPoll(w) },
    body: { ...pollBody(w), question: 'Екскурзия през пролетта (уточнено)', version: 1 },
  }),
  'communication.deletePoll': async (w) => ({ path: { id: await createPoll(w) } }),
  'communication.vote': async (w) => ({ body: voteBody(await createPoll(w)) }),
  'communication.exportPollWord': async (w) => ({ path: { id: await createPoll(w) } }),
  'communication.exportPollExcel': async (w) => ({ path: { id: await createPoll(w) } }),

  'communication.dashboard': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'communication.badges': () => ({}),
  'communication.boardMessages': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'communication.saveBoardMessage': (w) => ({
    body: {
      title: 'Празник на есента',
      content: '<p>Носете плодове и зеленчуци.</p>',
      groupIds: [],
      kindergartenId: w.kindergartenId,
    },
  }),
  'communication.deleteBoardMessage': async (w) => ({ path: { id: await createBoardMessage(w) } }),
  'communication.orderBoardMessages': async (w) => {
    const id = await createBoardMessage(w);
    const board = (await as(director(w), 'GET', '/api/Dashboards/messages/overview-models')) as {
      version: number;
    };
    return { body: { ids: [id], version: board.version } };
  },
  'communication.boardSeen': (w) => ({ body: { kindergartenId: w.kindergartenId } }),
  'communication.studentDashboard': async (w) => ({ path: { studentId: await childOfParent(w) } }),

  'communication.administrativeMessages': () => ({}),
  'communication.sendAdministrativeMessage': (w) => ({
    body: {
      title: 'Ново в платформата',
      content: '<p>Добавихме календар с изтегляне в .ics.</p>',
      audience: 2,
      kindergartenIds: [w.kindergartenId],
    },
  }),
  'communication.maintenanceMessages': () => ({}),
  'communication.createMaintenanceMessage': () => ({
    body: { title: 'Поддръжка', content: '<p>Кратко прекъсване в неделя вечер.</p>' },
  }),
  'communication.clearMaintenanceMessage': async () => ({ path: { id: await sharedMaintenance(false) } }),
  'communication.currentMaintenanceMessages': () => ({}),
  'communication.acknowledgeMaintenanceMessage': async () => ({
    path: { id: await sharedMaintenance(true) },
  }),
} satisfies RouteExamples;

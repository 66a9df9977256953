/**
 * Communication demo data: a few real messages (with a parent's reply), calendar events, a poll with a
 * vote, and board messages, all from the demo director of the main kindergarten. Written through the
 * communication area's own domain functions, so inbox entries, recipient chunks and badge counters are
 * exactly what the product writes. Recipients are chosen users; the queue's consumers deliver to them
 * (the local cloud runs them at once), so a reply or a vote waits for its entry, and the seed returns once
 * the demo parent and director see everything.
 *
 *   const demo = buildDemoWorld();
 *   ...saveAll(...)
 *   await seedCommunicationDemo(demo);        // after the users and children are saved (db() / TABLE_NAME)
 */
import { saveBoardMessage } from '../../../functions/src/areas/communication/board/board';
import { saveEvent } from '../../../functions/src/areas/communication/events/events';
import type { CommunicationKind } from '../../../functions/src/areas/communication/fanout/items';
import type { Entry } from '../../../functions/src/areas/communication/inbox/entries';
import { inboxKeys, readEntry } from '../../../functions/src/areas/communication/inbox/items';
import { sendMessage } from '../../../functions/src/areas/communication/messages/messages';
import { replyToMessage } from '../../../functions/src/areas/communication/messages/replies';
import { savePoll } from '../../../functions/src/areas/communication/polls/polls';
import { vote } from '../../../functions/src/areas/communication/polls/votes';
import { sessionCan } from '../../../functions/src/platform/auth/effective-rights';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role } from '../../../shared/src/enums';
import type { Guardian } from './builders';
import type { DemoWorld } from './seed';

const dayMs = 86_400_000;

export interface CommunicationDemoCounts {
  messages: number;
  replies: number;
  events: number;
  polls: number;
  votes: number;
  boardMessages: number;
}

/** A wall-clock date and time in Sofia `days` from `now`, e.g. '2026-12-18T17:00'. */
const sofiaLocal = (now: number, days: number, time: string) => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(
    new Date(now + days * dayMs),
  );
  return `${date}T${time}`;
};
const sofiaDay = (now: number, days: number) => sofiaLocal(now, days, '00:00').slice(0, 10);

/** Waits until the queue delivered an item to a user (their entry is there and `ready`): at most 30 s. */
async function delivered(
  kindergartenId: string,
  userId: string,
  kind: CommunicationKind,
  itemId: string,
  ready: (e: Entry) => boolean = () => true,
) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const entry = await readEntry(inboxKeys.inboxEntry(kindergartenId, userId, kind, itemId));
    if (entry && ready(entry)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`communication demo: ${kind} ${itemId} never reached user ${userId}`);
}

export async function seedCommunicationDemo(
  demo: DemoWorld,
  now = Date.now(),
): Promise<CommunicationDemoCounts> {
  const { main } = demo.kindergartens;
  const session = (userId: string, role: Role): TenantRouteSession => {
    const context = {
      userId,
      sessionId: 'demo-seed',
      role,
      kindergartenId: main.id,
      periodId: main.activePeriodId,
    };
    return { ...context, can: (resource, action) => sessionCan(context, resource, action) };
  };
  const director = session(demo.accounts.director.id, Role.Director);
  const parent = session(demo.accounts.parent.id, Role.Parent);

  const guardians = demo.world.items.filter(
    (i): i is Guardian => 'type' in i && i.type === 'Guardian' && i.kindergartenId === main.id,
  );
  const stars = demo.groups.find((g) => g.kindergartenId === main.id && g.name.includes('Звездички'))!;
  const starsParents = [
    ...new Set(guardians.filter((g) => g.groupId === stars.id).map((g) => g.parentUserId)),
  ];
  const mainParents = [...new Set(guardians.map((g) => g.parentUserId))].slice(0, 100);
  const staff = [
    demo.accounts.teacher,
    demo.accounts.administrator,
    demo.accounts['resource-specialist'],
    demo.accounts.manciple,
  ].map((a) => a.id);
  const starsTeacher = [demo.accounts.teacher.id];
  const counts: CommunicationDemoCounts = {
    messages: 0,
    replies: 0,
    events: 0,
    polls: 0,
    votes: 0,
    boardMessages: 0,
  };

  await sendMessage(director, {
    title: 'График на персонала за декември',
    content:
      '<p>Колеги,</p><p>графикът за декември е готов:</p><table><thead><tr><th>Седмица</th><th>Смяна</th></tr></thead>' +
      '<tbody><tr><td>1–5 декември</td><td>I смяна</td></tr><tr><td>8–12 декември</td><td>II смяна</td></tr></tbody></table>',
    userIds: staff,
  });
  await sendMessage(director, {
    title: 'Родителска среща на I група „Звездички“',
    content:
      '<p>Уважаеми родители,</p><p>каним Ви на <strong>родителска среща</strong> в четвъртък от 17:30 ч. в салона.</p>' +
      '<ul><li>дейности през зимата</li><li>коледно тържество</li><li>въпроси на родителите</li></ul>',
    userIds: [...starsParents, ...starsTeacher],
  });
  const documents = await sendMessage(director, {
    title: 'Медицинска бележка',
    content: '<p>Здравейте, госпожо Георгиева! Моля, донесете медицинската бележка на Виктория до петък.</p>',
    userIds: [demo.accounts.parent.id],
  });
  counts.messages = 3;
  await delivered(main.id, parent.userId, 'MSG', documents);
  await replyToMessage(parent, documents, { content: '<p>Благодаря! Ще я донеса в сряда сутринта.</p>' });
  counts.replies = 1;

  const events: string[] = [];
  const event = async (input: Parameters<typeof saveEvent>[1]) =>
    events.push(String((await saveEvent(director, input)).entityId));
  await event({
    title: 'Коледно тържество',
    description: 'Тържеството е в салона на детската градина. Заповядайте!',
    fromDate: sofiaLocal(now, 26, '17:00'),
    toDate: sofiaLocal(now, 26, '18:30'),
    allDay: false,
    userIds: [...mainParents, ...staff],
  });
  await event({
    title: 'Зимна ваканция',
    description: 'Детската градина работи с дежурни групи.',
    fromDate: sofiaDay(now, 32),
    toDate: sofiaDay(now, 40),
    allDay: true,
    userIds: [...mainParents, ...staff],
  });
  await event({
    title: 'Родителска среща на I група',
    fromDate: sofiaLocal(now, 4, '17:30'),
    toDate: sofiaLocal(now, 4, '18:30'),
    userIds: [...starsParents, ...starsTeacher],
  });
  counts.events = 3;

  const poll = await savePoll(director, {
    question: 'Коледен подарък за децата',
    description: 'Моля, гласувайте до края на следващата седмица.',
    questions: [
      {
        text: 'Какъв подарък да изберем?',
        type: 1,
        options: ['Книжки', 'Игри за навън', 'Комплект за рисуване'],
      },
      { text: 'Предложения', type: 3, isRequired: false },
    ],
    expirationTime: new Date(now + 14 * dayMs).toISOString(),
    userIds: starsParents,
  });
  counts.polls = 1;
  const voter = starsParents.find((p) => p !== demo.accounts.parent.id);
  if (voter && poll.entityId) {
    await delivered(main.id, voter, 'POLL', String(poll.entityId));
    await vote(session(voter, Role.Parent), {
      pollId: String(poll.entityId),
      answers: [
        { questionId: 'q1', optionIds: ['o1'] },
        { questionId: 'q2', text: 'Книжки с приказки за зимата.' },
      ],
    });
    counts.votes = 1;
  }

  await saveBoardMessage(director, {
    title: 'Грипна ваканция',
    content: '<p>Към момента няма обявена грипна ваканция. Детската градина работи нормално.</p>',
  });
  await saveBoardMessage(director, {
    title: 'Такса за декември',
    content: '<p>Таксата за декември се плаща до <strong>10 декември</strong>.</p>',
  });
  await saveBoardMessage(director, {
    title: 'I група: носете пантофки',
    content: '<p>Моля, осигурете на децата сменяеми пантофки.</p>',
    groupIds: [stars.id],
  });
  counts.boardMessages = 3;
  for (const id of events) await delivered(main.id, parent.userId, 'EVENT', id);
  if (poll.entityId) await delivered(main.id, parent.userId, 'POLL', String(poll.entityId));
  await delivered(
    main.id,
    director.userId,
    'MSG',
    documents,
    (e) => e.kind === 'MSG' && e.unseenReplyIds.length > 0,
  );
  return counts;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { Audience, Role } from '../../shared/src/enums';
import { type ApiResult, type ApiRouteId, api, type Principal } from '../support/api';
import { call } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Every DELETE of the communication area answers 404 with the JSON error shape for an id that does not exist
 * and for another kindergarten's object (which stays as it was): the answer never tells the two apart, and
 * never says 200 for something that was not deleted. Two kindergartens of their own.
 */
let home: GivenKindergarten;
let away: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  [home, away, master] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Изтриване“' }),
    given.kindergarten({ name: 'ДГ „Чужда“' }).teacher(),
    given.nationalUser(Role.Master),
  ]);
});

const missingId = '00000000-0000-4000-8000-000000000000';

function expectNotFound(reply: { status: number; body: unknown }) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(404);
  expect(reply.body).toMatchObject({ code: 'not_found', isSuccessful: false });
  expect(String((reply.body as { errorMessage: string }).errorMessage)).toMatch(/[а-я]/);
}

const created = <Id extends ApiRouteId>(reply: ApiResult<Id>) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String((reply.body as { entityId: string | number }).entityId);
};

/** Objects of the other kindergarten, made by its own director. */
const theirs = {
  message: async () =>
    created(
      await api(away.director, 'communication.sendMessage', {
        body: { title: 'Чуждо', content: '<p>Текст</p>', userIds: [away.teacher.id] },
      }),
    ),
  event: async () =>
    created(
      await api(away.director, 'communication.saveEvent', {
        body: {
          title: 'Чуждо събитие',
          fromDate: '2026-12-10T10:00',
          toDate: '2026-12-10T11:00',
          audience: Audience.OnlyStaff,
        },
      }),
    ),
  poll: async () =>
    created(
      await api(away.director, 'communication.createPoll', {
        body: {
          question: 'Чужда анкета',
          questions: [{ text: 'Кога?', type: 1, options: ['Сутрин', 'Следобед'] }],
          expirationTime: '2099-12-31T18:00',
          audience: Audience.OnlyStaff,
        },
      }),
    ),
  boardNote: async () =>
    created(
      await api(away.director, 'communication.saveBoardMessage', {
        body: { title: 'Чужда бележка', content: '<p>Текст</p>', groupIds: [] },
      }),
    ),
};

describe('DELETE routes of communication answer 404 for a missing or foreign object', () => {
  it('messages', async () => {
    expectNotFound(await api(home.director, 'communication.deleteMessage', { path: { id: missingId } }));
    const id = await theirs.message();
    expectNotFound(await api(home.director, 'communication.deleteMessage', { path: { id } }));
    expect((await api(away.director, 'communication.getMessage', { path: { id } })).status).toBe(200);
  });

  it('replies of messages', async () => {
    const own = created(
      await api(home.director, 'communication.sendMessage', {
        body: { title: 'Свое', content: '<p>Текст</p>', audience: Audience.OnlyStaff },
      }),
    );
    expectNotFound(
      await api(home.director, 'communication.deleteReply', { path: { messageId: own, replyId: missingId } }),
    );
    const foreign = await theirs.message();
    const replyId = created(
      await api(away.director, 'communication.replyToMessage', {
        path: { id: foreign },
        body: { content: '<p>Отговор</p>' },
      }),
    );
    expectNotFound(
      await api(home.director, 'communication.deleteReply', { path: { messageId: foreign, replyId } }),
    );
  });

  it('calendar events', async () => {
    expectNotFound(await api(home.director, 'communication.deleteEvent', { path: { id: missingId } }));
    const id = await theirs.event();
    expectNotFound(await api(home.director, 'communication.deleteEvent', { path: { id } }));
    expect((await api(away.director, 'communication.getEvent', { path: { id } })).status).toBe(200);
  });

  it('polls', async () => {
    expectNotFound(await api(home.director, 'communication.deletePoll', { path: { id: missingId } }));
    const id = await theirs.poll();
    expectNotFound(await api(home.director, 'communication.deletePoll', { path: { id } }));
    expect((await api(away.director, 'communication.getPoll', { path: { id } })).status).toBe(200);
  });

  it('board notes', async () => {
    expectNotFound(await api(home.director, 'communication.deleteBoardMessage', { path: { id: missingId } }));
    const id = await theirs.boardNote();
    expectNotFound(await api(home.director, 'communication.deleteBoardMessage', { path: { id } }));
    const board = await api(away.director, 'communication.boardMessages', {});
    expect(board.body.result.map((m) => m.id)).toContain(id);
  });

  it('maintenance messages', async () => {
    expectNotFound(await api(master, 'communication.clearMaintenanceMessage', { path: { id: missingId } }));
  });

  it('temporary files of messages (another user’s upload)', async () => {
    // A multipart upload: the typed client sends JSON, so this one request goes through the plain client.
    const form = new FormData();
    form.append('file', new Blob(['ред'], { type: 'text/plain' }), 'бележка.txt');
    const upload = await call('POST', '/api/files/temp/upload', { token: away.director.token, body: form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const fileId = (upload.body as { id: string }).id;
    expectNotFound(await call('DELETE', `/api/files/${fileId}`, { token: home.director.token }));
    expectNotFound(await call('DELETE', `/api/files/${missingId}`, { token: home.director.token }));
    // Still there for its owner.
    expect((await call('DELETE', `/api/files/${fileId}`, { token: away.director.token })).status).toBe(200);
  });
});

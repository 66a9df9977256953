import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { createWorld, saveAll, type UserSeed } from '../../infra/local/demo/builders';
import { Audience, Role } from '../../shared/src/enums';
import { type ApiReply, call, signIn } from '../support/api-client';

/**
 * Every DELETE of the communication area answers 404 with the JSON error shape for an id that does not exist
 * and for another kindergarten's object (which stays as it was): the answer never tells the two apart, and
 * never says 200 for something that was not deleted. Two kindergartens of their own.
 */
const w = createWorld();
const home = w.aKindergarten({ name: 'ДГ „Изтриване“' });
const away = w.aKindergarten({ name: 'ДГ „Чужда“' });
w.aSchoolYear(home, { active: true });
w.aSchoolYear(away, { active: true });
const staff = (role: Role, at: typeof home) => {
  const user = w.aUser({ baseRole: role });
  w.aStaffMember(at, { role, user });
  return user;
};
const director = staff(Role.Director, home);
const otherDirector = staff(Role.Director, away);
const otherTeacher = staff(Role.Teacher, away);

const tokens = new Map<UserSeed, string>();
const as = (user: UserSeed) => tokens.get(user)!;
beforeAll(async () => {
  await saveAll(db(), tableName(), w.items);
  for (const user of [director, otherDirector]) tokens.set(user, await signIn(user.email!));
});

const missingId = '00000000-0000-4000-8000-000000000000';

function expectNotFound(reply: ApiReply) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(404);
  expect(reply.body).toMatchObject({ code: 'not_found', isSuccessful: false });
  expect(String((reply.body as { errorMessage: string }).errorMessage)).toMatch(/[а-я]/);
}

const created = async (reply: ApiReply) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { entityId: string }).entityId;
};

/** Objects of the other kindergarten, made by its own director. */
const theirs = {
  message: async () =>
    created(
      await call('POST', '/api/Messages', {
        token: as(otherDirector),
        body: { title: 'Чуждо', content: '<p>Текст</p>', userIds: [otherTeacher.id] },
      }),
    ),
  event: async () =>
    created(
      await call('POST', '/api/Events/', {
        token: as(otherDirector),
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
      await call('POST', '/api/Polls/', {
        token: as(otherDirector),
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
      await call('POST', '/api/Dashboards/message', {
        token: as(otherDirector),
        body: { title: 'Чужда бележка', content: '<p>Текст</p>', groupIds: [] },
      }),
    ),
};

describe('DELETE routes of communication answer 404 for a missing or foreign object', () => {
  it('messages', async () => {
    expectNotFound(await call('DELETE', `/api/Messages/${missingId}`, { token: as(director) }));
    const id = await theirs.message();
    expectNotFound(await call('DELETE', `/api/Messages/${id}`, { token: as(director) }));
    expect((await call('GET', `/api/Messages/${id}`, { token: as(otherDirector) })).status).toBe(200);
  });

  it('replies of messages', async () => {
    const own = await created(
      await call('POST', '/api/Messages', {
        token: as(director),
        body: { title: 'Свое', content: '<p>Текст</p>', audience: Audience.OnlyStaff },
      }),
    );
    expectNotFound(await call('DELETE', `/api/messages/${own}/reply/${missingId}`, { token: as(director) }));
    const foreign = await theirs.message();
    const reply = await call('POST', `/api/Messages/reply/${foreign}`, {
      token: as(otherDirector),
      body: { content: '<p>Отговор</p>' },
    });
    const replyId = await created(reply);
    expectNotFound(
      await call('DELETE', `/api/messages/${foreign}/reply/${replyId}`, { token: as(director) }),
    );
  });

  it('calendar events', async () => {
    expectNotFound(await call('DELETE', `/api/Events/${missingId}`, { token: as(director) }));
    const id = await theirs.event();
    expectNotFound(await call('DELETE', `/api/Events/${id}`, { token: as(director) }));
    expect((await call('GET', `/api/Events/${id}`, { token: as(otherDirector) })).status).toBe(200);
  });

  it('polls', async () => {
    expectNotFound(await call('DELETE', `/api/Polls/${missingId}`, { token: as(director) }));
    const id = await theirs.poll();
    expectNotFound(await call('DELETE', `/api/Polls/${id}`, { token: as(director) }));
    expect((await call('GET', `/api/Polls/${id}`, { token: as(otherDirector) })).status).toBe(200);
  });

  it('board notes', async () => {
    expectNotFound(await call('DELETE', `/api/Dashboards/message/${missingId}`, { token: as(director) }));
    const id = await theirs.boardNote();
    expectNotFound(await call('DELETE', `/api/Dashboards/message/${id}`, { token: as(director) }));
    const board = await call('GET', '/api/Dashboards/messages/overview-models', { token: as(otherDirector) });
    expect((board.body as { result: { id: string }[] }).result.map((m) => m.id)).toContain(id);
  });

  it('maintenance messages', async () => {
    const master = await signIn('master@demo.gradina.bg');
    expectNotFound(
      await call('DELETE', `/api/administration/MaintenanceMessage/${missingId}`, { token: master }),
    );
  });

  it('temporary files of messages (another user’s upload)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['ред'], { type: 'text/plain' }), 'бележка.txt');
    const upload = await call('POST', '/api/files/temp/upload', { token: as(otherDirector), body: form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const fileId = (upload.body as { id: string }).id;
    expectNotFound(await call('DELETE', `/api/files/${fileId}`, { token: as(director) }));
    expectNotFound(await call('DELETE', `/api/files/${missingId}`, { token: as(director) }));
    // Still there for its owner.
    expect((await call('DELETE', `/api/files/${fileId}`, { token: as(otherDirector) })).status).toBe(200);
  });
});

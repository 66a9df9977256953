import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../infra/local/demo/builders';
import { Audience, Role } from '../../shared/src/enums';
import { type ApiReply, call, signIn } from '../support/api-client';
import { saveWorld } from '../support/stored';

/**
 * Lost updates (issue #9, finding 5): every route that edits a document as a whole takes the version its
 * GET answered. Ten editors who loaded the same version save at once: exactly one wins, nine get 409 with
 * the Bulgarian message, and the stored document is the winner's. On a kindergarten of its own.
 */
const w = createWorld();
const kg = w.aKindergarten({ name: 'ДГ „Версия“' });
const activeYear = w.aSchoolYear(kg, { active: true });
const director = w.aUser({ baseRole: Role.Director });
w.aStaffMember(kg, { role: Role.Director, user: director });
const teacher = w.aUser({ baseRole: Role.Teacher });
w.aStaffMember(kg, { role: Role.Teacher, user: teacher });
const master = w.aUser({ baseRole: Role.Master });
const municipal = w.aUser({ baseRole: Role.Municipality, jurisdiction: { municipalityCode: 'PDV22' } });

let token: string;
let masterToken: string;
beforeAll(async () => {
  await saveWorld(w);
  token = await signIn(director.email!);
  masterToken = await signIn(master.email!);
});

const editors = 10;
const staleMessage = 'Записът е променен от друг потребител';

type Body = Record<string, unknown>;
const json = (r: ApiReply) => r.body as Body;

/**
 * Ten saves of the same version, each with its own title: one 200, nine 409 `conflict` naming the stale
 * record in Bulgarian. Answers the title that won.
 */
async function raceOf(save: (title: string) => Promise<ApiReply>, message = staleMessage): Promise<string> {
  const titles = Array.from({ length: editors }, (_, i) => `Редакция ${i + 1}`);
  const replies = await Promise.all(titles.map(save));
  const statuses = replies.map((r) => r.status).sort();
  expect(statuses).toEqual([200, ...Array(editors - 1).fill(409)]);
  for (const loser of replies.filter((r) => r.status === 409)) {
    expect(json(loser).code).toBe('conflict');
    expect(String(json(loser).errorMessage)).toContain(message);
    // The field at fault is the version: what makes the page offer a reload.
    expect((json(loser).errors as { field: string }[]).map((e) => e.field)).toEqual(['version']);
  }
  return titles[replies.findIndex((r) => r.status === 200)]!;
}

/** The fields the save route takes, with another end date. */
const pick = (y: Body, toDate: string) => ({
  id: y.id,
  kindergartenId: y.kindergartenId,
  yearFrom: y.yearFrom,
  yearTo: y.yearTo,
  fromDate: y.fromDate,
  toDate,
  active: y.active,
});

const expectOk = (r: ApiReply) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return json(r);
};

describe('whole-document edits carry a version: one of ten parallel editors wins', () => {
  it('board note (POST /api/Dashboards/message)', async () => {
    const body = { title: 'Бележка', content: '<p>Текст</p>', groupIds: [] };
    const { entityId: id } = expectOk(await call('POST', '/api/Dashboards/message', { token, body }));
    const board = async () => {
      const list = expectOk(await call('GET', '/api/Dashboards/messages/overview-models', { token }));
      return (list.result as Body[]).find((m) => m.id === id)!;
    };
    const { version } = await board();
    expect(version).toBe(1);
    const missing = await call('POST', '/api/Dashboards/message', { token, body: { ...body, id } });
    expect(missing.status).toBe(400);
    expect(String(json(missing).errorMessage)).toContain('"Версия"');

    const winner = await raceOf((title) =>
      call('POST', '/api/Dashboards/message', { token, body: { ...body, id, title, version } }),
    );
    expect(await board()).toMatchObject({ title: winner, version: 2 });
  });

  it('calendar event (POST /api/Events)', async () => {
    const body = {
      title: 'Празник',
      fromDate: '2026-12-18T10:00',
      toDate: '2026-12-18T11:00',
      audience: Audience.OnlyStaff,
    };
    const { entityId: id } = expectOk(await call('POST', '/api/Events/', { token, body }));
    const event = async () => expectOk(await call('GET', `/api/Events/${id}`, { token }));
    const { version } = await event();
    const winner = await raceOf((title) =>
      call('POST', '/api/Events/', { token, body: { ...body, id, title, version } }),
    );
    expect(await event()).toMatchObject({ title: winner, version: Number(version) + 1 });
  });

  it('poll (POST /api/Polls/{id})', async () => {
    const body = {
      question: 'Анкета',
      questions: [{ text: 'Кога?', type: 1, options: ['Сутрин', 'Следобед'] }],
      expirationTime: '2099-12-31T18:00',
      audience: Audience.OnlyStaff,
    };
    const { entityId: id } = expectOk(await call('POST', '/api/Polls/', { token, body }));
    const poll = async () => expectOk(await call('GET', `/api/Polls/${id}`, { token }));
    const { version } = await poll();
    const winner = await raceOf((question) =>
      call('POST', `/api/Polls/${id}`, { token, body: { ...body, question, version } }),
    );
    expect(await poll()).toMatchObject({ question: winner, version: Number(version) + 1 });
  });

  it('message (POST /api/Messages/update)', async () => {
    const sent = expectOk(
      await call('POST', '/api/Messages', {
        token,
        body: { title: 'Съобщение', content: '<p>Текст</p>', userIds: [teacher.id] },
      }),
    );
    const id = sent.entityId;
    const message = async () => expectOk(await call('GET', `/api/Messages/${id}`, { token }));
    const { version } = await message();
    const winner = await raceOf((title) =>
      call('POST', '/api/Messages/update', {
        token,
        body: { id, title, content: '<p>Текст</p>', version },
      }),
    );
    expect(await message()).toMatchObject({ title: winner, version: Number(version) + 1 });
  });

  it('user group (POST /api/UserRoles)', async () => {
    const body = {
      name: 'Група за версии',
      isPedagogical: false,
      access: [{ resource: 'UserGroups', read: true }],
      memberIds: [teacher.id],
    };
    const created = expectOk(await call('POST', '/api/UserRoles', { token, body }));
    const id = created.entityId;
    // User groups had their version before the shared message: theirs names the group.
    const winner = await raceOf(
      (name) =>
        call('POST', '/api/UserRoles', { token, body: { ...body, id, name, version: created.version } }),
      'Групата е променена от друг потребител',
    );
    const group = expectOk(await call('GET', `/api/UserRoles/${id}`, { token }));
    expect(group).toMatchObject({ name: winner, version: Number(created.version) + 1 });
  });

  it('school year (POST /api/KindergartenPeriods)', async () => {
    const year = expectOk(await call('GET', `/api/KindergartenPeriods/${activeYear.id}`, { token }));
    const days = Array.from(
      { length: editors },
      (_, i) => `${year.yearTo}-06-${String(i + 1).padStart(2, '0')}`,
    );
    const replies = await Promise.all(
      days.map((toDate) =>
        call('POST', '/api/KindergartenPeriods', {
          token,
          body: { ...pick(year, toDate), version: year.version },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(editors - 1).fill(409)]);
    for (const loser of replies.filter((r) => r.status === 409))
      expect((json(loser).errors as { field: string }[]).map((e) => e.field)).toEqual(['version']);
    const winner = days[replies.findIndex((r) => r.status === 200)];
    const after = expectOk(await call('GET', `/api/KindergartenPeriods/${activeYear.id}`, { token }));
    expect(after).toMatchObject({ toDate: winner, version: Number(year.version) + 1 });
  });

  it('module settings (POST /api/ModuleSettings)', async () => {
    const read = expectOk(await call('GET', '/api/ModuleSettings', { token }));
    const { version } = (read.result as Body[])[0]!;
    const replies = await Promise.all(
      Array.from({ length: editors }, (_, i) =>
        call('POST', '/api/ModuleSettings', {
          token,
          body: { version, modules: [{ module: i % 2 ? 'Groups' : 'Children', isLocked: true }] },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(editors - 1).fill(409)]);
    const after = expectOk(await call('GET', '/api/ModuleSettings', { token }));
    expect((after.result as Body[])[0]!.version).toBe(Number(version) + 1);
  });

  it('own profile (POST /api/Identity/update)', async () => {
    const { version } = expectOk(await call('GET', '/api/identity/user-data', { token }));
    const winner = await raceOf((firstName) =>
      call('POST', '/api/Identity/update', { token, body: { firstName, version } }),
    );
    const after = expectOk(await call('GET', '/api/identity/user-data', { token }));
    expect(after).toMatchObject({ firstName: winner, version: Number(version) + 1 });
  });

  /** The Master's view of an account: its profile's version and each staff record's. */
  const accountOf = async (email: string) =>
    expectOk(
      await call('GET', '/api/administration/AccountManagement/account-info', {
        token: masterToken,
        query: { identifier: email, identifierKind: '0' },
      }),
    );
  const am = '/api/administration/AccountManagement';

  it('account info (POST …/AccountManagement/update-account-info)', async () => {
    const { version } = await accountOf(teacher.email!);
    const winner = await raceOf((firstName) =>
      call('POST', `${am}/update-account-info`, {
        token: masterToken,
        body: { userId: teacher.id, firstName, lastName: 'Учителка', version },
      }),
    );
    expect(await accountOf(teacher.email!)).toMatchObject({
      firstName: winner,
      version: Number(version) + 1,
    });
  });

  it('staff info (POST …/AccountManagement/update-staff-info)', async () => {
    const staffVersion = async () =>
      ((await accountOf(teacher.email!)).kindergartens as Body[]).find((k) => k.id === kg.id)!.version;
    const version = await staffVersion();
    const winner = await raceOf((position) =>
      call('POST', `${am}/update-staff-info`, {
        token: masterToken,
        body: { userId: teacher.id, kindergartenId: kg.id, position, version },
      }),
    );
    const after = ((await accountOf(teacher.email!)).kindergartens as Body[]).find((k) => k.id === kg.id)!;
    expect(after).toMatchObject({ position: winner, version: Number(version) + 1 });
    expect(await staffVersion()).toBe(Number(version) + 1);
  });

  it('municipality account (POST …/AccountManagement/edit-municipality-account)', async () => {
    const { version } = await accountOf(municipal.email!);
    const winner = await raceOf((firstName) =>
      call('POST', `${am}/edit-municipality-account`, {
        token: masterToken,
        body: { userId: municipal.id, firstName, lastName: 'Общинска', municipalityCode: 'SOF46', version },
      }),
    );
    expect(await accountOf(municipal.email!)).toMatchObject({
      firstName: winner,
      municipalityCode: 'SOF46',
      version: Number(version) + 1,
    });
  });
});

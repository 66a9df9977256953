import { beforeAll, describe, expect, it } from 'vitest';
import { Audience, Role } from '../../shared/src/enums';
import { PollQuestionType } from '../../shared/src/manifest/routes/communication/polls';
import { type ApiResult, type ApiRouteId, api, type Principal } from '../support/api';
import { delivered } from '../support/deliveries';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Lost updates (issue #9, finding 5): every route that edits a document as a whole takes the version its
 * GET answered. Ten editors who loaded the same version save at once: exactly one wins, nine get 409 with
 * the Bulgarian message, and the stored document is the winner's. On a kindergarten of its own.
 */
let kg: GivenKindergarten;
let director: Principal;
let teacher: Principal;
let master: Principal;
let municipal: Principal;
beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Версия“' }).teacher();
  director = kg.director;
  teacher = kg.teacher;
  master = await given.nationalUser(Role.Master);
  municipal = await given.nationalUser(Role.Municipality);
});

const editors = 10;
const staleMessage = 'Записът е променен от друг потребител';

/** Any route's reply, for the checks every save shares. */
type Reply = ApiResult<ApiRouteId>;

/** The reply of a save that must succeed. */
function expectOk<R extends { status: number; body: unknown }>(r: R): R['body'] {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** The fields at fault of a refusal. */
const faultFields = (r: Reply) => (r.error?.errors ?? []).map((e) => e.field);

/**
 * Ten saves of the same version, each with its own title: one 200, nine 409 `conflict` naming the stale
 * record in Bulgarian. Answers the title that won.
 */
async function raceOf(save: (title: string) => Promise<Reply>, message = staleMessage): Promise<string> {
  const titles = Array.from({ length: editors }, (_, i) => `Редакция ${i + 1}`);
  const replies = await Promise.all(titles.map(save));
  const statuses = replies.map((r) => r.status).sort();
  expect(statuses).toEqual([200, ...Array(editors - 1).fill(409)]);
  for (const loser of replies.filter((r) => r.status === 409)) {
    expect(loser.error?.code).toBe('conflict');
    expect(String(loser.error?.errorMessage)).toContain(message);
    // The field at fault is the version: what makes the page offer a reload.
    expect(faultFields(loser)).toEqual(['version']);
  }
  return titles[replies.findIndex((r) => r.status === 200)]!;
}

/** A save's reply as the race sees it. */
const asReply = async <Id extends ApiRouteId>(reply: Promise<ApiResult<Id>>) => (await reply) as Reply;

describe('whole-document edits carry a version: one of ten parallel editors wins', () => {
  it('board note (POST /api/Dashboards/message)', async () => {
    const body = { title: 'Бележка', content: '<p>Текст</p>', groupIds: [] };
    const { entityId: id } = expectOk(await api(director, 'communication.saveBoardMessage', { body }));
    await delivered();
    const board = async () => {
      const list = expectOk(await api(director, 'communication.boardMessages'));
      return list.result.find((m) => m.id === id)!;
    };
    const { version } = await board();
    expect(version).toBe(1);
    const missing = await api(director, 'communication.saveBoardMessage', {
      body: { ...body, id: String(id) },
    });
    expect(missing.status).toBe(400);
    expect(String(missing.error?.errorMessage)).toContain('"Версия"');

    const winner = await raceOf((title) =>
      asReply(
        api(director, 'communication.saveBoardMessage', {
          body: { ...body, id: String(id), title, version },
        }),
      ),
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
    const { entityId } = expectOk(await api(director, 'communication.saveEvent', { body }));
    const id = String(entityId);
    await delivered();
    const event = async () => expectOk(await api(director, 'communication.getEvent', { path: { id } }));
    const { version } = await event();
    const winner = await raceOf((title) =>
      asReply(api(director, 'communication.saveEvent', { body: { ...body, id, title, version } })),
    );
    expect(await event()).toMatchObject({ title: winner, version: Number(version) + 1 });
  });

  it('poll (POST /api/Polls/{id})', async () => {
    const body = {
      question: 'Анкета',
      questions: [{ text: 'Кога?', type: PollQuestionType.SingleChoice, options: ['Сутрин', 'Следобед'] }],
      expirationTime: '2099-12-31T18:00',
      audience: Audience.OnlyStaff,
    };
    const { entityId } = expectOk(await api(director, 'communication.createPoll', { body }));
    const id = String(entityId);
    await delivered();
    const poll = async () => expectOk(await api(director, 'communication.getPoll', { path: { id } }));
    const { version } = await poll();
    const winner = await raceOf((question) =>
      asReply(
        api(director, 'communication.updatePoll', { path: { id }, body: { ...body, question, version } }),
      ),
    );
    expect(await poll()).toMatchObject({ question: winner, version: Number(version) + 1 });
  });

  it('message (POST /api/Messages/update)', async () => {
    const sent = expectOk(
      await api(director, 'communication.sendMessage', {
        body: { title: 'Съобщение', content: '<p>Текст</p>', userIds: [teacher.id] },
      }),
    );
    const id = String(sent.entityId);
    await delivered();
    const message = async () => expectOk(await api(director, 'communication.getMessage', { path: { id } }));
    const { version } = await message();
    const winner = await raceOf((title) =>
      asReply(
        api(director, 'communication.updateMessage', {
          body: { id, title, content: '<p>Текст</p>', version },
        }),
      ),
    );
    expect(await message()).toMatchObject({ title: winner, version: Number(version) + 1 });
  });

  it('user group (POST /api/UserRoles)', async () => {
    const body = {
      name: 'Група за версии',
      isPedagogical: false,
      access: [{ resource: 'UserGroups' as const, read: true }],
      memberIds: [teacher.id],
    };
    const created = expectOk(await api(director, 'identity.saveUserRole', { body }));
    const id = String(created.entityId);
    // User groups had their version before the shared message: theirs names the group.
    const winner = await raceOf(
      (name) =>
        asReply(
          api(director, 'identity.saveUserRole', {
            body: { ...body, id, name, version: Number(created.version) },
          }),
        ),
      'Групата е променена от друг потребител',
    );
    const group = expectOk(await api(director, 'identity.userRole', { path: { id } }));
    expect(group).toMatchObject({ name: winner, version: Number(created.version) + 1 });
  });

  it('school year (POST /api/KindergartenPeriods)', async () => {
    const yearId = kg.schoolYear.id;
    const year = expectOk(await api(director, 'kindergartens.schoolYear', { path: { id: yearId } }));
    const days = Array.from(
      { length: editors },
      (_, i) => `${year.yearTo}-06-${String(i + 1).padStart(2, '0')}`,
    );
    const replies = await Promise.all(
      days.map((toDate) =>
        asReply(
          api(director, 'kindergartens.saveSchoolYear', {
            body: {
              id: year.id,
              kindergartenId: year.kindergartenId,
              yearFrom: year.yearFrom,
              yearTo: year.yearTo,
              fromDate: year.fromDate,
              toDate,
              active: year.active,
              version: year.version,
            },
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(editors - 1).fill(409)]);
    for (const loser of replies.filter((r) => r.status === 409))
      expect(faultFields(loser)).toEqual(['version']);
    const winner = days[replies.findIndex((r) => r.status === 200)];
    const after = expectOk(await api(director, 'kindergartens.schoolYear', { path: { id: yearId } }));
    expect(after).toMatchObject({ toDate: winner, version: Number(year.version) + 1 });
  });

  it('module settings (POST /api/ModuleSettings)', async () => {
    const read = expectOk(await api(director, 'identity.moduleSettings'));
    const { version } = read.result[0]!;
    const replies = await Promise.all(
      Array.from({ length: editors }, (_, i) =>
        asReply(
          api(director, 'identity.saveModuleSettings', {
            body: { version, modules: [{ module: i % 2 ? 'Groups' : 'Children', isLocked: true }] },
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(editors - 1).fill(409)]);
    const after = expectOk(await api(director, 'identity.moduleSettings'));
    expect(after.result[0]!.version).toBe(Number(version) + 1);
  });

  it('own profile (POST /api/Identity/update)', async () => {
    const { version } = expectOk(await api(director, 'identity.userData'));
    const winner = await raceOf((firstName) =>
      asReply(api(director, 'identity.update', { body: { firstName, version } })),
    );
    const after = expectOk(await api(director, 'identity.userData'));
    expect(after).toMatchObject({ firstName: winner, version: Number(version) + 1 });
  });

  /** The Master's view of an account: its profile's version and each staff record's. */
  const accountOf = async (email: string) =>
    expectOk(await api(master, 'identity.accountInfo', { query: { identifier: email, identifierKind: 0 } }));

  it('account info (POST …/AccountManagement/update-account-info)', async () => {
    const { version } = await accountOf(teacher.email);
    const winner = await raceOf((firstName) =>
      asReply(
        api(master, 'identity.updateAccountInfo', {
          body: { userId: teacher.id, firstName, lastName: 'Учителка', version },
        }),
      ),
    );
    expect(await accountOf(teacher.email)).toMatchObject({
      firstName: winner,
      version: Number(version) + 1,
    });
  });

  it('staff info (POST …/AccountManagement/update-staff-info)', async () => {
    const staffVersion = async () =>
      (await accountOf(teacher.email)).kindergartens.find((k) => k.id === kg.id)!.version;
    const version = await staffVersion();
    const winner = await raceOf((position) =>
      asReply(
        api(master, 'identity.updateStaffInfo', {
          body: { userId: teacher.id, kindergartenId: kg.id, position, version },
        }),
      ),
    );
    const after = (await accountOf(teacher.email)).kindergartens.find((k) => k.id === kg.id)!;
    expect(after).toMatchObject({ position: winner, version: Number(version) + 1 });
    expect(await staffVersion()).toBe(Number(version) + 1);
  });

  it('municipality account (POST …/AccountManagement/edit-municipality-account)', async () => {
    const { version } = await accountOf(municipal.email);
    const winner = await raceOf((firstName) =>
      asReply(
        api(master, 'identity.editMunicipalityAccount', {
          body: { userId: municipal.id, firstName, lastName: 'Общинска', municipalityCode: 'SOF46', version },
        }),
      ),
    );
    expect(await accountOf(municipal.email)).toMatchObject({
      firstName: winner,
      municipalityCode: 'SOF46',
      version: Number(version) + 1,
    });
  });
});

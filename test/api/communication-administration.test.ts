import { beforeAll, describe, expect, it } from 'vitest';
import { Audience, Role } from '../../shared/src/enums';
import { type ApiRouteId, api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/** Master's messages to kindergartens and maintenance messages, in a world of this file's own. */
let kg: GivenKindergarten;
let master: Principal;
let mon: Principal;

beforeAll(async () => {
  [kg, master, mon] = await Promise.all([
    given.kindergarten().teacher().group().child().parent(),
    given.nationalUser(Role.Master),
    given.nationalUser(Role.MON),
  ]);
});

/** Polls until `check` passes (the queue delivers in the background), 20 s at most. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const inboxOf = async (user: Principal) =>
  (await api(user, 'communication.inbox', { query: { PageSize: 100 } })).body.result;

describe("Master's messages", () => {
  it('delivers an administrative message to the staff of a kindergarten and keeps maintenance until acknowledged', async () => {
    const sent = await api(master, 'communication.sendAdministrativeMessage', {
      body: {
        title: 'Нова версия',
        content: '<p>Вижте новостите.</p>',
        audience: Audience.OnlyStaff,
        kindergartenIds: [kg.id],
      },
    });
    expect(sent.status).toBe(200);
    const id = String(sent.body.entityId);
    const teacherInbox = await eventually(
      () => inboxOf(kg.teacher),
      (inbox) => inbox.some((m) => m.id === id),
      'the administrative message',
    );
    expect(teacherInbox.find((m) => m.id === id)).toMatchObject({ seenByCurrentUser: false });
    const opened = await api(kg.teacher, 'communication.getMessage', { path: { id } });
    expect(opened.body).toMatchObject({ canReply: false, title: 'Нова версия' });
    expect((await inboxOf(kg.parent)).some((m) => m.id === id)).toBe(false);
    const list = await api(master, 'communication.administrativeMessages', { query: { PageSize: 100 } });
    expect(list.body.result.map((m) => m.id)).toContain(id);

    const maintenance = String(
      (
        await api(master, 'communication.createMaintenanceMessage', {
          body: { title: 'Поддръжка в неделя', content: '<p>02:00–03:00 ч.</p>' },
        })
      ).body.entityId,
    );
    const current = async (user: Principal) =>
      (await api(user, 'communication.currentMaintenanceMessages', {})).body.result.map((m) => m.id);
    expect(await current(kg.parent)).toContain(maintenance);
    expect(await current(mon)).toContain(maintenance);
    await api(kg.parent, 'communication.acknowledgeMaintenanceMessage', { path: { id: maintenance } });
    expect(await current(kg.parent)).not.toContain(maintenance);
    expect(await current(kg.teacher)).toContain(maintenance);
    await api(master, 'communication.clearMaintenanceMessage', { path: { id: maintenance } });
    expect(await current(kg.teacher)).not.toContain(maintenance);
    // The list keeps it, with the time it was taken down; clearing again changes nothing.
    const listed = async () =>
      (await api(master, 'communication.maintenanceMessages', { query: { PageSize: 100 } })).body.result.find(
        (m) => m.id === maintenance,
      )!;
    const cleared = await listed();
    expect(cleared.isActive).toBe(false);
    expect(cleared.clearedTime).not.toBeNull();
    const again = await api(master, 'communication.clearMaintenanceMessage', { path: { id: maintenance } });
    expect(again.status).toBe(200);
    expect((await listed()).clearedTime).toBe(cleared.clearedTime);
  });
});

describe("validation of Master's routes (the fuzz suite calls them as the director, who gets 403 first)", () => {
  // Wrong on purpose: the typed client is told to send what the schemas refuse.
  const cases: [ApiRouteId, unknown, string][] = [
    [
      'communication.sendToKindergartens',
      { body: { content: '<p>x</p>', kindergartenIds: ['x'] } },
      'Заглавие',
    ],
    [
      'communication.sendToKindergartens',
      { body: { title: 'x', content: '<p>x</p>', kindergartenIds: 'x' } },
      'Детски градини',
    ],
    ['communication.sendAdministrativeMessage', { body: { title: 12345, content: '<p>x</p>' } }, 'Заглавие'],
    [
      'communication.sendAdministrativeMessage',
      { body: { title: 'x', content: '<p>x</p>', audience: 7 } },
      'Получатели',
    ],
    [
      'communication.createMaintenanceMessage',
      { body: { title: 'x', content: 'я'.repeat(100_001) } },
      'Съдържание',
    ],
    ['communication.maintenanceMessages', { query: { PageNumber: 'не-е-число' } }, 'PageNumber'],
    ['communication.administrativeMessages', { query: { PageSize: 'не-е-число' } }, 'PageSize'],
    ['communication.clearMaintenanceMessage', { path: { id: 'я'.repeat(65) } }, 'Съобщение'],
  ];
  for (const [routeId, input, field] of cases) {
    it(`${routeId} names "${field}"`, async () => {
      const reply = await api(master, routeId, input as never);
      expect(reply.status).toBe(400);
      expect(reply.error?.code).toBe('validation');
      expect(reply.error?.errorMessage).toContain(field);
    });
  }
});

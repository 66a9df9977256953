import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/** Editing a calendar event from the screen, which cannot show recipients chosen one by one. */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given.kindergarten().group().child().parent();
});

describe('editing an event', () => {
  it('keeps its recipients when the edit names none, and still asks for them on a new event', async () => {
    const created = await api(kg.director, 'communication.saveEvent', {
      body: {
        title: 'Среща с един родител',
        fromDate: '2026-12-14T16:00',
        toDate: '2026-12-14T16:30',
        userIds: [kg.parent.id],
      },
    });
    expect(created.body.isSuccessful).toBe(true);
    const id = String(created.body.entityId);
    const loaded = await api(kg.director, 'communication.getEvent', { path: { id } });
    const edited = await api(kg.director, 'communication.saveEvent', {
      body: {
        id,
        version: loaded.body.version,
        title: 'Среща с един родител (16:30)',
        fromDate: '2026-12-14T16:30',
        toDate: '2026-12-14T17:00',
      },
    });
    expect(edited.body.isSuccessful).toBe(true);
    const seen = await api(kg.parent, 'communication.getEvent', { path: { id } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      title: 'Среща с един родител (16:30)',
      fromDate: '2026-12-14T14:30:00.000Z',
    });

    const fresh = await api(kg.director, 'communication.saveEvent', {
      body: { title: 'Без получатели', fromDate: '2026-12-14', toDate: '2026-12-14' },
    });
    expect(fresh.status).toBe(400);
    expect(fresh.error?.errors).toContainEqual({
      field: 'audience',
      message: 'Полето "Получатели" е задължително',
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { loadWorld } from '../support/world';
import type { ExampleWorld } from './route-examples';

/** Editing a calendar event from the screen, which cannot show recipients chosen one by one. */
let w: ExampleWorld;
const director = 'director@demo.gradina.bg';
const parent = 'parent@demo.gradina.bg';
const tokens = new Map<string, string>();
async function api<T>(email: string, method: string, path: string, body?: unknown) {
  if (!tokens.has(email)) tokens.set(email, await signIn(email));
  return (await call(method, path, { token: tokens.get(email)!, body })) as { status: number; body: T };
}

beforeAll(async () => {
  w = await loadWorld();
});

describe('editing an event', () => {
  it('keeps its recipients when the edit names none, and still asks for them on a new event', async () => {
    const created = await api<{ isSuccessful: boolean; entityId: string }>(director, 'POST', '/api/Events/', {
      title: 'Среща с един родител',
      fromDate: '2026-12-14T16:00',
      toDate: '2026-12-14T16:30',
      userIds: [w.userIds.parent],
    });
    expect(created.body.isSuccessful).toBe(true);
    const id = created.body.entityId;
    try {
      const edited = await api<{ isSuccessful: boolean }>(director, 'POST', '/api/Events/', {
        id,
        title: 'Среща с един родител (16:30)',
        fromDate: '2026-12-14T16:30',
        toDate: '2026-12-14T17:00',
      });
      expect(edited.body.isSuccessful).toBe(true);
      const seen = await api<{ title: string; fromDate: string }>(parent, 'GET', `/api/Events/${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        title: 'Среща с един родител (16:30)',
        fromDate: '2026-12-14T14:30:00.000Z',
      });

      const fresh = await api<{ errors: { field: string; message: string }[] }>(
        director,
        'POST',
        '/api/Events/',
        { title: 'Без получатели', fromDate: '2026-12-14', toDate: '2026-12-14' },
      );
      expect(fresh.status).toBe(400);
      expect(fresh.body.errors).toContainEqual({
        field: 'audience',
        message: 'Полето "Получатели" е задължително',
      });
    } finally {
      await api(director, 'DELETE', `/api/Events/${id}`);
    }
  });
});

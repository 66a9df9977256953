import { describe, expect, it } from 'vitest';
import { entry } from './route-entries';

const session = { kindergartenId: 'kg-1' };
const echo =
  (name: string) =>
  async (...args: unknown[]) => ({ name, args });

describe('the thin route entries', () => {
  it('hand the session and the one part of the request their name says to the domain function', async () => {
    const request = {
      session,
      query: { page: 2 },
      body: { name: 'Слънце' },
      path: { id: 'g-7' },
      object: { item: { id: 'x' } },
    };
    expect(await entry.query(echo('query'))(request)).toEqual({
      name: 'query',
      args: [session, { page: 2 }],
    });
    expect(await entry.body(echo('body'))(request)).toEqual({
      name: 'body',
      args: [session, { name: 'Слънце' }],
    });
    expect(await entry.pathId(echo('path'))(request)).toEqual({ name: 'path', args: [session, 'g-7'] });
    expect(await entry.session(echo('session'))(request)).toEqual({ name: 'session', args: [session] });
    expect(await entry.object(echo('object'))(request)).toEqual({
      name: 'object',
      args: [session, { id: 'x' }],
    });
  });
});

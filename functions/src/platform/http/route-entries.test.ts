import { describe, expect, it } from 'vitest';
import { sofiaToday } from '../clock';
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

  it('hand a named path or query value, the export format, and the loaded record or none to a save', async () => {
    const request = {
      session,
      query: { periodId: 'p-1', year: 2027 },
      path: { groupId: 'g-2', type: 'xlsx' },
      body: { name: 'Слънце' },
      object: null,
    };
    expect(await entry.path('groupId', echo('path'))(request)).toEqual({
      name: 'path',
      args: [session, 'g-2'],
    });
    expect(await entry.queryValue('periodId', echo('query'))(request)).toEqual({
      name: 'query',
      args: [session, 'p-1'],
    });
    expect(await entry.queryFile(echo('file'))(request)).toEqual({
      name: 'file',
      args: [session, request.query, 'xlsx'],
    });
    expect(await entry.save(echo('new'))(request)).toEqual({
      name: 'new',
      args: [session, { name: 'Слънце' }, undefined],
    });
    expect(await entry.save(echo('edit'))({ ...request, object: { item: { id: 'x' } } })).toEqual({
      name: 'edit',
      args: [session, { name: 'Слънце' }, { id: 'x' }],
    });
  });

  it('run the clocked entries at the time the request asks for, where the local cloud honours it', async () => {
    const previous = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://localhost:8000';
    try {
      const today = async () => sofiaToday();
      const event = { headers: { 'X-Gradina-Now': '2031-03-04T09:00:00Z' } };
      const request = { session, query: {}, body: {}, event };
      expect(await entry.clockedQuery(today)(request)).toBe('2031-03-04');
      expect(await entry.clockedBody(today)(request)).toBe('2031-03-04');
      expect(await entry.clockedSession(today)(request)).toBe('2031-03-04');
    } finally {
      if (previous === undefined) delete process.env.DYNAMODB_ENDPOINT;
      else process.env.DYNAMODB_ENDPOINT = previous;
    }
  });
});

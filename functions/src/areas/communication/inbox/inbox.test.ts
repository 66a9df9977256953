import { describe, expect, it } from 'vitest';
import { countersOf, type Entry } from './entries';
import { counterUpdate, newEntry } from './items';

process.env.TABLE_NAME ??= 'gradina-test';

const message = (over: Partial<Entry> = {}) =>
  ({
    ...newEntry('kg', 'u', 'M1', 1, {
      kind: 'MSG',
      ref: { PK: 'KG#kg#MSG#M1', SK: 'ITEM' },
      title: 'Т',
      preview: 'п',
      creationTime: '2026-11-21T10:00:00.000Z',
      createdBy: { id: 'd', name: 'Директор', userType: 1 },
      isAdministrative: false,
      canReply: true,
    }),
    ...over,
  }) as Entry;

const poll = (voted: boolean) =>
  ({
    ...newEntry('kg', 'u', 'P1', 1, { kind: 'POLL', expirationTime: '2030-01-01T00:00:00.000Z' }),
    voted,
  }) as Entry;

const values = (u: ReturnType<typeof counterUpdate>) => u?.Update?.ExpressionAttributeValues ?? {};

describe('counters follow entries', () => {
  it('count a new unseen message and the inbox size', () => {
    expect(values(counterUpdate('kg', 'u', undefined, message()))).toMatchObject({
      ':unseenMessages': 1,
      ':messagesTotal': 1,
    });
  });

  it('count a message unread again when a reply arrives, and read when seen', () => {
    const read = message({ seen: true } as Partial<Entry>);
    const replied = message({ seen: true, unseenReplyIds: ['R1'] } as Partial<Entry>);
    expect(values(counterUpdate('kg', 'u', read, replied))).toEqual(
      expect.objectContaining({ ':unseenMessages': 1 }),
    );
    expect(values(counterUpdate('kg', 'u', replied, read))).toEqual(
      expect.objectContaining({ ':unseenMessages': -1 }),
    );
    const another = message({ seen: true, unseenReplyIds: ['R1', 'R2'] } as Partial<Entry>);
    expect(counterUpdate('kg', 'u', replied, another)).toBeUndefined();
  });

  it('moves poll markers between pending and dismissed sets', () => {
    const added = values(counterUpdate('kg', 'u', undefined, poll(false)));
    expect(added[':pendingPolls']).toEqual(new Set(['2030-01-01T00:00:00.000Z#P1']));
    const voted = values(counterUpdate('kg', 'u', poll(false), poll(true)));
    expect(voted[':dismissedPolls']).toEqual(new Set(['2030-01-01T00:00:00.000Z#P1']));
    expect(counterUpdate('kg', 'u', undefined, poll(true))).toBeUndefined();
  });

  it('reads unvoted polls without expired or dismissed ones, and zeros for no item', () => {
    const c = countersOf(
      {
        unseenMessages: 2,
        unseenEvents: -1,
        pendingPolls: new Set([
          '2030-01-01T00:00:00.000Z#A',
          '2030-01-01T00:00:00.000Z#B',
          '2020-01-01T00:00:00.000Z#C',
        ]),
        dismissedPolls: new Set(['2030-01-01T00:00:00.000Z#B']),
      },
      '2026-11-21T00:00:00.000Z',
    );
    expect(c).toMatchObject({ unseenMessages: 2, unseenEvents: 0, unvotedPolls: 1 });
    expect(c.stale.pending.sort()).toEqual(['2020-01-01T00:00:00.000Z#C', '2030-01-01T00:00:00.000Z#B']);
    expect(countersOf(undefined)).toMatchObject({ unseenMessages: 0, unvotedPolls: 0, messagesTotal: 0 });
  });
});

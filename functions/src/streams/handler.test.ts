import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { StreamConsumer, TableChange } from './change';
import { createStreamHandler, streamConsumers, toTableChange } from './handler';
import { endedSession } from './session-ended';

const record = (
  seq: string,
  eventName: DynamoDBRecord['eventName'],
  old?: Record<string, unknown>,
): DynamoDBRecord => ({
  eventID: `e${seq}`,
  eventName,
  eventSource: 'aws:dynamodb',
  dynamodb: {
    SequenceNumber: seq,
    Keys: marshall({ PK: `X#${seq}`, SK: 'X' }) as never,
    ...(old ? { OldImage: marshall(old) as never } : {}),
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});

describe('stream dispatcher', () => {
  it('unmarshalls images and marks TTL removals', () => {
    const r = record('1', 'REMOVE', { PK: 'SESSION#s', type: 'Session', expiresAt: 5 });
    r.userIdentity = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };
    expect(toTableChange(r)).toEqual({
      eventName: 'REMOVE',
      sequenceNumber: '1',
      keys: { PK: 'X#1', SK: 'X' },
      newImage: undefined,
      oldImage: { PK: 'SESSION#s', type: 'Session', expiresAt: 5 },
      expired: true,
    });
    expect(toTableChange({ eventName: 'INSERT' })).toBeUndefined();
  });

  it('leaves out an attribute it cannot read instead of failing the record', () => {
    const r = record('2', 'REMOVE', { PK: 'SESSION#s', type: 'Session' });
    (r.dynamodb!.OldImage as Record<string, unknown>).odd = {};
    expect(toTableChange(r)?.oldImage).toEqual({ PK: 'SESSION#s', type: 'Session' });
  });

  it('hands every record to every consumer in order', async () => {
    const seen: string[] = [];
    const consumer = (name: string): StreamConsumer => ({
      name,
      consume: async (c: TableChange) => {
        seen.push(`${name}:${c.sequenceNumber}`);
      },
    });
    const handle = createStreamHandler([consumer('a'), consumer('b')]);
    const reply = await handle({ Records: [record('1', 'INSERT'), record('2', 'MODIFY')] });
    expect(reply).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual(['a:1', 'b:1', 'a:2', 'b:2']);
  });

  it('stops at the first failed record and reports it and the rest', async () => {
    const seen: string[] = [];
    const handle = createStreamHandler([
      {
        name: 'flaky',
        consume: async (c) => {
          if (c.sequenceNumber === '2') throw new Error('boom');
          seen.push(c.sequenceNumber);
        },
      },
    ]);
    const reply = await handle({
      Records: [record('1', 'INSERT'), record('2', 'INSERT'), record('3', 'INSERT')],
    });
    expect(seen).toEqual(['1']);
    expect(reply.batchItemFailures).toEqual([{ itemIdentifier: '2' }, { itemIdentifier: '3' }]);
  });

  it('registers session-ended first', () => {
    expect(streamConsumers[0]?.name).toBe('session-ended');
  });
});

describe('session-ended', () => {
  const change = (eventName: TableChange['eventName'], oldImage?: Record<string, unknown>): TableChange => ({
    eventName,
    sequenceNumber: '1',
    keys: {},
    oldImage,
    expired: false,
  });

  it('finds the session a removed Session item ended', () => {
    expect(endedSession(change('REMOVE', { type: 'Session', userId: 'u1', sessionId: 's1' }))).toEqual({
      userId: 'u1',
      sessionId: 's1',
    });
  });

  it('ignores everything else', () => {
    expect(
      endedSession(change('MODIFY', { type: 'Session', userId: 'u1', sessionId: 's1' })),
    ).toBeUndefined();
    expect(
      endedSession(change('REMOVE', { type: 'Connection', userId: 'u1', sessionId: 's1' })),
    ).toBeUndefined();
    expect(endedSession(change('REMOVE', { type: 'Session', userId: 'u1' }))).toBeUndefined();
    expect(endedSession(change('REMOVE'))).toBeUndefined();
  });
});

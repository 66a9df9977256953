import { randomUUID } from 'node:crypto';
import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { closeSession, issueRealtimeTicket } from '../../functions/src/platform/auth/sessions';
import { getItem, keys, putItem } from '../../functions/src/platform/db';
import { connectionsOfUser } from '../../functions/src/platform/realtime/connections';
import { closeConnectionsOfSession, pushToUsers } from '../../functions/src/platform/realtime/push';
import { handler as streamHandler } from '../../functions/src/streams/handler';
import {
  connectionItem,
  newSession,
  onlyConnectionOf,
  open,
  openClient,
  until,
  useGateway,
} from './ws-gateway-test-kit';

/** Pushes through the local WebSocket gateway: delivery, gone connections, closing a session's sockets. */
describe('pushes through the local WebSocket gateway', () => {
  const gw = useGateway();

  it('pushes an event to the open socket as exactly {"event","data"}', async () => {
    const session = await newSession();
    const client = await openClient(gw.baseUrl, session);
    await onlyConnectionOf(session.userId);
    const result = await pushToUsers([session.userId], {
      event: 'receiveMessage',
      data: { id: 'm1', title: 'Здравейте' },
    });
    expect(result).toEqual({ delivered: 1, gone: 0, failed: 0 });
    expect(await client.next()).toBe('{"event":"receiveMessage","data":{"id":"m1","title":"Здравейте"}}');

    // Another kindergarten's push does not reach it; its own does.
    expect(
      await pushToUsers(
        [session.userId],
        { event: 'clearMaintenanceMessage', data: { id: 'x' } },
        { kindergartenId: 'kg-other' },
      ),
    ).toEqual({ delivered: 0, gone: 0, failed: 0 });
    await pushToUsers(
      [session.userId, session.userId],
      { event: 'clearMaintenanceMessage', data: { id: 'y' } },
      {
        kindergartenId: session.kindergartenId!,
      },
    );
    expect(await client.next()).toBe('{"event":"clearMaintenanceMessage","data":{"id":"y"}}');
    expect(client.messages).toEqual([]);
    client.ws.close();
    await client.closed;
  });

  it('answers 410 for a closed connection, and a push removes a stale item', async () => {
    const session = await newSession();
    const client = await openClient(gw.baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    client.ws.close();
    await client.closed;
    // $disconnect removed the item.
    await until(async () => (await connectionItem(connectionId)) === undefined);

    const error = await gw.management
      .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{}') }))
      .then(
        () => undefined,
        (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
      );
    expect(error?.name).toBe('GoneException');
    expect(error?.$metadata?.httpStatusCode).toBe(410);

    // An item whose $disconnect never ran (a crash): the push meets 410 and removes it.
    const now = Math.floor(Date.now() / 1000);
    await putItem({
      ...keys.connection(connectionId),
      ...keys.connectionsOfUser(session.userId, connectionId),
      type: 'Connection',
      connectionId,
      userId: session.userId,
      sessionId: session.sessionId,
      kindergartenId: session.kindergartenId,
      connectedAt: new Date().toISOString(),
      ttl: now + 7200,
    });
    const result = await pushToUsers([session.userId], {
      event: 'receivePoll',
      data: { id: 'p1', title: 'Анкета' },
    });
    expect(result).toEqual({ delivered: 0, gone: 1, failed: 0 });
    expect(await connectionItem(connectionId)).toBeUndefined();
  });

  it("closeConnectionsOfSession closes that session's sockets and no other", async () => {
    const first = await newSession();
    const second = await newSession(first.userId);
    const a = await openClient(gw.baseUrl, first);
    const b = await openClient(gw.baseUrl, second);
    await until(async () => (await connectionsOfUser(first.userId)).length === 2);

    expect(await closeConnectionsOfSession(first.userId, first.sessionId)).toBe(1);
    expect(await a.closed).toBe(1000);
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    const left = await connectionsOfUser(first.userId);
    expect(left.map((c) => c.sessionId)).toEqual([second.sessionId]);

    const result = await pushToUsers([first.userId], {
      event: 'receiveEvent',
      data: { id: 'e1', title: 'Празник' },
    });
    expect(result).toEqual({ delivered: 1, gone: 0, failed: 0 });
    expect(JSON.parse(await b.next())).toEqual({
      event: 'receiveEvent',
      data: { id: 'e1', title: 'Празник' },
    });
    b.ws.close();
    await b.closed;
  });

  it('a session REMOVE record on the stream closes that session’s socket', async () => {
    const session = await newSession();
    const client = await openClient(gw.baseUrl, session);
    const connectionId = await onlyConnectionOf(session.userId);
    const sessionItem = await getItem(keys.session(session.sessionId), { consistent: true });
    expect(sessionItem).toBeDefined();

    const event: DynamoDBStreamEvent = {
      Records: [
        {
          eventID: randomUUID(),
          eventName: 'REMOVE',
          eventVersion: '1.1',
          eventSource: 'aws:dynamodb',
          awsRegion: 'eu-central-1',
          dynamodb: {
            ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
            Keys: marshall(keys.session(session.sessionId)) as never,
            OldImage: marshall(sessionItem!, { removeUndefinedValues: true }) as never,
            SequenceNumber: '100000000000000000001',
            SizeBytes: 200,
            StreamViewType: 'NEW_AND_OLD_IMAGES',
          },
          eventSourceARN:
            'arn:aws:dynamodb:eu-central-1:000000000000:table/gradina/stream/2026-01-01T00:00:00.000',
        },
      ],
    };
    expect(await streamHandler(event)).toEqual({ batchItemFailures: [] });
    expect(await client.closed).toBe(1000);
    await until(async () => (await connectionItem(connectionId)) === undefined);

    // Logout itself (whose record the poller of a shared local cloud may also deliver, to its own gateway,
    // so the test hands the record over itself first): the ended session cannot open a new one either.
    await closeSession(session.sessionId);
    expect(await open(gw.baseUrl, `?ticket=${await issueRealtimeTicket(session)}`)).toBe(401);
  });
});

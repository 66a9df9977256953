import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lookupRoutes } from '@gradina/shared/manifest/routes/lookups';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAreaHandler } from './area-handler';
import { ApiError, conflict, forbidden, tooManyRequests } from './errors';

/**
 * The request line of the area pipeline, in-process: every answer, refusals, throttling and crashes
 * included, writes exactly one `request` line with the manifest route and the outcome. (The HTTP suite
 * test/api/security-log.test.ts checks the same against the local cloud; no HTTP route answers 429 today.)
 */
let failWith: () => unknown = () => undefined;
const implementations = new Proxy(
  {},
  {
    has: () => true,
    get: () => async () => {
      const error = failWith();
      if (error) throw error;
      return { result: [], rowsCount: 0 };
    },
  },
);
const handler = createAreaHandler('lookups', [lookupRoutes], implementations as never) as unknown as (
  event: APIGatewayProxyEvent,
  context: object,
) => Promise<APIGatewayProxyResult>;

const session = {
  userId: 'user-1',
  sessionId: 's-1',
  role: '1',
  kindergartenId: 'kg-1',
  periodId: '',
  grants: '',
};

function event(requestId: string, signedIn = true, pathName = '/api/regions'): APIGatewayProxyEvent {
  return {
    resource: '/api/{proxy+}',
    path: pathName,
    httpMethod: 'GET',
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      requestId,
      authorizer: signedIn ? session : null,
      identity: { sourceIp: '192.0.2.7' },
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

let dir: string;
const saved = { file: process.env.GRADINA_LOG_FILE, level: process.env.LOG_LEVEL };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gradina-request-log-'));
  process.env.GRADINA_LOG_FILE = path.join(dir, 'functions.log');
  process.env.LOG_LEVEL = 'info';
});
afterAll(() => {
  for (const [key, value] of [
    ['GRADINA_LOG_FILE', saved.file],
    ['LOG_LEVEL', saved.level],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

function requestLines(requestId: string) {
  return readFileSync(process.env.GRADINA_LOG_FILE!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request' && l.requestId === requestId);
}

describe('the request line', () => {
  it.each([
    ['ok', 200, 'ok', () => undefined, null],
    ['forbidden', 403, 'refused', () => forbidden(), 'forbidden'],
    ['conflict', 409, 'conflict', () => conflict('Записът е променен.'), 'conflict'],
    ['throttled', 429, 'throttled', () => tooManyRequests('Опитайте по-късно.', 60), 'too_many_requests'],
    ['crash', 500, 'error', () => new Error('boom'), 'internal'],
    ['bad request', 400, 'invalid', () => new ApiError(400, 'validation', 'Невалидно.'), 'validation'],
  ])('%s: one line with status %i and outcome %s', async (name, status, outcome, error, code) => {
    failWith = error;
    const reply = await handler(event(`req-${name}`), {});
    expect(reply.statusCode).toBe(status);
    const lines = requestLines(`req-${name}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      routeId: 'lookups.regions',
      method: 'GET',
      status,
      outcome,
      code,
      userId: 'user-1',
      kindergartenId: 'kg-1',
      sourceIp: '192.0.2.7',
      area: 'lookups',
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(typeof lines[0]!.dynamoRequests).toBe('number');
  });

  it('a request without a session is refused with one line and no user', async () => {
    failWith = () => undefined;
    const reply = await handler(event('req-anonymous', false), {});
    expect(reply.statusCode).toBe(401);
    expect(requestLines('req-anonymous')).toEqual([
      expect.objectContaining({
        routeId: 'lookups.regions',
        outcome: 'refused',
        code: 'unauthorized',
        userId: null,
      }),
    ]);
  });

  it('an unknown path has no route id', async () => {
    const reply = await handler(event('req-unknown', true, '/api/regions/nowhere/at-all'), {});
    expect(reply.statusCode).toBe(404);
    expect(requestLines('req-unknown')).toEqual([
      expect.objectContaining({ routeId: null, outcome: 'invalid', code: 'route_not_found' }),
    ]);
  });
});

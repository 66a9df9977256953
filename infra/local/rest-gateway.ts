import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
} from 'aws-lambda';
import {
  type AreaName,
  activeAreas,
  apiMatcher,
  areaOfPath,
  canonicalizePath,
} from '../../shared/src/manifest/index';
import { entries } from '../../shared/src/runtime';
import { countedLambda, usage } from './usage';

type AreaHandler = (event: APIGatewayProxyEvent, context: unknown) => Promise<APIGatewayProxyResult>;
type Authorize = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

/** API Gateway's payload limit. */
const maxBodyBytes = 10 * 1024 * 1024;
const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;
const patterns = apiMatcher.patterns();

/**
 * The areas the cloud deploys: those with routes in the manifest and a handler module. A path of any other
 * area (one the product does not have yet) is an unknown route, as it is behind API Gateway.
 */
const servedAreas = new Set(
  activeAreas.filter((area) => existsSync(join(import.meta.dirname, '../..', entries.areaHandler(area)))),
);

const handlerCache = new Map<AreaName, Promise<AreaHandler>>();
function areaHandler(area: AreaName): Promise<AreaHandler> {
  let h = handlerCache.get(area);
  if (!h) {
    h = import(`../../${entries.areaHandler(area)}`).then((m: { handler: AreaHandler }) =>
      countedLambda(`area ${area}`, m.handler),
    );
    handlerCache.set(area, h);
  }
  return h;
}

function jsonError(res: ServerResponse, status: number, code: string, errorMessage: string) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ code, errorMessage, isSuccessful: false }));
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headerMaps(req: IncomingMessage) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  return { headers, multiValueHeaders };
}

function queryMaps(url: URL) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    single[k] = v;
    multi[k] = [...(multi[k] ?? []), v];
  }
  const empty = Object.keys(single).length === 0;
  return {
    queryStringParameters: empty ? null : single,
    multiValueQueryStringParameters: empty ? null : multi,
  };
}

/**
 * The local API Gateway REST: the CloudFront path rewrite, the REQUEST authorizer for every route the
 * manifest does not mark public, a Lambda proxy event for the area's handler, and its reply written back.
 */
export function createRestGateway(options: { authorize: Authorize; stage?: string }) {
  const stage = options.stage ?? 'local';
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = canonicalizePath(url.pathname, patterns);
    usage.restRequests += 1;
    const method = (req.method ?? 'GET').toUpperCase();
    const area = areaOfPath(path);
    if (!area || !servedAreas.has(area))
      return jsonError(res, 404, 'route_not_found', 'Търсеният адрес не съществува.');
    const body = await readBody(req);
    if (body === 'too-large')
      return jsonError(res, 413, 'payload_too_large', 'Заявката е твърде голяма (над 10 MB).');
    const { headers, multiValueHeaders } = headerMaps(req);
    const requestId = randomUUID();
    const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
    const userAgent = req.headers['user-agent'] ?? '';
    const match = apiMatcher.match(method, path);
    const isPublic = !!match && !('methodMismatch' in match) && match.route.permission.kind === 'public';

    let authorizer: Record<string, unknown> | null = null;
    if (!isPublic) {
      const authEvent = {
        type: 'REQUEST',
        methodArn: `arn:aws:execute-api:local:000000000000:gradina/${stage}/${method}${path}`,
        resource: path,
        path,
        httpMethod: method,
        headers,
        multiValueHeaders,
        ...queryMaps(url),
        pathParameters: {},
        stageVariables: null,
        requestContext: { requestId, stage, httpMethod: method, path, identity: { sourceIp, userAgent } },
      } as unknown as APIGatewayRequestAuthorizerEvent;
      try {
        const result = await options.authorize(authEvent);
        authorizer = { ...(result.context ?? {}), principalId: result.principalId };
      } catch (e) {
        if ((e as Error).message !== 'Unauthorized') console.error('authorizer failed', (e as Error).name);
        return jsonError(res, 401, 'unauthorized', 'Необходимо е да влезете в системата.');
      }
    }

    const contentType = req.headers['content-type'] ?? '';
    const isText = body.length === 0 || textTypes.test(contentType);
    const event: APIGatewayProxyEvent = {
      resource: `/api/{proxy+}`,
      path,
      httpMethod: method,
      headers,
      multiValueHeaders,
      ...queryMaps(url),
      pathParameters: { proxy: path.replace(/^\/api\//, '') },
      stageVariables: null,
      body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
      isBase64Encoded: !isText,
      requestContext: {
        accountId: '000000000000',
        apiId: 'gradina-local',
        authorizer,
        protocol: 'HTTP/1.1',
        httpMethod: method,
        path: `/${stage}${path}`,
        stage,
        requestId,
        requestTimeEpoch: Date.now(),
        resourceId: 'local',
        resourcePath: '/api/{proxy+}',
        identity: { sourceIp, userAgent } as APIGatewayProxyEvent['requestContext']['identity'],
      },
    };
    let result: APIGatewayProxyResult;
    try {
      const handler = await areaHandler(area);
      result = await handler(event, { awsRequestId: requestId, functionName: `gradina-${area}` });
    } catch (e) {
      console.error(`area ${area} failed`, (e as Error).name, (e as Error).message);
      return jsonError(res, 502, 'internal', 'Възникна грешка! Извиняваме се за причиненото неудобство.');
    }
    const outHeaders: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
    for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) outHeaders[k] = v.map(String);
    res.writeHead(result.statusCode, outHeaders);
    const out = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
    usage.restBytesOut += out.length;
    res.end(out);
  };
}

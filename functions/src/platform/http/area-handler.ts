import { randomUUID } from 'node:crypto';
import type { AreaName, RouteDef, RouteId, RouteOf } from '@gradina/shared';
import { bgMessages, fieldErrors, routeMatcher } from '@gradina/shared';
import { attachmentMaxBytes, attachmentsPerUpload } from '@gradina/shared/manifest/routes/files';
import { uncleanField } from '@gradina/shared/text-hygiene';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { z } from 'zod';
import { authorizeRoute } from '../auth/route-permission';
import { currentMeter, type DbMeter, metered, newMeter } from '../db/client';
import { ApiError, badRequest, routeNotFound } from './errors';
import { createLogger, type Logger } from './logger';
import { authorizeObject, type LoadedObject, type ObjectLoader, routesWithObjectRule } from './object-access';
import { enforceRateLimit } from './rate-limit';
import { checkReferences } from './references';
import type { FileReply, RedirectReply } from './replies';
import { fileResult, isFileReply, isRedirectReply, jsonResult, redirectResult } from './replies';
import { type RouteSession, routeSession, type TenantRouteSession } from './route-session';
import { sessionFromAuthorizer } from './session';

type AnyRoute = RouteDef;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Req<R> = R extends { request: infer Q } ? Q : never;
type ReplyOf<R> = R extends { reply: { kind: 'json'; schema: infer S } }
  ? z.input<S & z.ZodType>
  : FileReply | RedirectReply;

/**
 * The object a route's handler receives: what the route's loader reads (`LoadedObject<Item>`), or `null`
 * when the loader can answer that the request creates one. A loader's `undefined` never reaches the handler
 * (the pipeline answers 404), so it is taken out of the type.
 */
export type ObjectOf<Loaders, Id> = Id extends keyof Loaders
  ? Loaders[Id] extends (...args: never[]) => Promise<infer O>
    ? Exclude<O, undefined>
    : LoadedObject | null
  : LoadedObject | null;

export interface RouteRequest<R, O = LoadedObject | null> {
  path: Out<Req<R> extends { path: infer P } ? P : undefined>;
  query: Out<Req<R> extends { query: infer P } ? P : undefined>;
  body: Out<Req<R> extends { body: infer P } ? P : undefined>;
  session: R extends { permission: { tenant: true } }
    ? TenantRouteSession
    : R extends { permission: { kind: 'public' } }
      ? RouteSession | undefined
      : RouteSession;
  /** The object the route acts on, loaded and checked by the pipeline (null: the request creates one). */
  object: R extends { object: { kind: string } } ? O : undefined;
  requestId: string;
  log: Logger;
  event: APIGatewayProxyEvent;
}

export type RouteImplementation<Id extends RouteId, O = LoadedObject | null> = (
  request: RouteRequest<RouteOf<Id>, O>,
) => Promise<
  ReplyOf<RouteOf<Id>> | FileReply | RedirectReply | { status: number; body: ReplyOf<RouteOf<Id>> }
>;

/**
 * A feature's handler entries. `Loaders` is the type of the feature's object loaders (declared with
 * `satisfies ObjectLoaders<Ids>`, so each keeps the item type it reads): each entry's `object` is typed by
 * its route's loader, with no cast.
 */
export type AreaImplementations<Ids extends RouteId, Loaders = Record<never, never>> = {
  [Id in Ids]: RouteImplementation<Id, ObjectOf<Loaders, Id>>;
};

/** An area's loaders of the objects its routes act on (functions/src/platform/http/object-access.ts). */
export type ObjectLoaders<Ids extends RouteId> = {
  [Id in Ids]?: ObjectLoader<Omit<RouteRequest<RouteOf<Id>>, 'object'>, unknown>;
};

/** The ids of a feature's manifest routes (`typeof` the feature's `defineRoutes` list). */
type IdsOf<Manifest extends readonly { id: RouteId }[]> = Manifest[number]['id'];

/** A feature's handler entries, typed by its manifest routes and the loaders of the objects they act on. */
export type FeatureRoutes<
  Manifest extends readonly { id: RouteId }[],
  Loaders = Record<never, never>,
> = AreaImplementations<IdsOf<Manifest>, Loaders>;

/** A feature's object loaders, typed by its manifest routes. */
export type FeatureLoaders<Manifest extends readonly { id: RouteId }[]> = ObjectLoaders<IdsOf<Manifest>>;

interface Scope {
  requestId: string;
  log: Logger;
  meter: DbMeter;
  startedAt: number;
  /** Known once the manifest route matched and the session was read: for the request line. */
  routeId?: string;
  userId?: string;
  kindergartenId?: string | null;
}

const strictReplies = process.env.GRADINA_STRICT_REPLIES === '1';

/** Local benchmarks read each request's DynamoDB cost from a header the cloud never sends. */
function meterHeader(meter: DbMeter): Record<string, string> {
  if (process.env.GRADINA_METER_HEADERS !== '1') return {};
  return {
    'X-Gradina-Db': `requests=${meter.requests};rcu=${meter.readCapacity};wcu=${meter.writeCapacity};items=${meter.itemsRead}`,
  };
}

function readHeader(event: APIGatewayProxyEvent, name: string): string | undefined {
  const hit = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return hit?.[1] ?? undefined;
}

/** Query values keyed as the schema spells them (the spec mixes `OrderByColumn` and `orderByColumn`). */
function readQuery(event: APIGatewayProxyEvent, schema: z.ZodObject | undefined): Record<string, unknown> {
  const multi = event.multiValueQueryStringParameters ?? {};
  const single = event.queryStringParameters ?? {};
  const names = new Map(Object.keys(schema?.shape ?? {}).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(multi), ...Object.keys(single)])) {
    const values = multi[key] ?? (single[key] !== undefined ? [single[key]!] : []);
    const name = names.get(key.toLowerCase()) ?? key;
    out[name] = values.length > 1 ? values : values[0];
  }
  return out;
}

async function readBody(event: APIGatewayProxyEvent, route: AnyRoute): Promise<unknown> {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const type = readHeader(event, 'content-type') ?? 'application/json';
  if (route.request.encoding === 'multipart' && /^multipart\/form-data/i.test(type)) {
    const bytes = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
    // Loaded on the first upload only: the multipart parser stays out of the areas' cold start.
    const { parseMultipart } = await import('./multipart');
    // One byte over the file limit is enough to tell a file that is too large.
    return parseMultipart(bytes, type, {
      maxFileBytes: attachmentMaxBytes + 1,
      maxFiles: attachmentsPerUpload,
    });
  }
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  // A signed form (ePay's notification): its fields as an object; the same fields as JSON are read too.
  if (route.request.encoding === 'form' && !type.includes('json'))
    return Object.fromEntries(new URLSearchParams(text));
  if (!type.includes('json'))
    throw badRequest(
      route.request.encoding === 'multipart'
        ? 'Очаква се тяло във формат multipart/form-data с файл'
        : 'Очаква се тяло във формат JSON',
    );
  try {
    return JSON.parse(text);
  } catch {
    // A protocol route (ePay's) answers a bad body in its own protocol: the handler gets the text.
    if (route.request.protocolBody) return text;
    throw badRequest(bgMessages.badJson());
  }
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) {
    const errors = fieldErrors(result.error, part === 'body' ? undefined : part, schema);
    throw badRequest(errors[0]?.message ?? bgMessages.invalid(part), errors);
  }
  const unclean = uncleanField(result.data, schema, part === 'body' ? undefined : part);
  if (unclean) throw badRequest(unclean.message, [unclean]);
  return result.data;
}

function errorResult(error: unknown, scope: Scope | undefined): APIGatewayProxyResult {
  if (error instanceof ApiError) {
    return jsonResult(
      error.statusCode,
      {
        code: error.code,
        errorMessage: error.message,
        isSuccessful: false,
        ...(error.errors ? { errors: error.errors } : {}),
      },
      error.headers,
    );
  }
  scope?.log.error('unhandled error', { error });
  return jsonResult(500, {
    code: 'internal',
    errorMessage: 'Възникна грешка! Извиняваме се за причиненото неудобство.',
    isSuccessful: false,
  });
}

/** The request line's outcome class, so refusals and conflicts are found without reading status codes. */
export function outcomeOf(status: number): 'ok' | 'refused' | 'invalid' | 'conflict' | 'throttled' | 'error' {
  if (status < 400) return 'ok';
  if (status === 401 || status === 403) return 'refused';
  if (status === 409) return 'conflict';
  if (status === 429) return 'throttled';
  return status >= 500 ? 'error' : 'invalid';
}

/** One structured line per answer, refusals and errors included (docs/security.md, "Security log"). */
function logRequest(scope: Scope, event: APIGatewayProxyEvent, response: APIGatewayProxyResult) {
  const status = response.statusCode;
  let code: string | null = null;
  if (status >= 400) {
    try {
      code = (JSON.parse(response.body) as { code?: string }).code ?? null;
    } catch {
      // a file or an empty answer carries no code
    }
  }
  const fields = {
    routeId: scope.routeId ?? null,
    method: event.httpMethod,
    status,
    outcome: outcomeOf(status),
    code,
    userId: scope.userId ?? null,
    kindergartenId: scope.kindergartenId ?? null,
    sourceIp: event.requestContext?.identity?.sourceIp ?? null,
    dynamoRequests: scope.meter.requests,
    readCapacity: scope.meter.readCapacity,
    writeCapacity: scope.meter.writeCapacity,
    ms: Date.now() - scope.startedAt,
  };
  if (status >= 500) scope.log.error('request', fields);
  else if (status >= 400) scope.log.warn('request', fields);
  else scope.log.info('request', fields);
}

/**
 * One Lambda per area. `routeFiles` are the manifest's route files of the area, imported by its handler
 * one by one so its bundle carries no other area's schemas (routes of other areas in them are ignored;
 * functions/src/areas/area-routes.test.ts checks that each handler lists all of its area's routes).
 * Resolves the manifest route, validates path, query and body with its schemas, checks the permission the manifest names and, for routes with an object rule, loads the object with the area's
 * loader (`options.objects`) and applies the object policy, checks that every id the body references names
 * an object of the session's kindergarten (references.ts); calls the domain function with the session, the
 * input and the object, and writes the spec's reply shape.
 */
export function createAreaHandler<Ids extends RouteId>(
  area: AreaName,
  routeFiles: readonly (readonly RouteDef[])[],
  // Each feature types its entries by its own loaders (AreaImplementations<Ids, typeof loaders>), and passes
  // those same loaders in `objects`: here any object type is taken.
  implementations: { [Id in Ids]: RouteImplementation<Id, never> },
  options: { objects?: NoInfer<ObjectLoaders<Ids>> } = {},
) {
  const areaRoutes = routeFiles.flat().filter((r) => r.area === area);
  const missing = areaRoutes.filter((r) => !(r.id in implementations));
  if (missing.length > 0)
    throw new Error(`area ${area} lacks handlers for ${missing.map((r) => r.id).join(', ')}`);
  const loaders = (options.objects ?? {}) as Record<string, ObjectLoader<unknown>>;
  const unloaded = routesWithObjectRule(areaRoutes).filter((r) => !loaders[r.id]);
  if (unloaded.length > 0)
    throw new Error(`area ${area} lacks object loaders for ${unloaded.map((r) => r.id).join(', ')}`);
  const matcher = routeMatcher(areaRoutes);
  const scopes = new WeakMap<object, Scope>();

  const requestScope: middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> = {
    before: (request) => {
      const scope = newScope(area, request.event);
      scopes.set(request, scope);
      scopes.set(request.context, scope);
    },
    after: (request) => {
      const scope = scopes.get(request);
      if (scope && request.response) {
        request.response.headers = {
          ...request.response.headers,
          'X-Request-Id': scope.requestId,
          ...meterHeader(scope.meter),
        };
        logRequest(scope, request.event, request.response);
      }
    },
    onError: (request) => {
      request.response = errorResult(request.error, scopes.get(request));
      const scope = scopes.get(request);
      if (scope) {
        // Refusals carry the meter too: a refused reference costs its one BatchGet (docs/security.md).
        request.response.headers = {
          ...request.response.headers,
          'X-Request-Id': scope.requestId,
          ...meterHeader(scope.meter),
        };
        logRequest(scope, request.event, request.response);
      }
    },
  };

  const handle = async (event: APIGatewayProxyEvent, request: Scope): Promise<APIGatewayProxyResult> => {
    const found = matcher.match(event.httpMethod, event.path);
    if (!found || 'methodMismatch' in found) throw routeNotFound();
    const route: AnyRoute = found.route;
    const session = sessionFromAuthorizer(event.requestContext?.authorizer as Record<string, unknown>);
    request.routeId = route.id;
    request.userId = session?.userId;
    request.kindergartenId = session?.kindergartenId;
    await enforceRateLimit(route, event);
    await authorizeRoute(route, session);
    const parsed = {
      path: parsePart(route.request.path, found.pathParams, 'path'),
      query: parsePart(route.request.query, readQuery(event, route.request.query), 'query'),
      body: parsePart(route.request.body, await readBody(event, route), 'body'),
    };
    const loaded = {
      ...parsed,
      session: session && routeSession(route, session, parsed),
      requestId: request.requestId,
      log: request.log,
      event,
    };
    const input = {
      ...loaded,
      object: await authorizeObject(route, loaded.session, loaders[route.id], loaded),
    };
    // After the object rule, so another kindergarten's object stays a 404; then every other id the body
    // names must be the kindergarten's (one BatchGet, none without references; references.ts).
    await checkReferences(route.request.body, parsed.body, session?.kindergartenId);
    const impl = (implementations as unknown as Record<string, (r: typeof input) => Promise<unknown>>)[
      route.id
    ]!;
    const reply = await impl(input);
    return toResult(route, reply);
  };

  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>().use(requestScope);
  return handler.handler(async (event, context) => {
    const scope = scopes.get(context) ?? newScope(area, event);
    const { result } = await metered(() => handle(event, scope), scope.meter);
    return result;
  });
}

function newScope(area: string, event: APIGatewayProxyEvent): Scope {
  const requestId = event.requestContext?.requestId ?? randomUUID();
  return {
    requestId,
    log: createLogger({ area, requestId }),
    meter: currentMeter() ?? newMeter(),
    startedAt: Date.now(),
  };
}

function toResult(route: RouteDef, reply: unknown): APIGatewayProxyResult {
  if (isFileReply(reply)) return fileResult(reply);
  if (isRedirectReply(reply)) return redirectResult(reply);
  let status = 200;
  let body = reply;
  if (
    reply &&
    typeof reply === 'object' &&
    'status' in reply &&
    'body' in reply &&
    Object.keys(reply).length === 2
  ) {
    status = (reply as { status: number }).status;
    body = (reply as { body: unknown }).body;
  }
  if (strictReplies && route.reply.kind === 'json') {
    const check = route.reply.schema.safeParse(body);
    if (!check.success) throw new Error(`reply of ${route.id} breaks its schema: ${check.error.message}`);
  }
  return jsonResult(status, body);
}

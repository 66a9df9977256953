import { z } from 'zod';
import { errorReply } from '../schemas/common';
import { areas } from './areas';
import type { RouteDef } from './route';

/**
 * The manifest as an OpenAPI 3.1 document, for integrators (municipal systems, НЕИСПУО tooling). Schemas come
 * from zod's own JSON Schema output (draft 2020-12, which OpenAPI 3.1 uses), so the Bulgarian field titles
 * given with `.meta({ title })` travel with them. `docs/openapi.json` is written from this by
 * `npm run openapi`, and a test fails while the file differs from the manifest.
 */

type Json = Record<string, unknown>;

/** Request schemas describe what a client sends (input); replies what the server answers (output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

function parameters(route: RouteDef): Json[] {
  const list: Json[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = route.request[where];
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        ...(typeof property.title === 'string' ? { description: property.title } : {}),
        schema: property,
      });
    }
  }
  return list;
}

function requestBody(route: RouteDef): Json | undefined {
  const body = route.request.body;
  if (!body) return undefined;
  const mediaType =
    route.request.encoding === 'multipart'
      ? 'multipart/form-data'
      : route.request.encoding === 'form'
        ? 'application/x-www-form-urlencoded'
        : 'application/json';
  return {
    required: !body.safeParse(undefined).success,
    content: { [mediaType]: { schema: jsonSchema(body, 'input') } },
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responses(route: RouteDef): Json {
  const ok =
    route.reply.kind === 'json'
      ? {
          description: 'Успех',
          content: { 'application/json': { schema: jsonSchema(route.reply.schema, 'output') } },
        }
      : {
          description: 'Файл',
          content: Object.fromEntries(
            route.reply.contentTypes.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }]),
          ),
        };
  const signedIn = route.permission.kind !== 'public';
  return {
    '200': ok,
    '400': errorResponse('Невалидни данни: съобщение на български и грешките по полета'),
    ...(signedIn ? { '401': errorResponse('Не сте влезли в системата') } : {}),
    ...(route.permission.kind === 'resource' ? { '403': errorResponse('Нямате права') } : {}),
    '404': errorResponse('Не е намерено'),
  };
}

function permissionText(route: RouteDef): string {
  const p = route.permission;
  if (p.kind === 'public') return 'Публичен';
  if (p.kind === 'signedIn') return 'Всеки влязъл потребител';
  return `Право: ${p.resource} (${p.action})${p.tenant ? ', в избраната детска градина' : ''}`;
}

const byPathAndMethod = (a: RouteDef, b: RouteDef) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : a.method > b.method ? 1 : 0;

/** The whole document; keys are sorted by path and method so the written file is stable. */
export function openApiDocument(routes: readonly RouteDef[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of [...routes].sort(byPathAndMethod)) {
    const body = requestBody(route);
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.id,
      summary: route.summary,
      description: permissionText(route),
      tags: [areas[route.area].title],
      ...(route.permission.kind === 'public' ? { security: [] } : {}),
      parameters: parameters(route),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Градина API',
      version: '1.0.0',
      description:
        'Договорът на платформата „Градина“, генериран от манифеста на маршрутите. Грешките имат вида Error; списъците с ' +
        'страници връщат { result, rowsCount }; записите връщат { isSuccessful, entityId, errorMessage }.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorReply, 'output') },
    },
    paths,
  };
}

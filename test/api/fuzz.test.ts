import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role } from '../../shared/src/enums';
import { type RouteDef, routes } from '../../shared/src/manifest/index';
import { roleCan } from '../../shared/src/permissions';
import { type ApiReply, call, fillPath, signIn } from '../support/api-client';
import { loadWorld } from '../support/world';
import { hostileCases, hostileUploads } from './hostile-values';
import { exampleHeaders, type RouteExample, routeExamples } from './route-examples';

/**
 * Schema-derived bad inputs to every route: each must answer 4xx with a Bulgarian message, never 5xx, and a
 * validation answer must name the field it is about.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  title?: string;
};

interface BadInput {
  name: string;
  part: 'body' | 'query' | 'path' | 'raw';
  field?: string;
  title?: string;
  value: unknown;
}

function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typesOf(s: JsonSchema): string[] {
  if (s.anyOf) return s.anyOf.flatMap(typesOf);
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

function wrongValueFor(s: JsonSchema): unknown[] {
  const types = typesOf(s);
  const out: unknown[] = [];
  if (types.includes('string')) {
    out.push(12345, { nested: true });
    if (s.maxLength) out.push('я'.repeat(s.maxLength + 1));
  }
  if (types.includes('number') || types.includes('integer')) out.push('не е число', { nested: true });
  if (types.includes('integer')) out.push(1.5);
  if (types.includes('boolean')) out.push('може би');
  if (types.includes('array')) out.push('не е списък');
  if (s.enum) out.push('__няма_такава__');
  return out;
}

/** Query and path values arrive as text: only text that cannot be the field's type is wrong. */
function wrongTextFor(s: JsonSchema): string[] {
  const types = typesOf(s);
  const out: string[] = [];
  if (types.includes('number') || types.includes('integer')) out.push('не-е-число');
  if (types.includes('string') && s.maxLength) out.push('я'.repeat(s.maxLength + 1));
  if (s.enum) out.push('__няма_такава__');
  return out;
}

function formWithout(form: FormData, field: string): FormData {
  const rest = new FormData();
  for (const [name, value] of form.entries()) if (name !== field) rest.append(name, value);
  return rest;
}

function badInputs(route: RouteDef): BadInput[] {
  const out: BadInput[] = [];
  const example = examples.get(route.id)!;
  if (route.request.body) {
    out.push({ name: 'body that is not JSON', part: 'raw', value: '{"не е json' });
    out.push({ name: 'body that is a list', part: 'body', value: [1, 2] });
    const schema = jsonSchema(route.request.body);
    // A multipart body carries text and files, not JSON types: each required part is left out in turn.
    if (example.body instanceof FormData) {
      for (const field of schema.required ?? []) {
        const title = schema.properties?.[field]?.title;
        out.push({
          name: `form without ${field}`,
          part: 'body',
          field,
          title,
          value: formWithout(example.body, field),
        });
      }
      return out;
    }
    for (const [field, fs] of Object.entries(schema.properties ?? {})) {
      const base = (example.body ?? {}) as Record<string, unknown>;
      if (schema.required?.includes(field)) {
        const { [field]: _, ...rest } = base;
        out.push({ name: `body without ${field}`, part: 'body', field, title: fs.title, value: rest });
      }
      for (const wrong of wrongValueFor(fs)) {
        out.push({
          name: `body ${field} = ${JSON.stringify(wrong).slice(0, 30)}`,
          part: 'body',
          field,
          title: fs.title,
          value: { ...base, [field]: wrong },
        });
      }
    }
  }
  for (const part of ['query', 'path'] as const) {
    const zs = route.request[part];
    if (!zs) continue;
    const schema = jsonSchema(zs);
    const base = (example[part] ?? {}) as Record<string, string>;
    for (const [field, fs] of Object.entries(schema.properties ?? {})) {
      for (const wrong of wrongTextFor(fs)) {
        out.push({
          name: `${part} ${field} = ${wrong.slice(0, 30)}`,
          part,
          field,
          title: fs.title,
          value: { ...base, [field]: wrong },
        });
      }
    }
  }
  return out;
}

/** Each route's example, prepared once: bad inputs are variations of it. */
const world = await loadWorld();
const examples = new Map<string, RouteExample>();
for (const r of routes) examples.set(r.id, await routeExamples[r.id as keyof typeof routeExamples](world));

const tokens = new Map<string, string>();
const kindergartenRoles = new Set<Role>([
  Role.Director,
  Role.Administrator,
  Role.Teacher,
  Role.Parent,
  Role.ResourceSpecialist,
  Role.Manciple,
]);
const candidates: [string, Role][] = [
  ['director', Role.Director],
  ['master', Role.Master],
  ['administrator', Role.Administrator],
  ['teacher', Role.Teacher],
  ['parent', Role.Parent],
  ['mon', Role.MON],
  ['municipality', Role.Municipality],
];

/** A demo account the route's permission allows, so validation, not the permission check, answers. */
async function tokenFor(route: RouteDef): Promise<string | undefined> {
  const p = route.permission;
  if (p.kind === 'public') return undefined;
  const name =
    p.kind === 'signedIn'
      ? 'director'
      : candidates.find(
          ([, role]) => roleCan(role, p.resource, p.action) && (!p.tenant || kindergartenRoles.has(role)),
        )?.[0];
  if (!name) throw new Error(`no demo role may call ${route.id}`);
  if (!tokens.has(name)) tokens.set(name, await signIn(`${name}@demo.gradina.bg`));
  return tokens.get(name);
}

describe('fuzz: bad input gets a 4xx naming the field, never a 5xx', () => {
  for (const route of routes) {
    const cases = badInputs(route);
    if (cases.length === 0) continue;
    describe(`${route.method} ${route.path}`, () => {
      for (const c of cases) {
        it(c.name, async () => {
          const example = examples.get(route.id)!;
          const auth = await tokenFor(route);
          const pathParams = c.part === 'path' ? (c.value as Record<string, string>) : example.path;
          const reply = await call(route.method, fillPath(route.path, pathParams), {
            token: auth,
            query: c.part === 'query' ? (c.value as Record<string, string>) : example.query,
            body: c.part === 'body' ? c.value : c.part === 'raw' ? undefined : example.body,
            rawBody: c.part === 'raw' ? String(c.value) : undefined,
            headers: exampleHeaders(example),
          });
          const body = reply.body as {
            code?: string;
            errorMessage?: string;
            errors?: { field: string; message: string }[];
          };
          const summary = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
          // A route that speaks another party's protocol (ePay's notification URL, issue #25 point 4) answers
          // a bad body in that protocol: ERR=<reason> as text/plain, never the API's JSON.
          if (route.request.protocolBody && (c.part === 'body' || c.part === 'raw')) {
            expect(reply.headers.get('content-type'), summary).toContain('text/plain');
            expect(String(reply.body), summary).toMatch(/^ERR=[^\n]*[а-яА-Я]/);
            return;
          }
          expect(reply.status, summary).toBeGreaterThanOrEqual(400);
          expect(reply.status, summary).toBeLessThan(500);
          expect(body.errorMessage, summary).toMatch(/[а-яА-Я]/);
          if (c.field) {
            expect(body.code, summary).toBe('validation');
            const named = [c.field, c.title].filter(Boolean) as string[];
            expect(
              named.some((n) => body.errorMessage!.includes(n)),
              summary,
            ).toBe(true);
            expect(
              body.errors?.some((e) => e.field.endsWith(c.field!)),
              summary,
            ).toBe(true);
          }
        });
      }
    });
  }
});

/** Runs `fn` over `items`, `limit` at a time: the suite sends thousands of requests on a 2-core CI runner. */
async function inBatches<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(fn));
}

function expectRefused(reply: ApiReply, field?: string, mustRefuse = true) {
  const body = reply.body as { code?: string; errorMessage?: string; errors?: { field: string }[] };
  const summary = `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
  expect(reply.status, summary).toBeLessThan(500);
  if (!mustRefuse && reply.status < 400) return;
  expect(reply.status, summary).toBeGreaterThanOrEqual(400);
  expect(reply.status, summary).toBeLessThan(500);
  expect(body.errorMessage, summary).toMatch(/[а-яА-Я]/);
  // A validation answer names the field the hostile value was put in.
  if (field && body.code === 'validation')
    expect(
      body.errors?.some((e) => e.field === field || e.field.startsWith(`${field}.`)),
      summary,
    ).toBe(true);
}

const sent = { requests: 0, accepted: 0 };
afterAll(() => {
  console.log(
    `fuzz (hostile values): ${sent.requests} requests; ${sent.accepted} values the schemas accept were not sent to writing routes`,
  );
});

describe('fuzz: boundary dates, huge numbers, long text, NUL and RLO in every field are refused with 4xx', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const example = examples.get(route.id)!;
      const auth = await tokenFor(route);
      const { cases, accepted } = hostileCases(route, example);
      sent.accepted += accepted;
      await inBatches(cases, 6, async (c) => {
        sent.requests++;
        const reply = await call(
          route.method,
          fillPath(route.path, c.part === 'path' ? (c.input as Record<string, string>) : example.path),
          {
            token: auth,
            query: c.part === 'query' ? (c.input as Record<string, string>) : example.query,
            body: c.part === 'body' ? c.input : example.body,
            headers: exampleHeaders(example),
          },
        );
        expectRefused(reply, c.field, c.mustRefuse);
      });
      for (const upload of hostileUploads(example)) {
        sent.requests++;
        const reply = await call(route.method, fillPath(route.path, example.path), {
          token: auth,
          query: example.query,
          body: upload.form,
          headers: exampleHeaders(example),
        });
        expectRefused(reply);
        if (upload.namesField) expect(JSON.stringify(reply.body), upload.name).toContain('Име на файла');
      }
    });
  }
});

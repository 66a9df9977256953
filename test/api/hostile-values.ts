import type { z } from 'zod';
import type { RouteDef } from '../../shared/src/manifest/index';
import { hasForbiddenCharacters } from '../../shared/src/text-hygiene';
import type { RouteExample } from './route-examples';

/**
 * Hostile values for every field of a route's example (issue #9, findings 4 and 6): boundary dates, huge and
 * negative numbers, very long text, NUL and the right-to-left override inside text. A value the API must
 * refuse (the route's own schema refuses it, or it holds a forbidden character) is always sent. A value the
 * schema accepts (a 100 000-character description, "9999-12-31" as a title) is sent to reading routes only,
 * which must then answer without a 5xx; to writing routes it is skipped and counted, so no case creates data.
 */
export interface HostileCase {
  name: string;
  part: 'body' | 'query' | 'path';
  /** The request field the answer must name, as the API writes it (`questions.0.text`, `query.fromDate`). */
  field: string;
  input: unknown;
  /** The API must answer 4xx; otherwise any answer but a 5xx will do. */
  mustRefuse: boolean;
}

type Leaf = { at: (string | number)[]; value: string | number };

const boundaryDates = ['0000-01-01', '9999-12-31', '2026-02-30'];
const hugeNumbers = [1e308, 2 ** 53 + 1, -1];
// Query and path values travel in the URL, which the gateway (like API Gateway) limits to a few kilobytes.
const longBody = 'я'.repeat(100_001);
const longUrlText = 'a'.repeat(3_000);

function leavesOf(value: unknown, at: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ at, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...at, i]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...at, k]));
  return [];
}

function replaced(root: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [step, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[step] = replaced(copy[step], rest, value);
  return copy;
}

const shown = (v: unknown) =>
  typeof v === 'string' && v.length > 20 ? `${v.length} знака` : JSON.stringify(v);

function valuesFor(leaf: Leaf, inUrl: boolean): unknown[] {
  if (typeof leaf.value === 'number' || (inUrl && /^-?\d+$/.test(leaf.value)))
    return hugeNumbers.map((n) => (inUrl ? String(n === 2 ** 53 + 1 ? '9007199254740993' : n) : n));
  const text = String(leaf.value);
  return [...boundaryDates, `${text}\u0000`, `\u202E${text}`, inUrl ? longUrlText : longBody];
}

/** The cases of one route, and how many hostile values its schema accepts (not sent). */
export function hostileCases(
  route: RouteDef,
  example: RouteExample,
): { cases: HostileCase[]; accepted: number } {
  const cases: HostileCase[] = [];
  let accepted = 0;
  const parts = [
    ['body', route.request.encoding === 'multipart' ? undefined : example.body, route.request.body],
    ['query', example.query, route.request.query],
    ['path', example.path, route.request.path],
  ] as const;
  for (const [part, base, schema] of parts) {
    if (base === undefined || !schema) continue;
    for (const leaf of leavesOf(base)) {
      for (const value of valuesFor(leaf, part !== 'body')) {
        const input = replaced(base, leaf.at, value);
        const refused =
          (typeof value === 'string' && hasForbiddenCharacters(value)) ||
          !(schema as z.ZodType).safeParse(input).success;
        if (!refused && route.method !== 'GET') {
          accepted++;
          continue;
        }
        const field = [part === 'body' ? undefined : part, ...leaf.at.map(String)].filter(Boolean).join('.');
        const name = `${part} ${leaf.at.join('.')} = ${shown(value)}`;
        cases.push({ name, part, field, input, mustRefuse: refused });
      }
    }
  }
  return { cases, accepted };
}

/**
 * A multipart upload whose file name carries a hostile character, under the example's field names. The
 * multipart parser itself refuses a NUL in a part's header (a malformed body, 400 without a field); the
 * override is refused naming the file name.
 */
export function hostileUploads(
  example: RouteExample,
): { name: string; form: FormData; namesField: boolean }[] {
  if (!(example.body instanceof FormData)) return [];
  const entries = [...example.body.entries()];
  return ['годишен\u202Efdp.exe.pdf', 'отчет\u0000.pdf'].map((fileName) => {
    // The files get the hostile name; the form's text parts (an id beside the file) stay as the example has them.
    const form = new FormData();
    for (const [field, value] of entries)
      if (typeof value === 'string') form.append(field, value);
      else form.append(field, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), fileName);
    return { name: `file name ${JSON.stringify(fileName)}`, form, namesField: !fileName.includes('\u0000') };
  });
}

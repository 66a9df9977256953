/**
 * Builds a request URL from a route's manifest path, e.g. `/api/Kindergartens/change/{id}` with `{ id: 7 }`.
 * `{name}` segments are required, `{name?}` ones optional (left out when empty, only at the end). Values are
 * percent-encoded, so a Cyrillic or slash-bearing value stays one segment. Query values that are undefined, null
 * or '' are skipped; arrays repeat the key; dates travel as ISO strings.
 */
export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryInput = Record<string, QueryValue | readonly QueryValue[]>;

export class UrlBuildError extends Error {
  override name = 'UrlBuildError';
}

const segmentPattern = /^\{([A-Za-z0-9_]+)(\?)?\}$/;

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

function queryText(v: Exclude<QueryValue, null | undefined>): string {
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

export function buildApiPath(template: string, params: Record<string, unknown> = {}): string {
  const segments = template.split('/').filter((s) => s !== '');
  const out: string[] = [];
  let skipped: string | undefined;
  for (const segment of segments) {
    const m = segmentPattern.exec(segment);
    if (!m) {
      if (skipped)
        throw new UrlBuildError(`Пропуснат незадължителен параметър "${skipped}" преди "${segment}"`);
      out.push(segment);
      continue;
    }
    const [, name, optional] = m as unknown as [string, string, string | undefined];
    const value = params[name];
    if (isEmpty(value)) {
      if (!optional) throw new UrlBuildError(`Липсва параметър "${name}" за ${template}`);
      skipped = name;
      continue;
    }
    if (skipped) throw new UrlBuildError(`Пропуснат незадължителен параметър "${skipped}" преди "${name}"`);
    if (typeof value === 'object' && !(value instanceof Date)) {
      throw new UrlBuildError(`Параметърът "${name}" трябва да е текст или число`);
    }
    const text = queryText(value as Exclude<QueryValue, null | undefined>);
    // URL parsers resolve `.` and `..` (even as %2E%2E) as dot segments: such a value could reach another route.
    if (text === '.' || text === '..')
      throw new UrlBuildError(`Недопустима стойност на параметъра "${name}"`);
    out.push(encodeURIComponent(text));
  }
  return `/${out.join('/')}`;
}

export function buildQueryString(query: QueryInput = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const v of values as QueryValue[]) {
      if (isEmpty(v)) continue;
      search.append(key, queryText(v as Exclude<QueryValue, null | undefined>));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full relative URL (or absolute with `base`) for a manifest path, path parameters and query. */
export function buildApiUrl(
  template: string,
  params?: Record<string, unknown>,
  query?: QueryInput,
  base = '',
): string {
  return `${base.replace(/\/+$/, '')}${buildApiPath(template, params)}${buildQueryString(query)}`;
}

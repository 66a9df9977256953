import { canonicalizePath } from '@gradina/shared';
import { transformSync } from 'esbuild';

/** CloudFront Functions reject code above 10 KB. */
export const cloudFrontFunctionMaxBytes = 10_240;

/** The codes of the encoded table's word list: `!` and one of these stands for a frequent segment. */
const wordCodes = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Reduces the manifest's compiled patterns to a table that gives `canonicalizePath` the same answer for every
 * request, and encodes it compactly: parameter names do not matter (only `{` and `?}` do), duplicates go, and a
 * pattern whose only static segments are the first two is dropped because the function's fallback lower-cases
 * exactly those. The rest is front-coded: one digit per pattern says how many leading segments (after `api`)
 * repeat the previous pattern, then the new segments follow, `*` for a parameter and `?` for an optional one.
 * Segments that still repeat (`overview-models`, `excel-export`…) are written once in a word list before a `|`
 * and then as `!` and their code, where that saves bytes.
 */
export function encodePatterns(patterns: readonly (readonly string[])[]): string {
  for (const p of patterns) {
    if (p.some((s) => s === '' || s === '*' || s === '?' || /[\s/!|]/.test(s))) {
      throw new Error(`Route pattern /${p.join('/')} has a segment the CloudFront table cannot encode`);
    }
    if (p[0] !== 'api' || p.length < 2) throw new Error(`Route pattern /${p.join('/')} is not under /api/`);
  }
  const normalized = patterns.map((p) =>
    p.map((s) => (s.charAt(0) !== '{' ? s : s.endsWith('?}') ? '?' : '*')),
  );
  const staticHead = normalized.every((p) => p.length >= 2 && p[1] !== '*' && p[1] !== '?');
  const needed = normalized.filter((p) => !staticHead || p.some((s, i) => i >= 2 && s !== '*' && s !== '?'));
  const unique = [...new Set(needed.map((p) => p.slice(1).join('/')))].sort();
  let previous: string[] = [];
  const items: { shared: number; segments: string[] }[] = [];
  for (const path of unique) {
    const segments = path.split('/');
    let shared = 0;
    while (
      shared < 9 &&
      shared < previous.length &&
      shared < segments.length - 1 &&
      previous[shared] === segments[shared]
    ) {
      shared++;
    }
    items.push({ shared, segments: segments.slice(shared) });
    previous = segments;
  }
  const words = frequentWords(items.flatMap((i) => i.segments));
  const code = new Map(words.map((w, k) => [w, `!${wordCodes[k]}`]));
  const body = items.map((i) => `${i.shared}${i.segments.map((s) => code.get(s) ?? s).join('/')}`).join(' ');
  return words.length ? `${words.join(' ')}|${body}` : body;
}

/** The segments whose code saves the most bytes, as many as there are codes. */
function frequentWords(segments: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const s of segments) if (s !== '*' && s !== '?') counts.set(s, (counts.get(s) ?? 0) + 1);
  const gain = (word: string, n: number) => n * (word.length - 2) - (word.length + 1);
  return [...counts]
    .filter(([word, n]) => gain(word, n) > 0)
    .sort((a, b) => gain(b[0], b[1]) - gain(a[0], a[1]) || a[0].localeCompare(b[0]))
    .slice(0, wordCodes.length)
    .map(([word]) => word);
}

/** The ES5 decoder of `encodePatterns`, as it runs inside the CloudFront Function. */
function decodePatterns(text: string): string[][] {
  var codes = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  var bar = text.indexOf('|');
  var words = bar < 0 ? [] : text.substring(0, bar).split(' ');
  var body = text.substring(bar + 1);
  var out: string[][] = [];
  var items = body === '' ? [] : body.split(' ');
  var previous: string[] = [];
  var item: string;
  var segments: string[];
  var pattern: string[];
  var segment: string;
  var i: number;
  var k: number;
  for (i = 0; i < items.length; i++) {
    item = items[i] as string;
    segments = item.substring(1).split('/');
    for (k = 0; k < segments.length; k++) {
      segment = segments[k] as string;
      if (segment.charAt(0) === '!') segments[k] = words[codes.indexOf(segment.charAt(1))] as string;
    }
    segments = previous.slice(0, item.charCodeAt(0) - 48).concat(segments);
    previous = segments;
    pattern = ['api'];
    for (k = 0; k < segments.length; k++) {
      segment = segments[k] as string;
      pattern.push(segment === '*' ? '{p}' : segment === '?' ? '{p?}' : segment);
    }
    out.push(pattern);
  }
  return out;
}

/**
 * Viewer-request handler of the SPA and `/api/*` behaviours (ES5, runs in cloudfront-js-2.0). Kept as text:
 * a compiled function would reach `canonicalizePath` through the bundler's import binding, not by name.
 */
const viewerRequestHandler = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) {
    request.uri = canonicalizePath(uri, patterns);
    return request;
  }
  if (uri.indexOf('/hubs/') === 0) return request;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') < 0) request.uri = '/index.html';
  return request;
}`;

/** A function's own source, checked to still be a plain declaration under its name (no bundler renaming). */
function namedSource(fn: (...args: never[]) => unknown, name: string): string {
  const source = fn.toString();
  if (!source.startsWith(`function ${name}(`) || /__vite_ssr_|__name\(|\?\./.test(source)) {
    throw new Error(
      `${name} no longer compiles to a self-contained function declaration CloudFront can run:\n${source}`,
    );
  }
  return source;
}

function minify(code: string): string {
  // Whitespace and local names only: the syntax stays exactly as written, so the runtime subset is
  // respected, and a script's top-level names (handler, patterns, the two helpers) are never renamed.
  return transformSync(code, { loader: 'js', minifyWhitespace: true, minifyIdentifiers: true }).code;
}

function assertSize(name: string, code: string): string {
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `CloudFront Function ${name} would be ${bytes} bytes, above the ${cloudFrontFunctionMaxBytes}-byte limit. ` +
        'Shrink the route pattern table (see infra/lib/edge-functions.ts) or move it to a CloudFront KeyValueStore.',
    );
  }
  return code;
}

/**
 * Source of the viewer-request function: lower-cases the static segments of `/api/...` paths with the shared
 * `canonicalizePath` over the manifest's patterns, rewrites extension-less SPA paths to `/index.html`, and leaves
 * `/hubs/*` and files alone.
 */
export function viewerRequestFunctionCode(patterns: readonly (readonly string[])[]): string {
  const code = [
    `var patterns = decodePatterns(${JSON.stringify(encodePatterns(patterns))});`,
    namedSource(decodePatterns, 'decodePatterns'),
    namedSource(canonicalizePath, 'canonicalizePath'),
    viewerRequestHandler,
  ].join('\n');
  return assertSize('viewer-request', minify(code));
}

/**
 * Source of the `/hubs/*` function: API Gateway WebSocket APIs accept connections only at the stage root
 * (`/<stage>`; any deeper path answers 403), so the hub path is rewritten to it. The query string (`?ticket=`)
 * is untouched; other paths under /hubs/ answer 404 at the edge.
 */
export function hubsFunctionCode(hubPath: string, stage: string): string {
  const code = `function handler(event) {
  var request = event.request;
  if (request.uri === ${JSON.stringify(hubPath)} || request.uri === ${JSON.stringify(`${hubPath}/`)}) {
    request.uri = ${JSON.stringify(`/${stage}`)};
    return request;
  }
  return { statusCode: 404, statusDescription: 'Not Found' };
}`;
  return assertSize('hubs', minify(code));
}

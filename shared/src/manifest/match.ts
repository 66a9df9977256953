import type { HttpMethod, RouteDef } from './route';

/**
 * A route path compiled for matching: static segments lower-case, `{name}` a parameter, `{name?}` optional.
 * The same table drives the CloudFront Function in the cloud and the local gateway, so paths are matched
 * case-insensitively on static segments in both places.
 */
export type CompiledPattern = string[];

export function compilePattern(path: string): CompiledPattern {
  return path
    .replace(/^\/?/, '/')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith('{') ? s : s.toLowerCase()));
}

/**
 * Rewrites the static segments of a request path to their canonical lower-case form. Written in the
 * JavaScript subset CloudFront Functions (runtime 2.0) run: let/const and loops, no optional chaining, no
 * imports. CDK embeds this function's source, so the cloud and the local gateway share it.
 */
export function canonicalizePath(path: string, patterns: string[][]): string {
  const segments: string[] = path.split('/').filter((s) => s !== '');
  let best: string[] | null = null;
  let bestStatics = -1;
  for (let p = 0; p < patterns.length; p++) {
    const pattern = patterns[p] as string[];
    let required = 0;
    for (let r = 0; r < pattern.length; r++) if ((pattern[r] as string).indexOf('?}') < 0) required++;
    if (segments.length < required || segments.length > pattern.length) continue;
    let statics = 0;
    let ok = true;
    for (let s = 0; s < segments.length; s++) {
      const want = pattern[s] as string;
      if (want.charAt(0) === '{') continue;
      if ((segments[s] as string).toLowerCase() !== want) {
        ok = false;
        break;
      }
      statics++;
    }
    if (ok && statics > bestStatics) {
      best = pattern;
      bestStatics = statics;
    }
  }
  const out: string[] = [];
  for (let k = 0; k < segments.length; k++) {
    const seg = segments[k] as string;
    const isStatic = best ? (best[k] as string).charAt(0) !== '{' : k < 2;
    out.push(isStatic ? seg.toLowerCase() : seg);
  }
  const trailing = path.length > 1 && path.charAt(path.length - 1) === '/' ? '/' : '';
  return `/${out.join('/')}${trailing}`;
}

export interface RouteMatch {
  route: RouteDef;
  pathParams: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: CompiledPattern;
  statics: number;
}

/** Builds a matcher over routes; the most static segments win, so `/Messages/overview-models` beats `/{id}`. */
export function routeMatcher(routes: readonly RouteDef[]) {
  const compiled: CompiledRoute[] = routes
    .map((route) => {
      const pattern = compilePattern(route.path);
      return { route, pattern, statics: pattern.filter((s) => !s.startsWith('{')).length };
    })
    .sort((a, b) => b.statics - a.statics);

  function matchPattern(pattern: CompiledPattern, segments: string[]): Record<string, string> | undefined {
    const required = pattern.filter((s) => !s.endsWith('?}')).length;
    if (segments.length < required || segments.length > pattern.length) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      const want = pattern[i]!;
      const got = segments[i]!;
      if (want.startsWith('{')) params[want.replace(/[{}?]/g, '')] = decodeURIComponent(got);
      else if (got.toLowerCase() !== want) return undefined;
    }
    return params;
  }

  return {
    /** The route for a method and path, or `methodMismatch` when the path exists under another method. */
    match(method: string, path: string): RouteMatch | { methodMismatch: true } | undefined {
      const segments = path
        .split('?')[0]!
        .split('/')
        .filter((s) => s !== '');
      let pathExists = false;
      for (const c of compiled) {
        const params = matchPattern(c.pattern, segments);
        if (!params) continue;
        if (c.route.method === (method.toUpperCase() as HttpMethod))
          return { route: c.route, pathParams: params };
        pathExists = true;
      }
      return pathExists ? { methodMismatch: true } : undefined;
    },
    patterns: (): string[][] => compiled.map((c) => c.pattern),
  };
}

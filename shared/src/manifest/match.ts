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
 * Rewrites the static segments of a request path to their canonical lower-case form. Written in the small
 * JavaScript subset CloudFront Functions run (var, loops, no optional chaining): CDK embeds its source.
 */
export function canonicalizePath(path: string, patterns: string[][]): string {
  var parts = path.split('/');
  var segments: string[] = [];
  for (var i = 0; i < parts.length; i++) if (parts[i] !== '') segments.push(parts[i] as string);
  var best: string[] | null = null;
  var bestStatics = -1;
  for (var p = 0; p < patterns.length; p++) {
    var pattern = patterns[p] as string[];
    var required = 0;
    for (var r = 0; r < pattern.length; r++) if ((pattern[r] as string).indexOf('?}') < 0) required++;
    if (segments.length < required || segments.length > pattern.length) continue;
    var statics = 0;
    var ok = true;
    for (var s = 0; s < segments.length; s++) {
      var want = pattern[s] as string;
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
  var out: string[] = [];
  for (var k = 0; k < segments.length; k++) {
    var seg = segments[k] as string;
    var isStatic = best ? (best[k] as string).charAt(0) !== '{' : k < 2;
    out.push(isStatic ? seg.toLowerCase() : seg);
  }
  return '/' + out.join('/') + (path.length > 1 && path.charAt(path.length - 1) === '/' ? '/' : '');
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
        if (c.route.method === (method.toUpperCase() as HttpMethod)) return { route: c.route, pathParams: params };
        pathExists = true;
      }
      return pathExists ? { methodMismatch: true } : undefined;
    },
    patterns: (): string[][] => compiled.map((c) => c.pattern),
  };
}

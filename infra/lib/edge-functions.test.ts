import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { apiMatcher, canonicalizePath, compilePattern, routes } from '@gradina/shared';
import { websocketPath, websocketStage } from '@gradina/shared/runtime';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionMaxBytes,
  encodePatterns,
  hubsFunctionCode,
  viewerRequestFunctionCode,
} from './edge-functions';
import { repoRoot } from './functions';

type Handler = (event: { request: { uri: string } }) => { uri?: string; statusCode?: number };
const load = (code: string) => vm.runInNewContext(`${code}\nhandler`, {}) as Handler;
const uriOf = (handler: Handler, uri: string) => handler({ request: { uri } }).uri;

/** Request paths for a pattern: static segments after `api` in odd casing, parameters as mixed-case values. */
function samplePaths(pattern: string[]): string[] {
  const required = pattern.filter((s) => !s.endsWith('?}')).length;
  const out: string[] = [];
  for (let n = required; n <= pattern.length; n++) {
    const segments = pattern.slice(0, n).map((s, i) =>
      s.startsWith('{')
        ? `Val${i}X`
        : i === 0
          ? s // the /api/* behaviour only sees a lower-case /api
          : i % 2 === 0
            ? s.toUpperCase()
            : s.charAt(0).toUpperCase() + s.slice(1),
    );
    out.push(`/${segments.join('/')}`, `/${segments.join('/')}/`);
  }
  return out;
}

/** The spec's 538 calls: the table the function must hold once every route is implemented. */
const specFile = path.join(repoRoot, '..', 'shared', 'spec', 'api-calls.tsv');
const specPatterns = existsSync(specFile)
  ? readFileSync(specFile, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[2]!)
      .filter((p) => p.startsWith('/api/'))
      .map(compilePattern)
  : [];

describe('viewer-request CloudFront Function', () => {
  const code = viewerRequestFunctionCode(apiMatcher.patterns());
  const handler = load(code);

  it('lower-cases the controller and static segments of API paths', () => {
    expect(uriOf(handler, '/api/Regions')).toBe('/api/regions');
    expect(uriOf(handler, '/api/PaymentTypes')).toBe('/api/paymenttypes');
    expect(uriOf(handler, '/api/Identity/User-Data')).toBe('/api/identity/user-data');
    expect(uriOf(handler, '/api/Unknown/Thing/AbC')).toBe('/api/unknown/Thing/AbC');
  });

  it('rewrites extension-less SPA paths to /index.html and leaves files and hubs alone', () => {
    expect(uriOf(handler, '/login')).toBe('/index.html');
    expect(uriOf(handler, '/')).toBe('/index.html');
    expect(uriOf(handler, '/kindergartens/5/groups')).toBe('/index.html');
    expect(uriOf(handler, '/assets/x.js')).toBe('/assets/x.js');
    expect(uriOf(handler, '/assets/index-Ab12.css')).toBe('/assets/index-Ab12.css');
    expect(uriOf(handler, '/hubs/notifications')).toBe('/hubs/notifications');
  });

  it('gives the same answer as canonicalizePath over the full manifest table for every route', () => {
    const full = apiMatcher.patterns();
    for (const route of routes) {
      for (const sample of samplePaths(compilePattern(route.path))) {
        expect(uriOf(handler, sample), sample).toBe(canonicalizePath(sample, full));
      }
    }
  });

  it('is self-contained, free of optional chaining and within the CloudFront size limit', () => {
    // The handler ran above in an empty vm context, so it references no module bindings.
    expect(code).not.toMatch(/\?\.|__vite_ssr_|__name\(|import_/);
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
  });

  it.skipIf(specPatterns.length === 0)(
    'holds the whole spec (538 calls) equivalently within the size limit',
    () => {
      const specCode = viewerRequestFunctionCode(specPatterns);
      expect(Buffer.byteLength(specCode)).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
      const specHandler = load(specCode);
      for (const pattern of specPatterns) {
        for (const sample of samplePaths(pattern)) {
          expect(uriOf(specHandler, sample), sample).toBe(canonicalizePath(sample, specPatterns));
        }
      }
    },
  );
});

describe('encodePatterns', () => {
  it('drops patterns the fallback already covers and front-codes the rest', () => {
    expect(
      encodePatterns([
        ['api', 'regions'],
        ['api', 'regions', '{id}'],
        ['api', 'kindergartens', 'change', '{id}'],
        ['api', 'kindergartens', 'change', '{other}'],
        ['api', 'kindergartens', 'list', '{page?}'],
      ]),
    ).toBe('0kindergartens/change/* 1list/?');
  });

  it('writes a segment that repeats once in a word list and then by its code', () => {
    expect(
      encodePatterns([
        ['api', 'a', 'overview-models'],
        ['api', 'b', 'overview-models'],
        ['api', 'c', 'overview-models'],
      ]),
    ).toBe('overview-models|0a/!0 0b/!0 0c/!0');
  });

  it('rejects segments it cannot encode', () => {
    expect(() => encodePatterns([['api', 'a b']])).toThrow(/cannot encode/);
    expect(() => encodePatterns([['api', 'a!b']])).toThrow(/cannot encode/);
    expect(() => encodePatterns([['other', 'x']])).toThrow(/not under \/api/);
  });
});

describe('hubs CloudFront Function', () => {
  const handler = load(hubsFunctionCode(websocketPath, websocketStage));
  it('sends the hub path to the WebSocket stage root and refuses other paths', () => {
    expect(uriOf(handler, websocketPath)).toBe(`/${websocketStage}`);
    expect(uriOf(handler, `${websocketPath}/`)).toBe(`/${websocketStage}`);
    expect(handler({ request: { uri: '/hubs/other' } }).statusCode).toBe(404);
  });
});

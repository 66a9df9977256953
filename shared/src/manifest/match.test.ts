import { describe, expect, it } from 'vitest';
import { areaOfPath } from './areas';
import { canonicalizePath, routeMatcher } from './match';
import type { RouteDef } from './route';

const route = (id: string, method: RouteDef['method'], path: string): RouteDef => ({
  id,
  method,
  path,
  area: 'communication',
  permission: { kind: 'signedIn' },
  request: {},
  reply: { kind: 'file', contentTypes: [] },
  summary: '',
});

const routes = [
  route('a', 'GET', '/api/Messages/{id}'),
  route('b', 'GET', '/api/Messages/overview-models'),
  route('c', 'DELETE', '/api/messages/{messageId}/reply/{replyId}'),
  route('d', 'GET', '/api/Polls/export/{id?}'),
];
const matcher = routeMatcher(routes);

describe('route matching', () => {
  it('prefers static segments over parameters and ignores case on static ones', () => {
    expect(matcher.match('GET', '/api/MESSAGES/Overview-Models')).toMatchObject({ route: { id: 'b' } });
    expect(matcher.match('GET', '/api/messages/AbC')).toMatchObject({
      route: { id: 'a' },
      pathParams: { id: 'AbC' },
    });
  });
  it('decodes parameters, handles optional ones and tells a wrong method from a missing path', () => {
    expect(matcher.match('DELETE', '/api/Messages/m%201/reply/r2')).toMatchObject({
      pathParams: { messageId: 'm 1', replyId: 'r2' },
    });
    expect(matcher.match('GET', '/api/polls/export')).toMatchObject({ route: { id: 'd' } });
    expect(matcher.match('POST', '/api/messages/x')).toEqual({ methodMismatch: true });
    expect(matcher.match('GET', '/api/nothing')).toBeUndefined();
  });
  it('canonicalizes static segments only, as the CloudFront Function does', () => {
    const patterns = matcher.patterns();
    expect(canonicalizePath('/api/Messages/Overview-Models', patterns)).toBe('/api/messages/overview-models');
    expect(canonicalizePath('/api/Messages/AbC', patterns)).toBe('/api/messages/AbC');
    expect(canonicalizePath('/API/Unknown/Thing', patterns)).toBe('/api/unknown/Thing');
  });
  it('runs standalone from its own source text, as CDK embeds it', () => {
    const fn = new Function(
      `${canonicalizePath.toString()}; return canonicalizePath;`,
    )() as typeof canonicalizePath;
    expect(fn('/api/Messages/Overview-Models', matcher.patterns())).toBe('/api/messages/overview-models');
  });
});

describe('areas', () => {
  it('finds the owning area by the longest controller prefix', () => {
    expect(areaOfPath('/api/activities/invoices/5')).toBe('payments');
    expect(areaOfPath('/api/Activities/types')).toBe('activities');
    expect(areaOfPath('api/Partners')).toBe('kindergartens');
    expect(areaOfPath('/api/administration/AccountManagement/x')).toBe('identity');
    expect(areaOfPath('/other')).toBeUndefined();
  });
});

import { routeById } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { buildApiPath, buildApiUrl, buildQueryString, UrlBuildError } from './url';

describe('buildApiPath', () => {
  it('keeps a static manifest path as the spec writes it', () => {
    expect(buildApiPath('/api/identity/user-data')).toBe('/api/identity/user-data');
  });

  it('fills a required parameter', () => {
    expect(buildApiPath('/api/Kindergartens/change/{id}', { id: 'kg-7' })).toBe(
      '/api/Kindergartens/change/kg-7',
    );
    expect(buildApiPath('/api/Kindergartens/change/{id}', { id: 42 })).toBe('/api/Kindergartens/change/42');
  });

  it('percent-encodes values so they stay one segment', () => {
    expect(buildApiPath('/api/Files/{name}', { name: 'отчет 1/2.pdf' })).toBe(
      '/api/Files/%D0%BE%D1%82%D1%87%D0%B5%D1%82%201%2F2.pdf',
    );
  });

  it('refuses dot segments that a URL parser would resolve to another path', () => {
    expect(() => buildApiPath('/api/x/{id}', { id: '..' })).toThrow(UrlBuildError);
    expect(() => buildApiPath('/api/x/{id}', { id: '.' })).toThrow(UrlBuildError);
    expect(buildApiPath('/api/x/{id}', { id: '...' })).toBe('/api/x/...');
  });

  it('rejects a missing required parameter', () => {
    expect(() => buildApiPath('/api/Kindergartens/change/{id}', {})).toThrow(UrlBuildError);
    expect(() => buildApiPath('/api/Kindergartens/change/{id}', { id: '' })).toThrow(UrlBuildError);
  });

  it('drops trailing optional parameters that are not given', () => {
    const t = '/api/activities/fees/{year}/{month?}/{studentId?}';
    expect(buildApiPath(t, { year: 2026 })).toBe('/api/activities/fees/2026');
    expect(buildApiPath(t, { year: 2026, month: 3 })).toBe('/api/activities/fees/2026/3');
    expect(buildApiPath(t, { year: 2026, month: 3, studentId: 'a' })).toBe('/api/activities/fees/2026/3/a');
  });

  it('refuses a gap in optional parameters', () => {
    expect(() => buildApiPath('/api/a/{x?}/{y?}', { y: 1 })).toThrow(UrlBuildError);
  });

  it('accepts the spec shorthand without a leading slash', () => {
    expect(buildApiPath('api/Partners')).toBe('/api/Partners');
  });
});

describe('buildQueryString', () => {
  it('skips empty values and encodes Cyrillic', () => {
    expect(buildQueryString({ name: 'Пловдив', regionId: undefined, areaId: null, q: '' })).toBe(
      '?name=%D0%9F%D0%BB%D0%BE%D0%B2%D0%B4%D0%B8%D0%B2',
    );
  });

  it('repeats array keys and writes booleans, numbers and dates', () => {
    expect(buildQueryString({ ids: [1, 2], flag: false, at: new Date('2026-03-01T00:00:00Z') })).toBe(
      '?ids=1&ids=2&flag=false&at=2026-03-01T00%3A00%3A00.000Z',
    );
  });

  it('is empty without values', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString()).toBe('');
  });
});

describe('buildApiUrl from the route manifest', () => {
  it('builds every manifest route that has no path parameters', () => {
    const lookups = routeById.get('lookups.cities');
    expect(lookups).toBeDefined();
    expect(buildApiUrl(lookups!.path, {}, { regionId: 'PDV', areaId: 'PDV22', PageSize: 500 })).toBe(
      '/api/cities?regionId=PDV&areaId=PDV22&PageSize=500',
    );
  });

  it('fills each manifest path with sample parameters without leaving a placeholder', () => {
    for (const route of routeById.values()) {
      const names = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\??\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((n) => [n, 'x']));
      const url = buildApiUrl(route.path, params);
      expect(url.startsWith('/api/') || url === '/api').toBe(true);
      expect(url).not.toMatch(/[{}]/);
    }
  });

  it('prefixes a configured base without doubling slashes', () => {
    expect(buildApiUrl('/api/regions', {}, {}, 'https://api.example.bg/')).toBe(
      'https://api.example.bg/api/regions',
    );
  });
});

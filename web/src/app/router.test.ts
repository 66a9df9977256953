import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePaths, routes } from './router';

/** `platform/help/:topic` as the spec's table writes it, `/platform/help/{topic}`. */
function specSpelling(path: string): string {
  return path.replace(/:(\w+)(\?)?/g, (_, name: string, optional?: string) => `{${name}${optional ?? ''}}`);
}

/** Every page path of the router, joined from nested routes ('*' is the not-found page, not a page). */
function collect(list: RouteObject[], prefix = ''): string[] {
  const out: string[] = [];
  for (const r of list) {
    const here = r.path
      ? r.path.startsWith('/')
        ? r.path
        : `${prefix.replace(/\/$/, '')}/${r.path}`
      : prefix || '/';
    if (r.path === '*') continue;
    if (r.index || (r.path && !r.children?.length)) out.push(specSpelling(here));
    if (r.children) out.push(...collect(r.children, here));
  }
  return [...new Set(out)];
}

const specTable = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec/web-routes.tsv');

describe('the page map', () => {
  it('lists the pages it declares', () => {
    expect(collect(routes).sort()).toEqual([...pagePaths].sort());
  });

  it.skipIf(!existsSync(specTable))('has only routes of the spec', () => {
    const spec = new Set(
      readFileSync(specTable, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[1]?.trim())
        .filter((p): p is string => Boolean(p)),
    );
    for (const path of collect(routes)) expect(spec, path).toContain(path);
  });
});

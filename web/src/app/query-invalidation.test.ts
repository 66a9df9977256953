import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where refreshing may be written: a feature's `queries.ts` owns its keys; `api/` holds the shared ones. */
const mayInvalidate = (file: string) => file.endsWith('/queries.ts') || file.startsWith('api/');

describe('query invalidation', () => {
  it('happens only in queries.ts files and web/src/api (invalidate, remove, reset), so every feature refreshes through its own functions', () => {
    const files = sourceFiles(webSrc).map((path) => ({
      file: relative(webSrc, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    const outside = files
      .filter(({ file, text }) => !mayInvalidate(file) && /\.(invalidate|remove|reset)Queries\(/.test(text))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });
});

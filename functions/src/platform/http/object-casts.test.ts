import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The object the pipeline loads reaches the handler typed by its route's loader (area-handler.ts,
 * `AreaImplementations<Ids, typeof loaders>`), so a handler never casts it: a cast would hide a loader that
 * reads something else than the handler expects.
 */
export const objectCasts = (text: string): string[] =>
  [...text.matchAll(/\bobject\s*[?!]?\.item\s+as\s+[\w<>{}[\]|, ]+/g)].map((m) => m[0].trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}

const functionsSrc = path.resolve(import.meta.dirname, '../..');

describe('no handler casts its loaded object', () => {
  it('functions/src', () => {
    const found = sourceFiles(functionsSrc).flatMap((f) =>
      objectCasts(readFileSync(f, 'utf8')).map((cast) => `${path.relative(functionsSrc, f)}: ${cast}`),
    );
    expect(found).toEqual([]);
  });

  it('fails on a planted cast, optional or asserted, and allows the typed object', () => {
    const planted = [
      "'a.save': async ({ session, body, object }) => save(session, body, object?.item as Item | undefined),",
      "'a.delete': async ({ object }) => remove(object!.item as Item),",
      "'a.move': async ({ object }) => move(object.item),",
      "'a.edit': async ({ object }) => edit(object?.item),",
    ].join('\n');
    expect(objectCasts(planted)).toEqual(['object?.item as Item | undefined', 'object!.item as Item']);
  });
});
